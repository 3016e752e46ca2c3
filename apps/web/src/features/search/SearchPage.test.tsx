import type { SearchAnswer } from '@portfolio/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchPage } from './SearchPage';

const answer = (fields: Partial<SearchAnswer> = {}): SearchAnswer => ({
  query: 'kubernetes',
  page: 1,
  pageCount: 1,
  total: 3,
  results: [
    {
      kind: 'post',
      title: 'Running <Kubernetes>',
      url: '/blog/running-kubernetes',
      date: '2025-03-04T05:06:07.000Z',
      snippet: [
        { text: 'How ' },
        { text: 'Kubernetes', mark: true },
        { text: ' runs <script>alert(1)</script> …' },
      ],
    },
    {
      kind: 'project',
      title: 'Cluster autoscaler',
      url: '/projects/cluster-autoscaler',
      date: '2024-05',
      snippet: [{ text: 'Scales ' }, { text: 'kubernetes', mark: true }],
    },
    { kind: 'skill', title: 'Kubernetes', url: '/about', date: '', snippet: [] },
  ],
  ...fields,
});

describe('SearchPage', () => {
  it('shows the form alone without a query', () => {
    const { container } = render(
      <SearchPage search={{ query: '', page: 1, pageCount: 1, total: 0, results: [] }} />,
    );
    const form = screen.getByRole('search', { name: 'Search' });
    expect(form.getAttribute('action')).toBe('/search');
    expect(within(form).getByRole('searchbox')).toHaveProperty('value', '');
    expect(container.querySelector('ol')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists plain links with their kind and date, the matched words marked and the rest as text', () => {
    const { container } = render(<SearchPage search={answer()} />);
    expect(
      within(screen.getByRole('search', { name: 'Search' })).getByRole('searchbox'),
    ).toHaveProperty('value', 'kubernetes');
    expect(screen.getByRole('status').textContent).toBe('3 results for “kubernetes”');
    const items = [...container.querySelectorAll('ol > li')];
    expect(
      items.map((item) => {
        const link = item.querySelector('a');
        return [
          link?.textContent,
          link?.getAttribute('href'),
          item.querySelector('p')?.textContent,
        ];
      }),
    ).toEqual([
      ['Running <Kubernetes>', '/blog/running-kubernetes', 'Post · 4 March 2025'],
      ['Cluster autoscaler', '/projects/cluster-autoscaler', 'Project · 2024-05'],
      ['Kubernetes', '/about', 'Skill'],
    ]);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Kubernetes',
      'kubernetes',
    ]);
    // What the snippet says is text, never markup.
    expect(container.querySelector('script')).toBeNull();
    expect(items[0]?.textContent).toContain('runs <script>alert(1)</script> …');
  });

  it('says when nothing was found, and links the other pages of results', () => {
    render(<SearchPage search={answer({ results: [], total: 0, query: 'nothing' })} />);
    expect(screen.getByRole('status').textContent).toBe('Nothing found for “nothing”.');
    render(<SearchPage search={answer({ total: 23, page: 2, pageCount: 3, query: 'a b&c' })} />);
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/search?q=a+b%26c',
      '/search?q=a+b%26c',
      '/search?q=a+b%26c&page=2',
      '/search?q=a+b%26c&page=3',
      '/search?q=a+b%26c&page=3',
    ]);
  });
});
