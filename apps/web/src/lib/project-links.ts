import { DEFAULT_SITE_TEXTS, type Project, type SiteTexts } from '@portfolio/contract';

/** The site's texts of a project's two links: the spec's (§2), or the owner's own words for them. */
export type LinkTexts = Pick<SiteTexts, 'projectLink' | 'websiteLink'>;

/** One link of a project as its card and case study show it. */
export interface ProjectLink {
  href: string;
  /** The project's own label, else the site's text for the link (the spec's by default). */
  label: string;
  /** What a click counts (modules/insights on the server). */
  event: 'project-link' | 'website-link';
  /** The project's own site: its microformats2 `u-url`. */
  website: boolean;
}

/**
 * A project's links in the spec's order: its project link, then its website when it has one (a
 * library or a command-line tool may have none: then no link is shown for it). A label of the
 * project wins over the site's text for all projects, which wins over the spec's.
 */
export function projectLinks(
  project: Pick<
    Project,
    'project_link' | 'website_link' | 'project_link_label' | 'website_link_label'
  >,
  texts: LinkTexts = DEFAULT_SITE_TEXTS,
): ProjectLink[] {
  const links: ProjectLink[] = [
    {
      href: project.project_link,
      label: project.project_link_label || texts.projectLink,
      event: 'project-link',
      website: false,
    },
  ];
  if (project.website_link) {
    links.push({
      href: project.website_link,
      label: project.website_link_label || texts.websiteLink,
      event: 'website-link',
      website: true,
    });
  }
  return links;
}
