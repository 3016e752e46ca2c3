import {
  BLOG_FEED_PATH,
  blogTagFeedPath,
  type FaviconSize,
  FEED_PATH,
  faviconOf,
  type OgImage,
  OPENSEARCH_PATH,
  type Profile,
  type ServerTexts,
  type SiteIcon,
  WEB_MANIFEST_PATH,
} from '@portfolio/contract';
import type { PageSubject } from './page-subjects';
import { documentTitle } from './title';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export interface HeadInput {
  pathname: string;
  /** The document title, when the page's language names the page otherwise than the registry. */
  title?: string | undefined;
  /** The page's language's texts the server writes: its feeds' titles. */
  texts: ServerTexts;
  /** The page's own address when its query makes it another page (`/projects?page=2`). */
  canonicalPath?: string | undefined;
  /** Where the page was first published, elsewhere (a post's canonical URL): its canonical. */
  canonicalUrl?: string | undefined;
  status: number;
  profile: Profile;
  /** The public site's origin, for absolute URLs. */
  origin: string;
  /** The uploaded site icon, if any: its favicons replace the built-in one. */
  icon?: SiteIcon | null | undefined;
  /**
   * On a page with a parameter, what it is about (a case study's project): the OpenGraph title and
   * description are its own.
   */
  subject?: PageSubject | undefined;
  /** The page's social image the server draws (its own for a page with a parameter). */
  image?: OgImage | undefined;
  /** A post is published: the site's feed carries posts, and the blog's feed is linked. */
  blog?: boolean | undefined;
  /** The tag the page is about (the blog filtered by it): its feed is linked too. */
  feedTag?: string | undefined;
  /** A private preview, a page of search results: kept out of search engines whatever its status. */
  noindex?: boolean | undefined;
  /** KaTeX's stylesheet, on a page whose Markdown shows math (the server says which). */
  mathStylesheet?: string | undefined;
  /**
   * On a site of several languages, the page's address in each (hreflang) and the default's
   * (x-default): the canonical path is then the page's own language's.
   */
  alternates?: { hreflang: string; path: string }[] | undefined;
  /** A path of the site in the page's language: its feeds are that language's. */
  local?: ((path: string) => string) | undefined;
}

type Tag = [string, string, string];

/** The social image's tags: Open Graph's, and X's large card (X reads og:image itself). */
function imageTags(image: OgImage | undefined): Tag[] {
  if (!image) return [['meta', 'name="twitter:card"', 'summary']];
  return [
    ['meta', 'property="og:image"', image.url],
    ['meta', 'property="og:image:type"', 'image/png'],
    ['meta', 'property="og:image:width"', String(image.width)],
    ['meta', 'property="og:image:height"', String(image.height)],
    ['meta', 'property="og:image:alt"', image.alt],
    ['meta', 'name="twitter:card"', 'summary_large_image'],
    ['meta', 'name="twitter:image:alt"', image.alt],
  ];
}

/** The built-in favicon, while the owner has uploaded no icon. */
const BUILT_IN_FAVICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/** The favicon links the head carries for each size: tabs (16, 32) and home screens (180). */
const ICON_LINKS: [FaviconSize, string][] = [
  [16, 'rel="icon" type="image/png"'],
  [32, 'rel="icon" type="image/png"'],
  [180, 'rel="apple-touch-icon"'],
];

/** The favicon and manifest links: the uploaded icon's PNGs, or the built-in SVG. */
function iconLinks(icon: SiteIcon | null | undefined): string {
  if (!icon) return BUILT_IN_FAVICON;
  const links = ICON_LINKS.flatMap(([size, rel]) => {
    const favicon = faviconOf(icon, size);
    return favicon
      ? [`<link ${rel} sizes="${size}x${size}" href="${escapeHtml(favicon.url)}">`]
      : [];
  });
  return `${links.join('')}<link rel="manifest" href="${WEB_MANIFEST_PATH}">`;
}

/**
 * The <head> tags of a public page: title, description, canonical link, OpenGraph and Twitter
 * tags from the profile with the page's social image, the favicon links, the feeds in the page's
 * language (the blog's, and a tag's on the blog filtered by it, while a post is published), the
 * site search's OpenSearch description, and KaTeX's stylesheet on a page that shows math. A page
 * that does not exist, or a private preview, is kept out of search engines instead.
 */
export function pageHead({
  pathname,
  title: pageTitle,
  texts,
  canonicalPath = pathname,
  canonicalUrl,
  status,
  profile,
  origin,
  icon,
  subject,
  image,
  blog = false,
  feedTag,
  noindex = false,
  mathStylesheet,
  alternates = [],
  local = (path) => path,
}: HeadInput): string {
  const title = pageTitle ?? documentTitle(pathname, profile.brandTitle);
  const description = subject?.description ?? profile.description;
  const shareTitle = subject?.title ?? title;
  const tags: Tag[] = [['meta', 'name="description"', description]];
  if (status === 200 && !noindex) {
    const url = origin + canonicalPath;
    tags.push(
      ['link', 'rel="canonical"', canonicalUrl || url],
      ['meta', 'property="og:type"', subject ? 'article' : 'website'],
      ['meta', 'property="og:site_name"', profile.brandTitle],
      ['meta', 'property="og:title"', shareTitle],
      ['meta', 'property="og:description"', description],
      ['meta', 'property="og:url"', url],
      ...imageTags(image),
      ['meta', 'name="twitter:title"', shareTitle],
      ['meta', 'name="twitter:description"', description],
    );
  } else {
    tags.push(['meta', 'name="robots"', 'noindex']);
  }
  const feeds: [string, string][] = [[texts.siteFeedTitle(profile.brandTitle, blog), FEED_PATH]];
  if (blog) feeds.push([texts.postsFeedTitle(profile.brandTitle), BLOG_FEED_PATH]);
  if (blog && feedTag !== undefined) {
    feeds.push([texts.postsFeedTitle(profile.brandTitle, feedTag), blogTagFeedPath(feedTag)]);
  }
  const feed = feeds
    .map(
      ([feedTitle, path]) =>
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feedTitle)}" href="${escapeHtml(origin + local(path))}">`,
    )
    .join('');
  return (
    `<title>${escapeHtml(title)}</title>` +
    tags
      .map(([tag, key, value]) =>
        tag === 'link'
          ? `<link ${key} href="${escapeHtml(value)}">`
          : `<meta ${key} content="${escapeHtml(value)}">`,
      )
      .join('') +
    iconLinks(icon) +
    feed +
    `<link rel="search" type="application/opensearchdescription+xml" title="${escapeHtml(profile.brandTitle)}" href="${escapeHtml(origin + OPENSEARCH_PATH)}">` +
    (mathStylesheet ? `<link rel="stylesheet" href="${escapeHtml(mathStylesheet)}">` : '') +
    (status === 200 && !noindex
      ? alternates
          .map(
            ({ hreflang, path }) =>
              `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(origin + path)}">`,
          )
          .join('')
      : '')
  );
}
