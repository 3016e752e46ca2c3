import type { Project } from '@portfolio/contract';

/** The spec's texts of a project's two links (§2), shown when the owner gave no label. */
export const PROJECT_LINK_TEXT = 'Project Link';
export const WEBSITE_LINK_TEXT = 'WebSite Link';

/** One link of a project as its card and case study show it. */
export interface ProjectLink {
  href: string;
  /** The owner's label, else the spec's text. */
  label: string;
  /** What a click counts (modules/insights on the server). */
  event: 'project-link' | 'website-link';
  /** The project's own site: its microformats2 `u-url`. */
  website: boolean;
}

/**
 * A project's links in the spec's order: its project link, then its website when it has one (a
 * library or a command-line tool may have none: then no link is shown for it).
 */
export function projectLinks(
  project: Pick<
    Project,
    'project_link' | 'website_link' | 'project_link_label' | 'website_link_label'
  >,
): ProjectLink[] {
  const links: ProjectLink[] = [
    {
      href: project.project_link,
      label: project.project_link_label || PROJECT_LINK_TEXT,
      event: 'project-link',
      website: false,
    },
  ];
  if (project.website_link) {
    links.push({
      href: project.website_link,
      label: project.website_link_label || WEBSITE_LINK_TEXT,
      event: 'website-link',
      website: true,
    });
  }
  return links;
}
