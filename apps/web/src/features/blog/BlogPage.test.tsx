import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePostSummary, storedImage } from '../../test/fixtures';
import { BlogPage } from './BlogPage';

const filter = { tags: ['rust', 'web'], page: 1, pageCount: 1, total: 2 };

describe('BlogPage', () => {
  it('shows each post with its link, date, reading time, summary, tags and cover', () => {
    const cover = storedImage('cover');
    const posts = [
      makePostSummary({
        title: 'Newest',
        tags: ['rust'],
        cover: cover.url,
        coverVariants: cover.variants,
      }),
      makePostSummary({ title: 'Older', publishedAt: '2025-12-01T00:00:00.000Z' }),
    ];
    const { container } = render(<BlogPage posts={posts} filter={filter} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog');
    const titles = screen.getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(['Newest', 'Older']);
    expect(
      within(titles[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/blog/${posts[0]?.slug}`);
    expect([...container.querySelectorAll('time')].map((time) => time.textContent)).toEqual([
      '12 January 2026',
      '1 December 2025',
    ]);
    expect(container.textContent).toContain('· 4 min read');
    expect(container.textContent).toContain('What it is about.');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('.h-feed .h-entry .p-category')?.getAttribute('href')).toBe(
      '/blog?tag=rust',
    );
  });

  it('filters by tag with plain links, links the tag’s feed, and pages with plain links', () => {
    render(
      <BlogPage
        posts={[makePostSummary()]}
        filter={{ ...filter, tag: 'rust', page: 2, pageCount: 3, total: 21 }}
      />,
    );
    const bar = screen.getByRole('navigation', { name: 'Filter posts by tag' });
    expect(within(bar).getByRole('link', { name: 'rust' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/blog');
    expect(within(bar).getByRole('link', { name: 'feed' }).getAttribute('href')).toBe(
      '/blog/tags/rust/feed.xml',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages of posts' });
    expect(within(pages).getByRole('link', { name: 'Newer' }).getAttribute('href')).toBe(
      '/blog?tag=rust',
    );
    expect(within(pages).getByRole('link', { name: 'Older' }).getAttribute('href')).toBe(
      '/blog?tag=rust&page=3',
    );
  });
});
