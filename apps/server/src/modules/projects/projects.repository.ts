import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProjectsTable } from '../../db/schema.js';

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
