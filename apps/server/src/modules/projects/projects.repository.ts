import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProjectsTable } from '../../db/schema.js';
import {
  countOf,
  inProjectOrder,
  type ProjectRow,
  publicProjects,
  type RowWindow,
} from '../image-entities/image-entity.repository.js';

/** A window of the projects the public sees, with a tag or all of them, in the owner's order. */
export const listPublicProjects = (
  db: Db,
  tag: string | undefined,
  window: RowWindow,
): Promise<ProjectRow[]> =>
  publicProjects(db, tag)
    .selectAll()
    .$call(inProjectOrder)
    .limit(window.limit)
    .offset(window.offset)
    .execute();

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
export async function insertProjectWithoutImage(
  trx: Db,
  row: Omit<Insertable<ProjectsTable>, 'image_id' | 'is_active' | 'position'>,
): Promise<void> {
  await trx
    .insertInto('projects')
    .values({
      ...row,
      image_id: null,
      is_active: false,
      position: sql<number>`(select coalesce(min(position), 0) - 1 from projects)`,
    })
    .execute();
}
