import type { Profile } from '@portfolio/contract';
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
}

/**
 * The <head> tags of a public page: title, description, canonical link, OpenGraph and Twitter
 * tags from the profile. A page that does not exist is kept out of search engines instead.
 */
export function pageHead({ pathname, status, profile, origin }: HeadInput): string {
  const title = documentTitle(pathname, profile.brandTitle);
  const tags: [string, string, string][] = [['meta', 'name="description"', profile.description]];
  if (status === 200) {
    const url = origin + pathname;
    tags.push(
      ['link', 'rel="canonical"', url],
      ['meta', 'property="og:type"', 'website'],
      ['meta', 'property="og:site_name"', profile.brandTitle],
      ['meta', 'property="og:title"', title],
      ['meta', 'property="og:description"', profile.description],
      ['meta', 'property="og:url"', url],
      ['meta', 'name="twitter:card"', 'summary'],
      ['meta', 'name="twitter:title"', title],
      ['meta', 'name="twitter:description"', profile.description],
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
      .join('')
  );
}
