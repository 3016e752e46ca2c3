import type { Db } from '../../db/database.js';
import type { LoginThrottleTable } from '../../db/schema.js';

export type ThrottleRow = LoginThrottleTable;

export async function findThrottles(db: Db, keys: readonly string[]): Promise<ThrottleRow[]> {
  return db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
}

/**
 * Takes one attempt under a key before its password is checked: the attempt counts as a failure
 * until it is known to be right. The check and the count are one conditional UPDATE, so parallel
 * attempts, on this instance or another, cannot all pass the check before any of them counts
 * (PostgreSQL re-checks the condition on the row it waited for; SQLite runs one writer at a time).
 * A window older than `windowMs` starts over at 1. Answers the counter as it is now, or undefined
 * when the key is locked or `limit` attempts of its window are already taken.
 */
export async function takeAttempt(
  db: Db,
  key: string,
  now: Date,
  limit: number,
  windowMs: number,
): Promise<ThrottleRow | undefined> {
  await db
    .insertInto('login_throttle')
    .values({ key, failures: 0, window_start: now, locked_until: null })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const windowOpenedBefore = new Date(now.getTime() - windowMs);
  return db
    .updateTable('login_throttle')
    .set((eb) => {
      const expired = eb('login_throttle.window_start', '<=', windowOpenedBefore);
      return {
        failures: eb
          .case()
          .when(expired)
          .then(1)
          .else(eb('login_throttle.failures', '+', 1))
          .end(),
        window_start: eb
          .case()
          .when(expired)
          .then(now)
          .else(eb.ref('login_throttle.window_start'))
          .end(),
      };
    })
    .where('key', '=', key)
    .where((eb) =>
      eb.and([
        eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]),
        eb.or([eb('window_start', '<=', windowOpenedBefore), eb('failures', '<', limit)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Gives back an attempt that was not a failure after all. */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

/**
 * Locks a key until a time and starts its count again, if `limit` failures are counted and it is
 * not locked yet. Answers whether this call locked it, so parallel failures lock (and tell) once.
 */
export async function lockIfReached(
  db: Db,
  key: string,
  limit: number,
  until: Date,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('login_throttle')
    .set({ locked_until: until, failures: 0, window_start: now })
    .where('key', '=', key)
    .where('failures', '>=', limit)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** Counts one more event under a key (its `failures`) and answers the count. */
export async function countEvent(db: Db, key: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_start: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ failures: eb('login_throttle.failures', '+', 1) })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** Counts one more event under a key, and notes `now` as its latest (in `window_start`). */
export async function countLatestEvent(db: Db, key: string, now: Date): Promise<void> {
  await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_start: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        failures: eb('login_throttle.failures', '+', 1),
        window_start: now,
      })),
    )
    .execute();
}

/** The keys under a prefix (no LIKE wildcard in it), the one noted latest first. */
export async function latestKeys(db: Db, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('login_throttle')
    .select('key')
    .where('key', 'like', `${prefix}%`)
    .orderBy('window_start', 'desc')
    .orderBy('key', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}

/** Forgets the counters under a key prefix whose count began before a time. */
export async function forgetCounters(db: Db, prefix: string, before: Date): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('key', 'like', `${prefix}%`)
    .where('window_start', '<', before)
    .execute();
}
