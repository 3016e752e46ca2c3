import type { Db } from '../../db/database.js';

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
