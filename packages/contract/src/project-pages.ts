// The pages of the public Projects page. No schema library here: the public pages import these
// (the JavaScript budget of `/`).
import { PROJECT_TAG_QUERY } from './project-tags.js';

/** `/projects?page=2`: the second page of the Projects page (with `tag=`, of the filtered one). */
export const PROJECT_PAGE_QUERY = 'page';

/** Projects on one page of the Projects page: a multiple of the 1, 2 and 3 columns of its grid. */
export const PROJECTS_PER_PAGE = 24;

/** Highest page number an address may ask for: beyond it, no list is that long. */
const MAX_PAGE = 100_000;

/**
 * The page an address asks for: a whole number from 1, written plainly (`2`, not `02` or `2.0`);
 * absent is 1. Anything else is 0, which no list has, so it answers 404.
 */
export function parseProjectsPage(value: string | null): number {
  if (value === null) return 1;
  if (!/^[1-9][0-9]{0,5}$/u.test(value)) return 0;
  const page = Number(value);
  return page <= MAX_PAGE ? page : 0;
}

/** How many pages a list of this length takes (one even when empty: the page that says so). */
export const projectsPageCount = (total: number) =>
  Math.max(1, Math.ceil(total / PROJECTS_PER_PAGE));

/**
 * The address of one page of the Projects page, filtered by a tag or not: page 1 has no `page=`,
 * so the first page has one address.
 */
export function projectsPagePath(
  projectsPath: string,
  tag: string | undefined,
  page: number,
): string {
  const query = [
    ...(tag === undefined ? [] : [`${PROJECT_TAG_QUERY}=${encodeURIComponent(tag)}`]),
    ...(page > 1 ? [`${PROJECT_PAGE_QUERY}=${page}`] : []),
  ];
  return query.length === 0 ? projectsPath : `${projectsPath}?${query.join('&')}`;
}
