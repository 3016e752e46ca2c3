import {
  type FaviconSize,
  faviconOf,
  type Profile,
  type Project,
  type SiteIcon,
  WEB_MANIFEST_PATH,
} from '@portfolio/contract';
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
  status: number;
  profile: Profile;
  /** The public site's origin, for absolute URLs. */
  origin: string;
  /** The uploaded site icon, if any: its favicons replace the built-in one. */
  icon?: SiteIcon | null | undefined;
  /** On a case study's page, its project: the OpenGraph title, description and image are its own. */
  project?: Pick<Project, 'title' | 'description' | 'project_image'>;
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
 * tags from the profile, the favicon links. A page that does not exist is kept out of search engines instead.
 */
export function pageHead({ pathname, status, profile, origin, icon, project }: HeadInput): string {
  const title = documentTitle(pathname, profile.brandTitle);
  const description = project?.description ?? profile.description;
  const shareTitle = project?.title ?? title;
  const tags: [string, string, string][] = [['meta', 'name="description"', description]];
  if (status === 200) {
    const url = origin + pathname;
    tags.push(
      ['link', 'rel="canonical"', url],
      ['meta', 'property="og:type"', project ? 'article' : 'website'],
      ['meta', 'property="og:site_name"', profile.brandTitle],
      ['meta', 'property="og:title"', shareTitle],
      ['meta', 'property="og:description"', description],
      ['meta', 'property="og:url"', url],
      ...(project?.project_image
        ? [['meta', 'property="og:image"', project.project_image] as [string, string, string]]
        : []),
      ['meta', 'name="twitter:card"', 'summary'],
      ['meta', 'name="twitter:title"', shareTitle],
      ['meta', 'name="twitter:description"', description],
    );
  } else {
    tags.push(['meta', 'name="robots"', 'noindex']);
  }
  return (
    `<title>${escapeHtml(title)}</title>` +
    tags
      .map(([tag, key, value]) =>
        tag === 'link'
          ? `<link ${key} href="${escapeHtml(value)}">`
          : `<meta ${key} content="${escapeHtml(value)}">`,
      )
      .join('') +
    iconLinks(icon)
  );
}
