import type { Db } from '../../db/database.js';

/** What a stored challenge or ticket is for: it is taken only by the call of its purpose. */
export type ChallengePurpose =
  | 'passkey-register'
  | 'passkey-login'
  | 'passkey-confirm'
  | 'second-factor';

/**
 * Keeps a challenge (by its SHA-256) until `expiresAt`; every instance sees it. `client`: who
 * asked for it, when its number is bounded per client.
 */
export async function insertChallenge(
  db: Db,
  challenge: {
    id: string;
    purpose: ChallengePurpose;
    userId: string | null;
    expiresAt: Date;
    client?: string;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('auth_challenges')
    .values({
      id: challenge.id,
      purpose: challenge.purpose,
      user_id: challenge.userId,
      created_at: now,
      expires_at: challenge.expiresAt,
      client: challenge.client ?? null,
    })
    .execute();
}

/**
 * Keeps a client's `keep` newest challenges of a purpose, `newest` among them, and forgets the
 * others: however often one client asks, it holds that many rows.
 */
export async function forgetOlderChallenges(
  db: Db,
  purpose: ChallengePurpose,
  client: string,
  keep: number,
  newest: string,
): Promise<void> {
  await db
    .deleteFrom('auth_challenges')
    .where('purpose', '=', purpose)
    .where('client', '=', client)
    .where('id', '<>', newest)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('auth_challenges')
        .select('id')
        .where('purpose', '=', purpose)
        .where('client', '=', client)
        .where('id', '<>', newest)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(keep - 1),
    )
    .execute();
}

/**
 * Takes a live challenge of this purpose: deleted as it is read, so two calls with the same one
 * cannot both get it. Answers the user it was given to (null for none), or nothing.
 */
export async function takeChallenge(
  db: Db,
  id: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ userId: string | null } | undefined> {
  const row = await db
    .deleteFrom('auth_challenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/** A live challenge of this purpose, left in place: the user it was given to, or nothing. */
export async function findChallenge(
  db: Db,
  id: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ userId: string | null } | undefined> {
  const row = await db
    .selectFrom('auth_challenges')
    .select('user_id')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/** Forgets the challenges that expired. */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('auth_challenges').where('expires_at', '<=', now).execute();
}
