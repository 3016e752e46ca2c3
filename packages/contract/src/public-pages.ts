import { BLOG_PATH, postPath } from './blog-paths.js';
import { caseStudyPath } from './case-studies.js';
import type { PublicPageData } from './page-data.js';
import { SEARCH_PATH } from './search-rules.js';

/**
 * The one registry of the public site's pages (spec §2): the pages at a fixed path
 * (`PUBLIC_PAGES`) and the pages whose path has a parameter, one page per value (`PARAM_PAGES`).
 * The web app's page modules and navigation, the server's routes, page data and sitemap all derive
 * from it: adding a public page is one entry here plus its component in
 * `apps/web/src/app/pages/<key>.tsx` (docs/architecture.md).
 */

/** What a page shows beyond the profile: one of the lists a public page's data may carry. */
export type PageContent = Exclude<
  keyof PublicPageData,
  | 'brandTitle'
  | 'profile'
  | 'siteImages'
  | 'icons'
  | 'projectFilter'
  | 'caseStudy'
  | 'blogFilter'
  | 'post'
  | 'blogEnabled'
  | 'contactEnabled'
  | 'mathStylesheet'
  | 'ogImage'
  | 'texts'
  | 'musicPanel'
  | 'homeButtons'
  | 'pageLanguage'
>;

export interface PublicPageEntry {
  /** Names the page's module in the web app: `app/pages/<key>.tsx`. */
  readonly key: string;
  readonly path: string;
  /** Its link in the navigation. */
  readonly label: string;
  /** The document title before ' | Portfolio'; null for the site's brand title (the home page). */
  readonly title: string | null;
  /**
   * The list the server loads for it (the visible items only), the lists when it shows several, or
   * null for the profile alone.
   */
  readonly content: PageContent | readonly PageContent[] | null;
  /** Listed in /sitemap.xml (a page shown only with posts: while one is published). */
  readonly inSitemap: boolean;
  /**
   * Left out of the navigation (the spec's navigation stays as it is); linked from elsewhere, as
   * the contact page is from the footer. `'withPosts'`: in it, after the spec's pages, only while
   * a post is published (the blog). Unset: in the navigation.
   */
  readonly inNav?: false | 'withPosts';
  /**
   * Rendered for each request and never kept: the page carries something fresh (the contact
   * form's signed time). Unset: kept per content version.
   */
  readonly perRequest?: true;
  /** Kept out of search engines (a page of search results). Unset: described to them. */
  readonly noindex?: true;
}

/** The public pages, in navigation order (those with `inNav: false` are not in it). */
export const PUBLIC_PAGES = [
  {
    key: 'home',
    path: '/',
    label: 'Home',
    title: null,
    content: 'featuredProjects',
    inSitemap: true,
  },
  {
    key: 'about',
    path: '/about',
    label: 'About',
    title: 'About',
    content: ['quotes', 'timeline'],
    inSitemap: true,
  },
  {
    key: 'projects',
    path: '/projects',
    label: 'Projects',
    title: 'Projects',
    content: 'projects',
    inSitemap: true,
  },
  {
    key: 'certificates',
    path: '/certificates',
    label: 'Certificates',
    title: 'Certificates',
    content: 'certificates',
    inSitemap: true,
  },
  {
    key: 'resume',
    path: '/resume',
    label: 'Resume',
    title: 'Resume',
    content: 'resumes',
    inSitemap: true,
  },
  {
    key: 'contact',
    path: '/contact',
    label: 'Contact',
    title: 'Contact',
    content: 'contact',
    inSitemap: false,
    inNav: false,
    perRequest: true,
  },
  {
    key: 'blog',
    path: BLOG_PATH,
    label: 'Blog',
    title: 'Blog',
    content: 'posts',
    inSitemap: true,
    inNav: 'withPosts',
  },
  {
    key: 'search',
    path: SEARCH_PATH,
    label: 'Search',
    title: 'Search',
    content: 'search',
    inSitemap: false,
    inNav: false,
    noindex: true,
  },
] as const satisfies readonly PublicPageEntry[];

export type PublicPage = (typeof PUBLIC_PAGES)[number];
export type PublicPageKey = PublicPage['key'];
export type PublicPath = PublicPage['path'];

/** The registered page at exactly this path, if any. */
export function findPublicPage(pathname: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.path === pathname);
}

/**
 * A page whose path ends in a parameter, `/projects/:slug`: one page for each value the server
 * finds (a case study per slug, a post per slug). The server loads its data from the parameter
 * (apps/server/src/render/page-data.ts); its title, description, structured data and social image
 * come from that data.
 */
export interface ParamPageEntry {
  /** Names the page's module in the web app: `app/pages/<key>.tsx`. */
  readonly key: string;
  /** Its path, the parameter written `:name` as its last segment. */
  readonly path: `/${string}/:${string}`;
  /**
   * What its data carries when the server found the page: without it, the path is the 404 page.
   */
  readonly content: keyof PublicPageData;
}

/** The pages with a parameter. */
export const PARAM_PAGES = [
  { key: 'case-study', path: caseStudyPath(':slug'), content: 'caseStudy' },
  { key: 'post', path: postPath(':slug'), content: 'post' },
] as const satisfies readonly ParamPageEntry[];

export type ParamPage = (typeof PARAM_PAGES)[number];
export type ParamPageKey = ParamPage['key'];

/** The path before a page's parameter: `/projects/` of `/projects/:slug`. */
const prefixOf = (page: ParamPage) => page.path.slice(0, page.path.lastIndexOf(':'));

/** A page with a parameter's path for one value: `/projects/engine`. */
export function paramPagePath(page: ParamPage, param: string): string {
  return prefixOf(page) + param;
}

/**
 * The page with a parameter this path is one of, and its parameter (as written: any letter case),
 * if any: `/projects/engine` is the case study `engine`.
 */
export function matchParamPage(pathname: string): { page: ParamPage; param: string } | undefined {
  for (const page of PARAM_PAGES) {
    const prefix = prefixOf(page);
    const param = pathname.slice(prefix.length);
    if (pathname.startsWith(prefix) && param !== '' && !param.includes('/')) {
      return { page, param };
    }
  }
  return undefined;
}

/** The path of a page by its key. */
export function publicPath(key: PublicPageKey): PublicPath {
  const page = PUBLIC_PAGES.find((entry) => entry.key === key);
  if (!page) throw new Error(`No public page ${key}`);
  return page.path;
}
