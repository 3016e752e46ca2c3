import type { Db } from '../../db/database.js';
import type { LoginThrottleTable } from '../../db/schema.js';

export type ThrottleRow = LoginThrottleTable;

export async function findThrottles(db: Db, keys: readonly string[]): Promise<ThrottleRow[]> {
  return db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
}

/**
 * Counts one failure under a key, in one statement so concurrent failures all count. A window older
 * than `windowMs` starts over at 1. Answers the counter as it is now.
 */
export async function countFailure(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<ThrottleRow> {
  const windowOpenedBefore = new Date(now.getTime() - windowMs);
  return db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_start: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
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
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Locks a key until a time, and starts its count again. */
export async function lockKey(db: Db, key: string, until: Date, now: Date): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ locked_until: until, failures: 0, window_start: now })
    .where('key', '=', key)
    .execute();
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
