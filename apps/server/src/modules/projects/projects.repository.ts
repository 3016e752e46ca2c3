import type { ProjectFields, ProjectRepository } from '@portfolio/contract';
import {
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import type { Db } from '../../db/database.js';
import { countOf, inWindow, type RowWindow } from '../../db/list-window.js';
import { forUpdate } from '../../db/locks.js';
import type { Database, ProjectsTable } from '../../db/schema.js';
import type { ImageEntityRepository } from '../image-entities/image-entity.service.js';

export type ProjectRow = Selectable<ProjectsTable>;

/**
 * What a visible project is, the one place it is said: active, and with an image (one imported
 * without an image is never the public's, whatever its status). `.where(isVisibleProject)`.
 */
export const isVisibleProject = (eb: ExpressionBuilder<Database, 'projects'>) =>
  eb.and([eb('projects.is_active', '=', true), eb('projects.image_id', 'is not', null)]);

/**
 * The projects the public sees; with a tag, only those that have it. Tags are joined by commas
 * and hold no `%` or `_` (PROJECT_TAG_PATTERN), so `like` matches one whole tag.
 */
const publicProjects = (db: Db, tag?: string) =>
  db
    .selectFrom('projects')
    .where(isVisibleProject)
    .$if(tag !== undefined, (query) =>
      query.where(sql<string>`',' || tags || ','`, 'like', `%,${tag},%`),
    );

/** The owner's order of projects: featured first, then by position, the newest first. */
export const inProjectOrder = <Query extends SelectQueryBuilder<Database, 'projects', object>>(
  query: Query,
): Query =>
  query
    .orderBy('featured', 'desc')
    .orderBy('position')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc') as Query;

/** The projects' table, for the image-entity use cases; the public sees the visible ones. */
export const projectRows: ImageEntityRepository<ProjectRow, ProjectFields> = {
  list: (db, includeHidden, window) =>
    (includeHidden ? db.selectFrom('projects') : publicProjects(db))
      .selectAll()
      .$call(inProjectOrder)
      .$call(inWindow(window))
      .execute(),
  count: async (db, includeHidden) =>
    countOf(includeHidden ? db.selectFrom('projects') : publicProjects(db)),
  orderForUpdate: async (trx, engine) =>
    (
      await trx
        .selectFrom('projects')
        .select('id')
        .$call(inProjectOrder)
        .$call(forUpdate(engine))
        .execute()
    ).map((row) => row.id),
  setPosition: async (trx, id, position) => {
    await trx.updateTable('projects').set({ position }).where('id', '=', id).execute();
  },
  find: (db, id) => db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst(),
  findForUpdate: (trx, engine, id) =>
    trx
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', id)
      .$call(forUpdate(engine))
      .executeTakeFirst(),
  insert: (db, row) =>
    db
      .insertInto('projects')
      .values({
        ...row,
        // A form may leave the website out: the project has none.
        website_link: row.website_link ?? '',
        position: sql<number>`(select coalesce(min(position), 0) - 1 from projects)`,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  update: (db, id, changes) =>
    db.updateTable('projects').set(changes).where('id', '=', id).returningAll().executeTakeFirst(),
  delete: (db, id) =>
    db.deleteFrom('projects').where('id', '=', id).returningAll().executeTakeFirst(),
};

/** A window of the projects the public sees, with a tag or all of them, in the owner's order. */
export const listPublicProjects = (
  db: Db,
  tag: string | undefined,
  window: RowWindow,
): Promise<ProjectRow[]> =>
  publicProjects(db, tag).selectAll().$call(inProjectOrder).$call(inWindow(window)).execute();

/** How many projects the public sees, with a tag or all of them. */
export const countPublicProjects = (db: Db, tag: string | undefined): Promise<number> =>
  countOf(publicProjects(db, tag));

/** Each different tags field of the projects the public sees ('rust,web'), none empty. */
export async function publicProjectTagFields(db: Db): Promise<string[]> {
  const rows = await publicProjects(db).select('tags').distinct().where('tags', '<>', '').execute();
  return rows.map((row) => row.tags);
}

/** How many projects are featured now. */
export async function countFeatured(trx: Db): Promise<number> {
  const { count } = await trx
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('featured', '=', true)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function setFeatured(
  trx: Db,
  id: string,
  featured: boolean,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ featured, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A project imported without an image: hidden, first in the owner's order. */
export const insertProjectWithoutImage = (
  trx: Db,
  row: Omit<Insertable<ProjectsTable>, 'image_id' | 'is_active' | 'position'>,
): Promise<ProjectRow> =>
  trx
    .insertInto('projects')
    .values({
      ...row,
      image_id: null,
      is_active: false,
      position: sql<number>`(select coalesce(min(position), 0) - 1 from projects)`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Gives a project without an image this one: false when it has one by now, or is gone. */
export async function setImageOfImagelessProject(
  trx: Db,
  id: string,
  imageId: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('projects')
    .set({ image_id: imageId })
    .where('id', '=', id)
    .where('image_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The repositories these projects are linked to, as their cards show them, by project id. */
export async function projectRepositoriesOf(
  db: Db,
  projectIds: readonly string[],
): Promise<Map<string, ProjectRepository>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('project_repositories')
    .select(['project_id', 'url', 'stars', 'language', 'pushed_at', 'state'])
    .where('project_id', 'in', projectIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.project_id,
      {
        url: row.url,
        stars: row.stars,
        language: row.language,
        pushedAt: row.pushed_at,
        state: row.state === 'gone' ? 'gone' : 'ok',
      },
    ]),
  );
}
