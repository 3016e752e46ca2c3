import type { Db } from '../../db/database.js';
import { inProjectOrder, isVisibleProject } from './projects.repository.js';

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
