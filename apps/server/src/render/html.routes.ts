import {
  ADMIN_ROOT_PATH,
  findPublicPage,
  isAdminHostname,
  type PageData,
  PUBLIC_PAGES,
  type PublicPageData,
} from '@portfolio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildAnswer } from '../public-answers/answer-store.js';
import { sendAnswer } from '../public-answers/send-answer.js';
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

export interface HtmlContext {
  web: WebRenderer;
  publicOrigin: string;
  /** Headers of every page: cache validation, CSP, no framing. */
  headers: Record<string, string>;
  cache: FastifyInstance['publicAnswers'];
  pageData(): Promise<PageData>;
  /** The data of one public page: the profile and that page's visible content. */
  publicPageData(pathname: string): Promise<PublicPageData>;
  /** Counts a visitor's view of a public page (modules/insights): no cookie, nothing stored of him. */
  countView(request: FastifyRequest, pathname: string): void;
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
  const { cache } = context;
  const key = `admin-shell ${status}`;
  const version = await cache.version.read();
  let answer = cache.answers.get(key, version);
  if (!answer) {
    const body = await context.web.adminShell(await context.pageData());
    answer = buildAnswer(status, HTML_TYPE, body, {
      headers: { ...context.headers, 'x-robots-tag': 'noindex, nofollow' },
    });
    cache.answers.set(key, version, answer);
  }
  return sendAnswer(request, reply, answer);
}

/**
 * A public page by its canonical path, rendered on the server. Rendered pages are kept per content
 * version and compressed once; a 404 is rendered each time (unknown paths are endless).
 */
async function servePublicPage(
  context: HtmlContext,
  pathname: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { cache } = context;
  const entry = findPublicPage(pathname);
  if (entry && 'perRequest' in entry && entry.perRequest) {
    // Its data is fresh for each request (the contact form's signed time): never kept.
    const rendered = await context.web.publicPage(pathname, await context.publicPageData(pathname));
    if (rendered.status === 200 && isView(request)) context.countView(request, pathname);
    return reply
      .code(rendered.status)
      .type(HTML_TYPE)
      .headers({ ...context.headers, 'cache-control': 'no-store' })
      .send(rendered.body);
  }
  const key = `page ${pathname}`;
  const read = cache.version.read();
  const version = typeof read === 'number' ? read : await read;
  let answer = cache.answers.get(key, version);
  if (!answer) {
    const page = await context.web.publicPage(pathname, await context.publicPageData(pathname));
    if (page.status !== 200) {
      return reply.code(page.status).type(HTML_TYPE).headers(context.headers).send(page.body);
    }
    answer = buildAnswer(page.status, HTML_TYPE, page.body, { headers: context.headers });
    cache.answers.set(key, version, answer);
  }
  if (isView(request)) context.countView(request, pathname);
  return sendAnswer(request, reply, answer);
}

/**
 * The route of a public page: that page on the public host; on the admin host, the admin app at /
 * and a redirect to the public site for the other pages.
 */
export function publicPageRoute(context: HtmlContext, pathname: string) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAdminHostname(request.hostname))
      return servePublicPage(context, pathname, request, reply);
    if (pathname === '/') return serveAdminShell(context, 200, request, reply);
    return reply.redirect(context.publicOrigin + pathname, 302);
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

  const canonical = canonicalPublicPath(pathname);
  if (canonical) return reply.redirect(canonical + url.search, 301);
  return servePublicPage(context, pathname, request, reply);
}
