import type { Db } from '../db/database.js';

/**
 * Counts one call under a key, in one statement so concurrent calls on every instance all count.
 * A window older than `windowMs` starts over at 1. Answers the count and when its window opened.
 */
export async function countCall(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; window_start: Date }> {
  const windowOpenedBefore = new Date(now.getTime() - windowMs);
  return db
    .insertInto('api_rate_limit')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('api_rate_limit.window_start', '<=', windowOpenedBefore);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('api_rate_limit.count', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when(expired)
            .then(now)
            .else(eb.ref('api_rate_limit.window_start'))
            .end(),
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** Removes the counters whose window closed before a time. */
export async function forgetClosedWindows(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('api_rate_limit').where('window_start', '<', before).execute();
}
