import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CountRow } from './tally.js';

/** Rows per statement: well under both engines' limits on bound parameters. */
const CHUNK = 200;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Adds counts to the stored ones: every instance adds into the same totals. */
export async function addCounts(db: Db, rows: readonly CountRow[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db
      .insertInto('insight_counts')
      .values(chunk)
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'metric', 'key'])
          .doUpdateSet({ count: sql<number>`insight_counts.count + excluded.count` }),
      )
      .execute();
  }
}

/** Stores a day's salted visitor hashes and answers how many of them were new that day. */
export async function addVisitors(db: Db, day: string, hashes: readonly string[]): Promise<number> {
  let added = 0;
  for (const chunk of chunks(hashes)) {
    const inserted = await db
      .insertInto('insight_visitors')
      .values(chunk.map((hash) => ({ day, hash })))
      .onConflict((conflict) => conflict.columns(['day', 'hash']).doNothing())
      .returning('hash')
      .execute();
    added += inserted.length;
  }
  return added;
}

/** The salt of a day: the first instance to ask makes it, every other one reads it. */
export async function daySalt(db: Db, day: string, candidate: string): Promise<string> {
  await db
    .insertInto('insight_salts')
    .values({ day, salt: candidate })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('insight_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** Forgets the visitor hashes and salts of the days before `day`. */
export async function forgetVisitorsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('insight_visitors').where('day', '<', day).execute();
  await db.deleteFrom('insight_salts').where('day', '<', day).execute();
}

/** Deletes the counts of the days before `day` (the owner's retention). */
export async function deleteCountsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('insight_counts').where('day', '<', day).execute();
}

/** Every count of the days from `from` to `to`, both included. */
export async function countsBetween(db: Db, from: string, to: string): Promise<CountRow[]> {
  return db
    .selectFrom('insight_counts')
    .select(['day', 'metric', 'key', 'count'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .orderBy('metric')
    .orderBy('key')
    .execute();
}

/** The titles of the projects among `ids`: the visible ones only unless `includeHidden`. */
export async function projectTitles(
  db: Db,
  ids: readonly string[],
  includeHidden: boolean,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  let query = db.selectFrom('projects').select(['id', 'title']).where('id', 'in', ids);
  if (!includeHidden) query = query.where('is_active', '=', true);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}
