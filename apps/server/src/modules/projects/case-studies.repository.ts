import type { Db } from '../../db/database.js';
import { inProjectOrder, isVisibleProject } from './projects.repository.js';

/** The project whose current slug or an old one this is, besides `exceptId`. */
export async function slugTakenBy(
  db: Db,
  slug: string,
  exceptId: string | undefined,
): Promise<string | undefined> {
  const current = await db
    .selectFrom('projects')
    .select('id')
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? ''))
    .executeTakeFirst();
  if (current) return current.id;
  const old = await db
    .selectFrom('project_slug_history')
    .select('project_id')
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (query) => query.where('project_id', '!=', exceptId ?? ''))
    .executeTakeFirst();
  return old?.project_id;
}

/** Keeps a project's old slug, to answer 301 to its page; a slug it takes back is no longer old. */
export async function moveSlug(
  trx: Db,
  projectId: string,
  from: string,
  to: string,
  now: Date,
): Promise<void> {
  await trx.deleteFrom('project_slug_history').where('slug', '=', to).execute();
  await trx
    .insertInto('project_slug_history')
    .values({ slug: from, project_id: projectId, created_at: now })
    .execute();
}

/** The current slug of the project that had this one before, if any. */
export async function currentSlugOf(db: Db, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('project_slug_history')
    .innerJoin('projects', 'projects.id', 'project_slug_history.project_id')
    .select('projects.slug')
    .where('project_slug_history.slug', '=', oldSlug)
    .executeTakeFirst();
  return row?.slug;
}

/** The visible project with a case study at this slug. */
export async function findCaseStudyRow(db: Db, slug: string) {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('slug', '=', slug)
    .where(isVisibleProject)
    .where('case_study', '!=', '')
    .executeTakeFirst();
}

/** The slugs of the visible projects with a case study, and when each changed, in the owner's order. */
export async function caseStudySlugs(db: Db): Promise<{ slug: string; updated_at: Date }[]> {
  return db
    .selectFrom('projects')
    .select(['slug', 'updated_at'])
    .where(isVisibleProject)
    .where('case_study', '!=', '')
    .$call(inProjectOrder)
    .execute();
}

/** An image uploaded for a case study, owned by none until a case study that names it is saved. */
export async function insertCaseStudyMedia(trx: Db, mediaId: string, now: Date): Promise<void> {
  await trx
    .insertInto('case_study_media')
    .values({ media_id: mediaId, project_id: null, created_at: now })
    .execute();
}

/** The project takes the uploaded images its case study names that no project owns yet. */
export async function claimCaseStudyMedia(
  trx: Db,
  projectId: string,
  mediaIds: readonly string[],
): Promise<void> {
  if (mediaIds.length === 0) return;
  await trx
    .updateTable('case_study_media')
    .set({ project_id: projectId })
    .where('media_id', 'in', [...mediaIds])
    .where('project_id', 'is', null)
    .execute();
}

/** The case study images a project owns. */
export async function ownedCaseStudyMedia(trx: Db, projectId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('case_study_media')
    .select('media_id')
    .where('project_id', '=', projectId)
    .execute();
  return rows.map((row) => row.media_id);
}

/** Uploaded case study images no saved case study took, uploaded before `before`. */
export async function unclaimedCaseStudyMedia(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('case_study_media')
    .select('media_id')
    .where('project_id', 'is', null)
    .where('created_at', '<', before)
    .execute();
  return rows.map((row) => row.media_id);
}
