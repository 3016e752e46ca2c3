import {
  blogPagePath,
  DEFAULT_LANGUAGES,
  findPublicPage,
  isMissingBlogPage,
  isMissingProjectsPage,
  type PublicPageData,
  projectsPagePath,
  type RenderPage,
} from '@portfolio/contract';
import { renderToString } from 'react-dom/server';
import { pageHead } from './app/head';
import { inPageLanguage, pageInLanguages } from './app/language-links';
import { PublicApp } from './app/PublicApp';
import { publicPageComponent } from './app/page-components';
import { pageSubject } from './app/page-subjects';
import { pageManifestKey, resolvePublicPage } from './app/public-pages';
import { languageManifestKeys, serverMessages } from './app/server-catalogues';
import { withoutServerHtml } from './app/server-html';
import { serverTexts } from './app/server-texts';
import { structuredData } from './app/structured-data';
import { documentName } from './app/title';

/**
 * The preloads React puts before a page's markup: it makes one for each image drawn with a high
 * fetch priority (the page's largest image, above the fold).
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * A page's canonical address: its path, but a later page of the Projects page or the blog is a
 * page of its own (`/projects?page=2`). A filtered one is a view of the whole list: its canonical
 * is /projects (or /blog).
 */
function canonicalPathOf(pathname: string, data: PublicPageData): string {
  if (data.blogFilter && data.blogFilter.tag === undefined) {
    return blogPagePath(undefined, data.blogFilter.page);
  }
  const filter = data.projectFilter;
  if (!filter || filter.tag !== undefined) return pathname;
  return projectsPagePath(pathname, undefined, filter.page);
}

/**
 * The page's address in each of the site's languages and the default's as x-default, on a site of
 * several; none on a site of one.
 */
function alternatesOf(canonicalPath: string, data: PublicPageData) {
  const language = data.pageLanguage;
  if (!language || language.languages.length < 2) return undefined;
  const links = pageInLanguages(canonicalPath, language);
  return [
    ...links.map(({ tag, href }) => ({ hreflang: tag, path: href })),
    { hreflang: 'x-default', path: canonicalPath },
  ];
}

/**
 * Renders a public page on the server, with its data, for the client to hydrate. The image
 * preloads lead the head, so the browser asks for the largest image before the page's scripts:
 * over HTTP/1.1 its six connections would otherwise all carry scripts first.
 */
export const render: RenderPage = (pathname, data, origin) => {
  const resolved = resolvePublicPage(pathname, data);
  const { key } = resolved;
  // A tag no visible project (or post) has, a page past the last, the blog without a post: a 404
  // kept out of search engines.
  const missing = isMissingProjectsPage(data) || isMissingBlogPage(data);
  const status = missing ? 404 : resolved.status;
  // A draft's private preview: drawn as its post, described to no search engine; nor is a page
  // the registry keeps out of them (the search's results).
  const preview = data.post?.preview === true;
  const entry = findPublicPage(pathname);
  const noindex = preview || (entry !== undefined && 'noindex' in entry && entry.noindex);
  const language = data.pageLanguage;
  const messages = serverMessages(data);
  const rendered = renderToString(
    <PublicApp
      pathname={pathname}
      data={data}
      Page={publicPageComponent(key)}
      messages={messages}
    />,
  );
  const preloads = rendered.match(LEADING_PRELOADS)?.[0] ?? '';
  const html = rendered.slice(preloads.length);
  const subject = pageSubject(key, data);
  const canonicalPath = canonicalPathOf(pathname, data);
  const texts = serverTexts(language?.language ?? DEFAULT_LANGUAGES.defaultLanguage);
  // On a page with a language, its title in that language: a registered page's name in the
  // navigation of its language, and the title's suffix.
  const title =
    language &&
    texts.titled(
      entry?.title && messages?.parts
        ? messages.parts.label({ key: entry.key, label: entry.title })
        : documentName(pathname, data.profile.brandTitle),
    );
  const head = pageHead({
    pathname,
    title,
    texts,
    canonicalPath: language ? inPageLanguage(canonicalPath, language) : canonicalPath,
    status,
    profile: data.profile,
    origin,
    icon: data.siteImages?.icon,
    subject,
    image: data.ogImage,
    blog: data.blogEnabled,
    feedTag: data.blogFilter?.tag,
    canonicalUrl: data.post?.post.canonicalUrl,
    noindex,
    mathStylesheet: data.mathStylesheet,
    alternates: alternatesOf(canonicalPath, data),
    local: language && ((path) => inPageLanguage(path, language)),
  });
  // A page that does not exist, a preview or search results describe nothing to search engines.
  const described =
    status === 200 && !noindex
      ? head + structuredData({ key, pathname, subject, title }, data, origin)
      : head;
  return {
    status,
    head: preloads + described,
    html,
    data: withoutServerHtml(data),
    pageModule: pageManifestKey(key),
    languageModules: languageManifestKeys(language),
  };
};

/** The server's own texts in a language: its feeds' titles, the contact form's answers. */
export { serverTexts };
