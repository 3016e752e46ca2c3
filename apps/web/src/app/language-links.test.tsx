import type { PublicPageData } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import { makePostSummary, makeProject, pageData, pageLanguageOf, project } from '../test/fixtures';
import { ORIGIN, renderIn } from '../test/render-page';

/**
 * The addresses of the site a page's links and forms lead to, besides the language switch's (each
 * names its language) and the page's own anchors: what a reader follows without JavaScript.
 */
function siteAddresses(html: string): string[] {
  const page = document.createElement('div');
  page.innerHTML = html;
  const links = [...page.querySelectorAll<HTMLAnchorElement>('a[href]:not([hreflang])')].map(
    (link) => link.getAttribute('href') ?? '',
  );
  const forms = [...page.querySelectorAll('form[action]')].map(
    (form) => form.getAttribute('action') ?? '',
  );
  return [...links, ...forms].filter((href) => href.startsWith('/'));
}

const blogFilter = { tags: ['rust', 'web'], tag: 'rust', page: 2, pageCount: 3, total: 30 };
const posts = [
  makePostSummary({ _id: 'p1', slug: 'first', tags: ['rust'] }),
  makePostSummary({ _id: 'p2', slug: 'second', tags: ['web'] }),
];

/** Every public page that links within the site, with what its data needs to draw those links. */
const PAGES: [string, Partial<PublicPageData>][] = [
  ['/', { homeButtons: { contact: '/contact' }, contactEnabled: true }],
  [
    '/projects',
    {
      projects: [makeProject({ _id: 'a', slug: 'a', hasCaseStudy: true, tags: ['rust'] })],
      projectFilter: { tags: ['rust', 'web'], tag: 'rust', page: 2, pageCount: 3, total: 30 },
    },
  ],
  ['/blog', { posts, blogFilter, blogEnabled: true }],
  [
    '/blog/first',
    {
      blogEnabled: true,
      post: {
        post: {
          ...makePostSummary({ _id: 'p1', slug: 'first', tags: ['rust'] }),
          html: '<p>Body</p>',
          headings: [],
          hasMath: false,
          canonicalUrl: '',
          syndication: [],
        },
        previous: makePostSummary({ _id: 'p0', slug: 'zeroth' }),
        next: makePostSummary({ _id: 'p2', slug: 'second' }),
        related: [makePostSummary({ _id: 'p3', slug: 'third' })],
      },
    },
  ],
  [
    '/search',
    {
      search: {
        query: 'rust',
        page: 1,
        pageCount: 2,
        total: 12,
        results: [
          { kind: 'post', title: 'First', url: '/blog/first', date: '', snippet: [] },
          { kind: 'skill', title: 'Rust', url: '/about#skills', date: '', snippet: [] },
        ],
      },
    },
  ],
  ['/contact', { contact: { formToken: 'token' }, contactEnabled: true }],
  ['/nowhere', {}],
];

describe('a page in another language than the default: its links stay in it (and work without JavaScript)', () => {
  it.each(PAGES)(
    '%s at /pt: every link and form of the site at the /pt prefix',
    (path, content) => {
      const data = pageData({ ...content, pageLanguage: pageLanguageOf('pt', path) });
      const addresses = siteAddresses(render(path, data, ORIGIN).html);
      // The header alone links six pages: a page that drew no link would prove nothing.
      expect(addresses.length).toBeGreaterThan(6);
      expect(addresses.filter((href) => href !== '/pt/' && !href.startsWith('/pt/'))).toEqual([]);
    },
  );

  it.each(PAGES)('%s in the default language: every link as the spec has it', (path, content) => {
    const plain = siteAddresses(render(path, pageData(content), ORIGIN).html);
    const inDefault = siteAddresses(renderIn('en', path, content).html);
    expect(plain.filter((href) => href.startsWith('/pt') || href.startsWith('/ar'))).toEqual([]);
    expect(inDefault).toEqual(plain);
  });

  it("links a list's tags, pages and items, and a post's neighbours, at the page's prefix", () => {
    const blog = siteAddresses(
      renderIn('ar', '/blog', { posts, blogFilter, blogEnabled: true }).html,
    );
    expect(blog).toEqual(
      expect.arrayContaining([
        '/ar/blog?tag=web',
        '/ar/blog',
        '/ar/blog/tags/rust/feed.xml',
        '/ar/blog?tag=rust&page=3',
        '/ar/blog/first',
        '/ar/search',
      ]),
    );
    const projects = siteAddresses(
      renderIn('pt', '/projects', {
        projects: [project(1)],
        projectFilter: { tags: ['rust'], page: 1, pageCount: 2, total: 13 },
      }).html,
    );
    expect(projects).toEqual(
      expect.arrayContaining(['/pt/projects?tag=rust', '/pt/projects?page=2', '/pt/']),
    );
  });
});
