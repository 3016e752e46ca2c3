import { numberedSlug } from '../lib/slug.js';
import type { Db } from './database.js';

/**
 * The content types with a page at a slug: their table, and the table that keeps each item's old
 * slugs with the column that names the item.
 */
export const SLUG_HISTORY = {
  post: { table: 'posts', history: 'post_slug_history', owner: 'post_id' },
  project: { table: 'projects', history: 'project_slug_history', owner: 'project_id' },
} as const;

type SlugHistory = (typeof SLUG_HISTORY)[keyof typeof SLUG_HISTORY];

/**
 * The item whose current slug or an old one this is, besides `exceptId`: one query asking both
 * tables (an import checks a slug per file, twice).
 */
export async function slugTakenBy(
  db: Db,
  kind: SlugHistory,
  slug: string,
  exceptId: string | undefined,
): Promise<string | undefined> {
  const owner = db.dynamic.ref<string>(kind.owner);
  const found = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom(kind.table)
        .select('id')
        .where('slug', '=', slug)
        .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? ''))
        .limit(1)
        .as('current'),
      eb
        .selectFrom(kind.history)
        .select(owner)
        .where('slug', '=', slug)
        .$if(exceptId !== undefined, (query) => query.where(owner, '!=', exceptId ?? ''))
        .limit(1)
        .as('old'),
    ])
    .executeTakeFirst();
  return found?.current ?? found?.old ?? undefined;
}

/** Keeps an item's old slug, to answer 301 to its page; a slug it takes back is no longer old. */
export async function moveSlug(
  trx: Db,
  kind: SlugHistory,
  ownerId: string,
  from: string,
  to: string,
  now: Date,
): Promise<void> {
  await trx.deleteFrom(kind.history).where('slug', '=', to).execute();
  await trx
    .insertInto(kind.history)
    .values({ slug: from, [kind.owner]: ownerId, created_at: now })
    .execute();
}

/** The first of `base`, `base-2`, `base-3` ... that no other item has now or had, nor `reserved`. */
export async function freeSlug(
  trx: Db,
  kind: SlugHistory,
  base: string,
  exceptId: string | undefined,
  reserved: readonly string[] = [],
): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = numberedSlug(base, n);
    if (reserved.includes(candidate)) continue;
    if (!(await slugTakenBy(trx, kind, candidate, exceptId))) return candidate;
  }
}
