import {
  type CaseStudyPage,
  caseStudyPath,
  changeMessages,
  errorMessages,
  LIMITS,
  NotificationAction,
  type Project,
  type PublicPageData,
} from '@portfolio/contract';
import { lockFor } from '../../db/locks.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { conflict, notFound } from '../../errors.js';
import { markdownFor } from '../../lib/markdown.js';
import {
  listImageEntities,
  listVisibleImageEntities,
} from '../image-entities/image-entity.service.js';
import { filesByMedia } from '../media/media.repository.js';
import { imageOf } from '../media/media.service.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import { currentSlugOf, findCaseStudyRow } from './case-studies.repository.js';
import { projectKind } from './project.entity.js';
import { countFeatured, setFeatured } from './projects.repository.js';

/**
 * The owner features a project or stops featuring it; answers every project in the new order
 * (featured ones first), as the order call does. At most LIMITS.featuredMax at once: one more is
 * refused and changes nothing. Featurings take one lock, so two at once cannot both pass the count.
 */
export async function toggleFeatured(deps: ServiceDeps, id: string): Promise<Project[]> {
  await deps.db.transaction().execute(async (trx) => {
    await lockFor(trx, deps.engine, 'featured-projects');
    const current = await projectKind.repository.findForUpdate(trx, deps.engine, id);
    if (!current) throw notFound(errorMessages.notFound('project'));
    const featured = !current.featured;
    if (featured && (await countFeatured(trx)) >= LIMITS.featuredMax) {
      throw conflict(errorMessages.tooManyFeatured(LIMITS.featuredMax));
    }
    const now = deps.now();
    await setFeatured(trx, id, featured, now);
    await notifySuccess(
      trx,
      NotificationAction.StatusUpdate,
      changeMessages.featuredOrNot(current.title, featured),
      now,
    );
  });
  await deps.contentVersion.bump();
  return listImageEntities(deps, projectKind, true);
}

/** The featured projects the public sees on Home, in the owner's order. */
export async function listFeaturedProjects(
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<Project[]> {
  const visible = await listVisibleImageEntities(deps, projectKind);
  return visible.filter((project) => project.featured).slice(0, LIMITS.featuredMax);
}

/**
 * The Projects page's list and its filter bar: every tag of the visible projects (A to Z), and with
 * a tag, only the projects that have it, in the owner's order. A tag none of them has leaves the
 * list empty (the page answers 404 then).
 */
export function filterProjectsByTag(
  visible: readonly Project[],
  tag: string | undefined,
): Required<Pick<PublicPageData, 'projects' | 'projectFilter'>> {
  const tags = [...new Set(visible.flatMap((project) => project.tags))].sort();
  if (tag === undefined) return { projects: [...visible], projectFilter: { tags } };
  return {
    projects: visible.filter((project) => project.tags.includes(tag)),
    projectFilter: { tags, tag },
  };
}

/** What a case study page's path answers: its page, a redirect to the current path, or neither. */
export type CaseStudyLookup = { page: CaseStudyPage } | { redirect: string } | undefined;

/**
 * The case study at a slug, as the public sees it: a visible project with a case study, its
 * Markdown rendered to safe HTML on the server; an old slug of a project redirects to its page.
 */
export async function findCaseStudy(
  deps: Pick<AppDeps, 'db' | 'config'>,
  slug: string,
): Promise<CaseStudyLookup> {
  const row = await findCaseStudyRow(deps.db, slug);
  if (row) {
    // The row has an image: the public never sees a project without one.
    const imageId = row.image_id ?? '';
    const files = await filesByMedia(deps.db, [imageId]);
    const image = imageOf(files.get(imageId) ?? [], deps.config.mediaBaseUrl);
    const html = (await markdownFor(deps.config)).render(row.case_study);
    return { page: { project: projectKind.toEntity(row, image, false), html } };
  }
  const current = await currentSlugOf(deps.db, slug);
  return current ? { redirect: caseStudyPath(current) } : undefined;
}
