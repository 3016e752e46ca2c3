import type { Profile, Project } from '@portfolio/contract';
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
  /** On a case study's page, its project: the OpenGraph title, description and image are its own. */
  project?: Pick<Project, 'title' | 'description' | 'project_image'>;
}

/**
 * The <head> tags of a public page: title, description, canonical link, OpenGraph and Twitter
 * tags from the profile. A page that does not exist is kept out of search engines instead.
 */
export function pageHead({ pathname, status, profile, origin, project }: HeadInput): string {
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
      .join('')
  );
}
