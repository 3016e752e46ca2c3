import type { Db } from './database.js';

/** The tables that count calls in fixed windows: a key, its count, when its window opened. */
export type WindowCounterTable = 'api_rate_limit' | 'contact_throttle';

/**
 * Counts one more under a key, in one statement so concurrent requests on every instance all
 * count. A window older than `windowMs` starts over at 1. Answers the count and when its window
 * opened.
 */
export async function countInWindow(
  db: Db,
  table: WindowCounterTable,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; window_start: Date }> {
  const windowOpenedBefore = new Date(now.getTime() - windowMs);
  const windowStart = `${table}.window_start` as const;
  return db
    .insertInto(table)
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb(windowStart, '<=', windowOpenedBefore);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb(`${table}.count` as const, '+', 1))
            .end(),
          window_start: eb.case().when(expired).then(now).else(eb.ref(windowStart)).end(),
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** Removes the counters whose window closed before a time. */
export async function forgetClosedWindows(
  db: Db,
  table: WindowCounterTable,
  before: Date,
): Promise<void> {
  await db.deleteFrom(table).where('window_start', '<', before).execute();
}
