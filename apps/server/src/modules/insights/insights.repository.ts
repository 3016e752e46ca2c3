import { INSIGHT_OTHER_KEY } from '@portfolio/contract';
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

const byRow = (a: CountRow, b: CountRow) =>
  a.day.localeCompare(b.day) || a.metric.localeCompare(b.metric) || a.key.localeCompare(b.key);

/**
 * Adds counts to the stored ones: every instance adds into the same totals. In one order, so
 * that two writers meet on their rows in the same order.
 */
export async function addCounts(db: Db, rows: readonly CountRow[]): Promise<void> {
  for (const chunk of chunks([...rows].sort(byRow))) {
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

/**
 * Keeps the `keep` keys of one day's kind with the largest counts (on a tie, the first in order)
 * and adds the others' counts into the kind's `INSIGHT_OTHER_KEY` row, deleting them. The sum of
 * the kind's rows stays what it was. Answers how many rows were folded.
 */
export async function foldSmallestKeys(
  db: Db,
  day: string,
  metric: string,
  keep: number,
): Promise<number> {
  const folded = await db
    .deleteFrom('insight_counts')
    .where('day', '=', day)
    .where('metric', '=', metric)
    .where('key', '<>', INSIGHT_OTHER_KEY)
    .where('key', 'not in', (eb) =>
      eb
        .selectFrom('insight_counts')
        .select('key')
        .where('day', '=', day)
        .where('metric', '=', metric)
        .where('key', '<>', INSIGHT_OTHER_KEY)
        .orderBy('count', 'desc')
        .orderBy('key')
        .limit(keep),
    )
    .returning('count')
    .execute();
  const count = folded.reduce((sum, row) => sum + row.count, 0);
  if (folded.length > 0) await addCounts(db, [{ day, metric, key: INSIGHT_OTHER_KEY, count }]);
  return folded.length;
}

/** The sum of each day and metric of `metrics` over the days from `from` to `to` (included). */
export async function dailySums(
  db: Db,
  metrics: readonly string[],
  from: string,
  to: string,
): Promise<CountRow[]> {
  const rows = await db
    .selectFrom('insight_counts')
    .select((eb) => ['day', 'metric', eb.fn.sum<number>('count').as('total')])
    .where('metric', 'in', metrics)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['day', 'metric'])
    .execute();
  return rows.map((row) => ({
    day: row.day,
    metric: row.metric,
    key: '',
    count: Number(row.total),
  }));
}

/** The sum of a metric over the days: of one `key`, or of every key (the other one too). */
export async function metricSum(
  db: Db,
  metric: string,
  from: string,
  to: string,
  key?: string,
): Promise<number> {
  const row = await db
    .selectFrom('insight_counts')
    .select((eb) => eb.fn.sum<number>('count').as('total'))
    .where('metric', '=', metric)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .$if(key !== undefined, (query) => query.where('key', '=', key ?? ''))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The `limit` keys of a metric with the largest sums over the days, largest first (on a tie, the
 * first in order); the other key is not one of them.
 */
export async function topKeys(
  db: Db,
  metric: string,
  from: string,
  to: string,
  limit: number,
): Promise<{ key: string; count: number }[]> {
  const rows = await db
    .selectFrom('insight_counts')
    .select((eb) => ['key', eb.fn.sum<number>('count').as('total')])
    .where('metric', '=', metric)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('key', '<>', INSIGHT_OTHER_KEY)
    .groupBy('key')
    .orderBy('total', 'desc')
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.total) }));
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
