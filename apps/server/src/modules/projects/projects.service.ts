import {
  type CaseStudyPage,
  caseStudyPath,
  changeMessages,
  errorMessages,
  isProjectTag,
  LIMITS,
  NotificationAction,
  PROJECTS_PER_PAGE,
  type Project,
  type PublicPageData,
  projectsPageCount,
} from '@portfolio/contract';
import { lockFor } from '../../db/locks.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { conflict } from '../../errors.js';
import { markdownFor } from '../../lib/markdown.js';
import { couldBeSlug } from '../../lib/slug.js';
import { commitContentChange, noted } from '../content/content-change.js';
import {
  listImageEntities,
  lockImageEntity,
  toEntities,
} from '../image-entities/image-entity.service.js';
import { imagesOf } from '../media/media.service.js';
import { currentSlugOf, findCaseStudyRow } from './case-studies.repository.js';
import { renderCaseStudy } from './case-studies.service.js';
import { projectKind } from './project.entity.js';
import { caseStudyScreenshots } from './project-screenshots.service.js';
import {
  countFeatured,
  countPublicProjects,
  listPublicProjects,
  publicProjectTagFields,
  setFeatured,
} from './projects.repository.js';

/**
 * The owner features a project or stops featuring it; answers every project in the new order
 * (featured ones first), as the order call does. At most LIMITS.featuredMax at once: one more is
 * refused and changes nothing. Featurings take one lock, so two at once cannot both pass the count.
 */
export async function toggleFeatured(deps: ServiceDeps, id: string): Promise<Project[]> {
  await commitContentChange(deps, async (trx, now) => {
    await lockFor(trx, deps.engine, 'featured-projects');
    const current = await lockImageEntity(trx, deps.engine, projectKind, id);
    const featured = !current.featured;
    if (featured && (await countFeatured(trx)) >= LIMITS.featuredMax) {
      throw conflict(errorMessages.tooManyFeatured(LIMITS.featuredMax));
    }
    await setFeatured(trx, id, featured, now);
    return noted(
      undefined,
      NotificationAction.StatusUpdate,
      changeMessages.featuredOrNot(current.title, featured),
    );
  });
  return listImageEntities(deps, projectKind, true);
}

/**
 * The featured projects the public sees on Home, in the owner's order: featured projects lead the
 * list, so they are among its first LIMITS.featuredMax, whatever its length.
 */
export async function listFeaturedProjects(
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<Project[]> {
  const rows = await listPublicProjects(deps.db, undefined, {
    limit: LIMITS.featuredMax,
    offset: 0,
  });
  const projects = await toEntities(deps, projectKind, rows, false);
  return projects.filter((project) => project.featured);
}

/** Which Projects page an address asks for: a tag or none, and a page (1 when none). */
export interface ProjectsPageQuery {
  tag?: string | undefined;
  page?: number | undefined;
}

/**
 * One page of the Projects page and its filter bar: every tag of the visible projects (A to Z);
 * with a tag, only the projects that have it, in the owner's order; then the page's window of
 * them, read as such (a page of a list of thousands reads its 24). A tag none of them has, or a
 * page past the last, leaves the list empty (the page answers 404 then).
 */
export async function loadProjectsPage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  { tag, page = 1 }: ProjectsPageQuery,
): Promise<Required<Pick<PublicPageData, 'projects' | 'projectFilter'>>> {
  // Not a tag at all (`?tag=%25`): no project has it, and the query never sees it.
  const known = tag === undefined || isProjectTag(tag);
  const [fields, total] = await Promise.all([
    publicProjectTagFields(deps.db),
    known ? countPublicProjects(deps.db, tag) : 0,
  ]);
  const tags = [...new Set(fields.flatMap((field) => field.split(',')))].sort();
  const pageCount = projectsPageCount(total);
  const rows =
    page >= 1 && page <= pageCount && total > 0
      ? await listPublicProjects(deps.db, tag, {
          limit: PROJECTS_PER_PAGE,
          offset: (page - 1) * PROJECTS_PER_PAGE,
        })
      : [];
  return {
    projects: await toEntities(deps, projectKind, rows, false),
    projectFilter: { tags, ...(tag === undefined ? {} : { tag }), page, pageCount, total },
  };
}

/** What a case study page's path answers: its page, a redirect to the current path, or neither. */
export type CaseStudyLookup = { page: CaseStudyPage } | { redirect: string } | undefined;

/**
 * The case study at a slug, as the public sees it: a visible project with a case study, its
 * Markdown rendered to safe HTML on the server; an old slug of a project redirects to its page.
 * Every route that takes a slug (the page, its social image) asks here: a slug that cannot be one
 * is no case study, and the database is not asked.
 */
export async function findCaseStudy(
  deps: Pick<AppDeps, 'db' | 'config'>,
  slug: string,
): Promise<CaseStudyLookup> {
  if (!couldBeSlug(slug)) return undefined;
  const row = await findCaseStudyRow(deps.db, slug);
  if (row) {
    // The row has an image: the public never sees a project without one.
    const images = await imagesOf(deps, row.image_id ? [row.image_id] : []);
    const image = images(row.image_id);
    const rendered = renderCaseStudy(await markdownFor(deps.config), row.case_study);
    const [details, screenshots] = await Promise.all([
      projectKind.detailsOf?.(deps.db, [row]),
      caseStudyScreenshots(deps, row.id),
    ]);
    const project = { ...projectKind.toEntity(row, image, false), ...details?.(row) };
    return { page: { project, ...rendered, screenshots } };
  }
  const current = await currentSlugOf(deps.db, slug);
  return current ? { redirect: caseStudyPath(current) } : undefined;
}

/**
 * A visible project's case study rendered for a feed reader (no links beside its headings, math as
 * MathML), or undefined when there is none at that slug.
 */
export async function caseStudyForFeed(
  deps: Pick<AppDeps, 'db' | 'config'>,
  slug: string,
): Promise<string | undefined> {
  const row = couldBeSlug(slug) ? await findCaseStudyRow(deps.db, slug) : undefined;
  return row ? (await markdownFor(deps.config)).renderForFeed(row.case_study) : undefined;
}
