import english from 'virtual:messages/en';
import {
  apiPaths,
  type PageLanguage,
  type PublicPageData,
  pathInLanguage,
  SEARCH_API_PATH,
  type SearchAnswer,
} from '@portfolio/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '../../lib/messages';
import { type FakeReply, fakeApi, reply } from '../../test/fake-api';
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

  describe('with JavaScript, as one types', () => {
    // The files of a worker share its window: the address goes back to where it was.
    const address = window.location.href;
    afterEach(() => window.history.replaceState(null, '', address));

    /** The query string of each search call the page made. */
    const asked = (requests: { url: string }[], parameter = 'q') =>
      requests
        .filter((request) => request.url.startsWith(apiPaths.search.public))
        .map((request) => new URL(request.url, 'http://x').searchParams.get(parameter));

    it('asks the call the contract names', () => {
      expect(SEARCH_API_PATH).toBe(apiPaths.search.public);
    });

    it('asks once the field rests, then shows the answer and puts its words in the address', async () => {
      window.history.replaceState(null, '', '/search?q=kubernetes');
      const { requests } = fakeApi(({ url }) =>
        reply.ok(answer({ query: new URL(url, 'http://x').searchParams.get('q') ?? '', total: 1 })),
      );
      const user = userEvent.setup();
      render(<SearchPage search={answer()} />);
      const field = screen.getByRole('searchbox');
      await user.clear(field);
      await user.type(field, 'helm charts');
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe('1 result for “helm charts”'),
      );
      expect(asked(requests)).toEqual(['helm charts']);
      expect(asked(requests, 'language')).toEqual([null]);
      expect(window.location.pathname + window.location.search).toBe('/search?q=helm+charts');
      expect(field).toHaveProperty('value', 'helm charts');

      await user.clear(field);
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      expect(window.location.pathname + window.location.search).toBe('/search');
      expect(asked(requests)).toEqual(['helm charts']);
    });

    it('names the page’s language to the call, and keeps its prefix in the address', async () => {
      window.history.replaceState(null, '', '/pt/search?q=kubernetes');
      const { requests } = fakeApi(({ url }) =>
        reply.ok(answer({ query: new URL(url, 'http://x').searchParams.get('q') ?? '', total: 1 })),
      );
      const pageLanguage: PageLanguage = {
        language: 'pt',
        path: '/search',
        dir: 'ltr',
        defaultLanguage: 'en',
        languages: [
          { tag: 'en', name: 'English' },
          { tag: 'pt', name: 'português' },
        ],
      };
      const parts = {
        locale: 'pt',
        projectDate: (date: string) => date,
        data: { pageLanguage } as PublicPageData,
        href: (path: string) => pathInLanguage(path, 'pt', 'en'),
        label: (page: { label: string }) => page.label,
        Switch: () => null,
      };
      const user = userEvent.setup();
      render(
        <MessagesProvider value={{ m: english, parts }}>
          <SearchPage search={answer()} />
        </MessagesProvider>,
      );
      const field = screen.getByRole('searchbox');
      await user.clear(field);
      await user.type(field, 'escalonador');
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe('1 result for “escalonador”'),
      );
      expect(asked(requests, 'language')).toEqual(['pt']);
      expect(window.location.pathname + window.location.search).toBe('/pt/search?q=escalonador');
      await user.clear(field);
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      expect(window.location.pathname).toBe('/pt/search');
    });

    it('drops an answer to older words that comes after the newer one', async () => {
      let releaseFirst: (answer: FakeReply) => void = () => {};
      fakeApi(({ url }) => {
        const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
        if (q === 'old') return new Promise<FakeReply>((resolve) => (releaseFirst = resolve));
        return reply.ok(answer({ query: q, total: 2 }));
      });
      const user = userEvent.setup();
      render(<SearchPage search={answer()} />);
      const field = screen.getByRole('searchbox');
      await user.clear(field);
      await user.type(field, 'old');
      await new Promise((resolve) => setTimeout(resolve, 400));
      await user.clear(field);
      await user.type(field, 'new');
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe('2 results for “new”'),
      );
      releaseFirst(reply.ok(answer({ query: 'old', total: 9 })));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('status').textContent).toBe('2 results for “new”');
    });

    it('keeps what is shown when the call fails', async () => {
      fakeApi(() => reply.internal());
      const user = userEvent.setup();
      render(<SearchPage search={answer()} />);
      await user.type(screen.getByRole('searchbox'), ' more');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(screen.getByRole('status').textContent).toBe('3 results for “kubernetes”');
    });
  });
});
