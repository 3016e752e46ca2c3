import {
  ADMIN_ROOT_PATH,
  type AdminPageData,
  type ErrorDetail,
  findPublicPage,
  isAdminHostname,
  languagePrefix,
  matchParamPage,
  PARAM_PAGES,
  type PageLanguage,
  type ParamPage,
  type PostPagePreviewBody,
  PROJECT_PAGE_QUERY,
  PROJECT_TAG_QUERY,
  PUBLIC_PAGES,
  paramPagePath,
  parseProjectsPage,
  projectsPagePath,
  SEARCH_PAGE_QUERY,
  SEARCH_PATH,
  SEARCH_QUERY,
  type SiteLanguages,
  splitLanguagePath,
  withoutNonText,
} from '@portfolio/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerStore, buildAnswer, type CachedAnswer } from '../public-answers/answer-store.js';
import type { ContentVersion } from '../public-answers/content-version.js';
import { type KeptAnswer, keptAnswers, unkept } from '../public-answers/kept-answer.js';
import { sendAnswer } from '../public-answers/send-answer.js';
import type { LoadedPage, Moved, PageFilter } from './page-data.js';
import { pageLanguageOf, suggestedLanguage } from './page-language.js';
import type { WebRenderer } from './web-renderer.js';

const PUBLIC_PATHS = new Set<string>(PUBLIC_PAGES.map((page) => page.path));
const CANONICAL_BY_LOWERCASE = new Map(
  PUBLIC_PAGES.map((page) => [page.path.toLowerCase(), page.path]),
);

const HTML_TYPE = 'text/html; charset=utf-8';
const SLASH = 0x2f;

/**
 * The path without its trailing slashes ('/' stays). A loop, not `/\/+$/`: that expression tries
 * every run of slashes to the end, so a path of many slashes followed by a letter costs its
 * length squared.
 */
function trimTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === SLASH) end--;
  return pathname.slice(0, end);
}

/** The known public path this one is a variant of (other letter case, trailing slash), if any. */
function canonicalPublicPath(pathname: string): string | undefined {
  const trimmed = trimTrailingSlashes(pathname);
  const canonical = CANONICAL_BY_LOWERCASE.get(trimmed.toLowerCase());
  return canonical !== pathname ? canonical : undefined;
}

function isAdminAppPath(pathname: string): boolean {
  return (
    pathname === '/' || pathname === ADMIN_ROOT_PATH || pathname.startsWith(`${ADMIN_ROOT_PATH}/`)
  );
}

/** A search page kept with what it found, so a search answered from memory is counted too. */
export interface SearchPageAnswer extends CachedAnswer {
  /** On the first page of a query: whether it found anything; else undefined (not counted). */
  readonly found: boolean | undefined;
}

/** Bytes of search pages kept: a hundred or so searches. */
const SEARCH_PAGES_MEMORY_BYTES = 4 * 1024 * 1024;

/** The search pages' keeper, with a store of their own; nothing kept when `keep` is off (development). */
export const keptSearchPages = (version: ContentVersion, keep: boolean) =>
  keptAnswers(version, new AnswerStore<SearchPageAnswer>(keep ? SEARCH_PAGES_MEMORY_BYTES : 0));

export interface HtmlContext {
  web: WebRenderer;
  publicOrigin: string;
  /** Headers of every page: cache validation, CSP, no framing. */
  headers: Record<string, string>;
  keptAnswer: KeptAnswer;
  /** The search pages' own store: endless different searches never evict the other pages. */
  keptSearch: KeptAnswer<SearchPageAnswer>;
  pageData(): Promise<AdminPageData>;
  /**
   * A public page's data, its own page's content filtered, with the stored theme's head (its
   * variables, fonts and preload), from one read of each; or where a page with a parameter moved.
   */
  loadPage(
    pathname: string,
    filter: PageFilter,
    pageLanguage?: PageLanguage,
  ): Promise<LoadedPage | Moved>;
  /** The site's languages, as of the content version. */
  languages(): Promise<SiteLanguages>;
  /** A draft's private preview by its token, drawn at its post's path; undefined for none. */
  loadPreview(token: string): Promise<(LoadedPage & { pathname: string }) | undefined>;
  /** The post editor's preview: a post's page from fields not saved, with what a save refuses. */
  loadDraftPost(
    draft: PostPagePreviewBody,
  ): Promise<LoadedPage & { pathname: string; problems: ErrorDetail[] }>;
  /** Counts a visitor's view of a public page (modules/insights): no cookie, nothing stored of him. */
  countView(request: FastifyRequest, pathname: string): void;
  /** Counts a visitor's search, as found something or not: never what he searched for. */
  countSearch(request: FastifyRequest, found: boolean): void;
  /** Counts a page request against its address's limit (PAGE_RATE_LIMIT): a 429 past it. */
  limitPages(request: FastifyRequest): void;
}

/** A visitor looking at a page: not a HEAD, not a browser's speculative prefetch. */
function isView(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return !(typeof purpose === 'string' && purpose.includes('prefetch'));
}

/** The admin app's shell, the same on every admin path: kept per content version (brand title). */
async function serveAdminShell(
  context: HtmlContext,
  status: 200 | 404,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const answer = await context.keptAnswer(`admin-shell ${status}`, async () => {
    const body = await context.web.adminShell(await context.pageData());
    return buildAnswer(status, HTML_TYPE, body, {
      headers: { ...context.headers, 'x-robots-tag': 'noindex, nofollow' },
    });
  });
  return sendAnswer(request, reply, answer);
}

/**
 * The filter a page's address asks for: the Projects page's and the blog's `?tag=` (its first
 * value; empty is none) and `?page=` (absent is 1; not a plain whole number is 0, a page no list
 * has); the search page's `?q=` (what is not text left out: it is read as words) and `?page=`
 * (one that is none is the first). Other pages, and other query parameters, take none: they get
 * the unfiltered page.
 */
function pageFilterOf(pathname: string, url: string): PageFilter {
  const query = url.indexOf('?');
  const content = findPublicPage(pathname)?.content;
  if (query === -1) return {};
  const params = new URLSearchParams(url.slice(query + 1));
  if (content === 'search') {
    const page = parseProjectsPage(params.get(SEARCH_PAGE_QUERY));
    return { query: withoutNonText(params.get(SEARCH_QUERY) ?? ''), page: page || 1 };
  }
  if (content !== 'projects' && content !== 'posts') return {};
  const tag = params.get(PROJECT_TAG_QUERY) || undefined;
  const page = parseProjectsPage(params.get(PROJECT_PAGE_QUERY));
  return { ...(tag === undefined ? {} : { tag }), ...(page === 1 ? {} : { page }) };
}

/**
 * A public page by its canonical path, a registered one or one with a parameter
 * (`/projects/<slug>`), rendered on the server. Rendered pages are kept per content version and
 * compressed once, a filtered one or a later page under its own key
 * (`page /projects?tag=rust&page=2`); a 404 is rendered each time (unknown paths, slugs, tags and
 * pages are endless), so a flood of them keeps nothing and evicts nothing. A page with a parameter
 * that moved (an old slug) answers 301 to its current page. Each view of a page is counted.
 */
async function servePublicPage(
  context: HtmlContext,
  pathname: string,
  request: FastifyRequest,
  reply: FastifyReply,
  language?: string,
): Promise<FastifyReply> {
  const address = await pageAddress(context, pathname, request, language);
  const entry = findPublicPage(pathname);
  if (entry?.content === 'search') return serveSearchPage(context, address, request, reply);
  if (entry && 'perRequest' in entry && entry.perRequest) {
    // Its data is fresh for each request (the contact form's signed time): never kept.
    const filter = pageFilterOf(pathname, request.url);
    const page = await context.loadPage(pathname, filter, address.pageLanguage);
    if ('redirect' in page) return reply.redirect(address.prefix + page.redirect, 301);
    const rendered = await context.web.publicPage(pathname, page.data, page.themeHead);
    if (rendered.status === 200 && isView(request)) context.countView(request, address.viewed);
    return reply
      .code(rendered.status)
      .type(HTML_TYPE)
      .headers({ ...address.headers, 'cache-control': 'no-store' })
      .send(rendered.body);
  }
  const filter = pageFilterOf(pathname, request.url);
  // A page number that is none (`?page=1%00`: 0) is a 404, never kept: it must not find the
  // answer kept for page 1, whose address has no number.
  const key =
    filter.page === 0
      ? undefined
      : address.keyOf(`page ${projectsPagePath(pathname, filter.tag, filter.page ?? 1)}`);
  const answer = await context.keptAnswer(key, async () => {
    const page = await context.loadPage(pathname, filter, address.pageLanguage);
    if ('redirect' in page) return unkept(reply.redirect(address.prefix + page.redirect, 301));
    const rendered = await context.web.publicPage(pathname, page.data, page.themeHead);
    if (rendered.status !== 200) {
      return unkept(
        reply.code(rendered.status).type(HTML_TYPE).headers(address.headers).send(rendered.body),
      );
    }
    return buildAnswer(rendered.status, HTML_TYPE, rendered.body, { headers: address.headers });
  });
  if ('unkept' in answer) return answer.unkept;
  if (isView(request)) context.countView(request, address.viewed);
  return sendAnswer(request, reply, answer);
}

/** A public page's language, as its path and the visitor's browser say. */
interface PageAddress {
  /** Its language's path prefix (`/pt`); empty in the default language. */
  prefix: string;
  /** The path counted as viewed: with its prefix. */
  viewed: string;
  /** Undefined on a site in English alone: the page as the spec has it. */
  pageLanguage: PageLanguage | undefined;
  /** The page's headers: on a site of several languages, varying with Accept-Language. */
  headers: Record<string, string>;
  /**
   * The page's key among kept answers, with its language and the language it suggests (each
   * pair is an answer of its own); a key of the default language with no suggestion is as before.
   */
  keyOf(key: string): string;
}

async function pageAddress(
  context: HtmlContext,
  pathname: string,
  request: FastifyRequest,
  language: string | undefined,
): Promise<PageAddress> {
  const site = await context.languages();
  const tag = language ?? site.defaultLanguage;
  const suggested = suggestedLanguage(request.headers['accept-language'], site, tag);
  const prefix = language === undefined ? '' : `/${languagePrefix(language)}`;
  const variant = prefix + (suggested === undefined ? '' : ` suggest ${suggested}`);
  return {
    prefix,
    viewed: prefix + pathname,
    pageLanguage: pageLanguageOf(site, pathname, tag, suggested),
    headers:
      site.languages.length > 1 ? { ...context.headers, vary: 'accept-language' } : context.headers,
    keyOf: (key) => (variant === '' ? key : `${key} @${variant}`),
  };
}

/**
 * The search page, kept per content version under its page and words (`search 1 rust`): the same
 * search asked again, by anyone, is a look-up until content changes, and a change (a post
 * published, one hidden) makes every kept search stale at once. What it found is kept with it, so
 * a search answered from memory is counted as one made: once, on its first page.
 */
async function serveSearchPage(
  context: HtmlContext,
  address: PageAddress,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const pathname = SEARCH_PATH;
  const filter = pageFilterOf(pathname, request.url);
  const answer = await context.keptSearch(
    address.keyOf(`search ${filter.page ?? 1} ${filter.query ?? ''}`),
    async () => {
      const page = await context.loadPage(pathname, filter, address.pageLanguage);
      if ('redirect' in page) return unkept(reply.redirect(page.redirect, 301));
      const rendered = await context.web.publicPage(pathname, page.data, page.themeHead);
      const headers = { ...address.headers, 'x-robots-tag': 'noindex' };
      if (rendered.status !== 200) {
        return unkept(
          reply.code(rendered.status).type(HTML_TYPE).headers(headers).send(rendered.body),
        );
      }
      const { search } = page.data;
      return {
        ...buildAnswer(rendered.status, HTML_TYPE, rendered.body, { headers }),
        found: search?.query && search.page === 1 ? search.total > 0 : undefined,
      };
    },
  );
  if ('unkept' in answer) return answer.unkept;
  if (isView(request)) {
    context.countView(request, address.viewed);
    if (answer.found !== undefined) context.countSearch(request, answer.found);
  }
  return sendAnswer(request, reply, answer);
}

/**
 * The route of a page with a parameter (`/projects/:slug`): on the public host the page (a
 * parameter is a slug: one in capitals answers 301 to its lower-case form); on the admin host, a
 * redirect to the public site.
 */
/** The name of a page's parameter: `slug` of `/projects/:slug`. */
const paramName = (page: ParamPage) => page.path.slice(page.path.lastIndexOf(':') + 1);

export function paramPageRoute(context: HtmlContext, page: ParamPage) {
  const name = paramName(page);
  return (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
    context.limitPages(request);
    const param = request.params[name] ?? '';
    if (param === '') return serveHtml(context, request, reply);
    if (isAdminHostname(request.hostname)) {
      return reply.redirect(
        context.publicOrigin + paramPagePath(page, encodeURIComponent(param)),
        302,
      );
    }
    return serveParamPage(context, page, param, request, reply);
  };
}

/** A page with a parameter: a slug in capitals answers 301 to its lower-case form. */
function serveParamPage(
  context: HtmlContext,
  page: ParamPage,
  param: string,
  request: FastifyRequest,
  reply: FastifyReply,
  language?: string,
) {
  const prefix = language === undefined ? '' : `/${languagePrefix(language)}`;
  const lower = param.toLowerCase();
  if (lower !== param) {
    return reply.redirect(prefix + paramPagePath(page, encodeURIComponent(lower)), 301);
  }
  return servePublicPage(context, paramPagePath(page, param), request, reply, language);
}

/**
 * The routes of the public pages at another language's prefix (`/:language/about`,
 * `/:language/projects/:slug`): routed as the default's pages are, not through the 404 handler
 * (which cost a kept page a tenth of its requests/s), their parameters as Fastify decoded them.
 * What they match that is no page of a language of the site (`/xx/about`, `/api/projects`, the
 * admin host) goes to the 404 handler, as before.
 */
export function languagePageRoute(context: HtmlContext, path: string) {
  const paramPage = PARAM_PAGES.find((page) => page.path === path);
  return async (
    request: FastifyRequest<{ Params: Record<string, string> }>,
    reply: FastifyReply,
  ) => {
    const inLanguage = isAdminHostname(request.hostname)
      ? undefined
      : splitLanguagePath(`/${request.params.language ?? ''}/`, await context.languages());
    const param = paramPage && (request.params[paramName(paramPage)] ?? '');
    if (!inLanguage || param === '') return reply.callNotFound();
    context.limitPages(request);
    const { language } = inLanguage;
    return paramPage && param
      ? serveParamPage(context, paramPage, param, request, reply, language)
      : servePublicPage(context, path, request, reply, language);
  };
}

/**
 * The route of a registered public page: that page on the public host; on the admin host, the
 * admin app at / and a redirect to the public site for the other pages.
 */
export function publicPageRoute(context: HtmlContext, pathname: string) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    context.limitPages(request);
    if (!isAdminHostname(request.hostname))
      return servePublicPage(context, pathname, request, reply);
    if (pathname === '/') return serveAdminShell(context, 200, request, reply);
    // With its query: a filtered page (`/projects?tag=rust`) stays filtered on the public host.
    const query = request.url.indexOf('?');
    return reply.redirect(
      context.publicOrigin + pathname + (query === -1 ? '' : request.url.slice(query)),
      302,
    );
  };
}

/**
 * Every other GET for a page. On the admin host: the client-only admin app under /Admin, and a
 * redirect to the public site for its pages. Elsewhere: the canonical public path of a letter-case
 * or trailing-slash variant, or the 404 page.
 */
export async function serveHtml(
  context: HtmlContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  // Appended to an origin, never resolved against one: `//x` is a path here, not a host.
  const url = new URL(`http://placeholder${request.url.startsWith('/') ? '' : '/'}${request.url}`);
  const { pathname } = url;

  if (isAdminHostname(request.hostname)) {
    if (!isAdminAppPath(pathname)) {
      const publicPath = PUBLIC_PATHS.has(pathname) ? pathname : canonicalPublicPath(pathname);
      if (publicPath) return reply.redirect(context.publicOrigin + publicPath, 302);
    }
    return serveAdminShell(context, isAdminAppPath(pathname) ? 200 : 404, request, reply);
  }

  const inLanguage = splitLanguagePath(pathname, await context.languages());
  if (inLanguage) return serveInLanguage(context, inLanguage, url.search, request, reply);
  const canonical = canonicalPublicPath(pathname);
  if (canonical) return reply.redirect(canonical + url.search, 301);
  return servePublicPage(context, pathname, request, reply);
}

/**
 * A page in another of the site's languages, at its prefix (`/pt/projects`): the same page as
 * the default language's path, served the same way. The prefix alone answers 301 to its home
 * (`/pt` → `/pt/`), a letter-case or trailing-slash variant to its page, a slug in capitals to
 * its lower-case form.
 */
function serveInLanguage(
  context: HtmlContext,
  inLanguage: { language: string; pathname: string },
  search: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> | FastifyReply {
  const { language, pathname } = inLanguage;
  const prefix = `/${languagePrefix(language)}`;
  if (request.url.split('?')[0] === prefix) return reply.redirect(`${prefix}/${search}`, 301);
  const canonical = pathname === '/' ? undefined : canonicalPublicPath(pathname);
  if (canonical) return reply.redirect(prefix + canonical + search, 301);
  const match = matchParamPage(pathname);
  if (match && match.param !== match.param.toLowerCase()) {
    return reply.redirect(prefix + paramPagePath(match.page, match.param.toLowerCase()), 301);
  }
  return servePublicPage(context, pathname, request, reply, language);
}

/**
 * A draft's private preview, `/blog/preview/<token>`: the post as it is saved, for whoever has
 * the link until it expires. Rendered for each request, never kept or counted, kept out of
 * search engines and caches (the site's referrer policy sends no path to another site). A token
 * that is none is the 404 page.
 */
export function postPreviewRoute(context: HtmlContext) {
  return async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    context.limitPages(request);
    const pathname = request.url.split('?')[0] ?? '';
    if (isAdminHostname(request.hostname)) {
      return reply.redirect(context.publicOrigin + pathname, 302);
    }
    const preview = await context.loadPreview(request.params.token);
    const page = preview ?? { pathname, ...(await context.loadPage(pathname, {})) };
    if ('redirect' in page) return reply.redirect(page.redirect, 301);
    const rendered = await context.web.publicPage(page.pathname, page.data, page.themeHead);
    return reply
      .code(preview ? rendered.status : 404)
      .type(HTML_TYPE)
      .headers({
        ...context.headers,
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      })
      .send(rendered.body);
  };
}
