import { blogPagePath, blogTagPath } from '@portfolio/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePostSummary } from '../../test/fixtures';
import { PostPage } from './PostPage';

const post = {
  ...makePostSummary({ title: 'Writing a blog', tags: ['rust'] }),
  html: '<h2>Why</h2><pre><code class="language-ts"><span class="hljs-keyword">const</span> x = 1;</code></pre>',
  headings: [],
  hasMath: false,
  canonicalUrl: '',
  syndication: [],
};

describe('PostPage', () => {
  it("links a tag to the first page of the blog's posts with it, as the list's filter does", () => {
    for (const tag of ['rust', 'c++', 'node.js', 'a b']) {
      expect(blogTagPath(tag)).toBe(blogPagePath(tag, 1));
    }
  });

  it('shows the title, author, dates, tags and the body the server rendered', () => {
    const { container } = render(
      <PostPage
        page={{ post: { ...post, updatedAt: '2026-02-03T00:00:00.000Z' }, related: [] }}
        author="Ada Lovelace"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Writing a blog');
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).className).toContain('p-author');
    expect([...container.querySelectorAll('time')].map((time) => time.className)).toEqual([
      'dt-published',
      'dt-updated',
    ]);
    expect(container.textContent).toContain('Updated 3 February 2026');
    expect(screen.getByRole('link', { name: 'rust' }).getAttribute('href')).toBe('/blog?tag=rust');
    expect(container.querySelector('.e-content .hljs-keyword')?.textContent).toBe('const');
    expect(screen.queryByRole('navigation', { name: 'More posts' })).toBeNull();
    expect(container.textContent).not.toContain('Updated 12');
  });

  it('says where it was first published and lists its copies as u-syndication', () => {
    const { container } = render(
      <PostPage
        page={{
          post: {
            ...post,
            canonicalUrl: 'https://dev.to/ada/writing',
            syndication: ['https://hashnode.com/@ada/writing'],
          },
          related: [],
        }}
        author="Ada"
      />,
    );
    expect(container.textContent).toContain('First published on dev.to.');
    expect(container.querySelector('.u-syndication')?.getAttribute('href')).toBe(
      'https://hashnode.com/@ada/writing',
    );
  });

  it('links the previous and next posts and shows related ones; a preview says it is one', () => {
    render(
      <PostPage
        page={{
          post,
          previous: { slug: 'older', title: 'Older' },
          next: { slug: 'newer', title: 'Newer' },
          related: [makePostSummary({ title: 'Related one' })],
          preview: true,
        }}
        author="Ada"
      />,
    );
    expect(screen.getByRole('link', { name: '← Older' }).getAttribute('href')).toBe('/blog/older');
    expect(screen.getByRole('link', { name: 'Newer →' }).getAttribute('href')).toBe('/blog/newer');
    expect(screen.getByRole('heading', { name: 'Related posts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Related one' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('A private preview');
  });
});
