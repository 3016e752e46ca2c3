import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export interface TotpFactor {
  secret: string;
  confirmed: boolean;
  /** The RFC 6238 time step of the last code taken, so that none is taken twice. */
  lastStep: number | null;
}

export async function findTotp(db: Db, userId: string): Promise<TotpFactor | undefined> {
  const row = await db
    .selectFrom('totp_factors')
    .select(['secret', 'confirmed_at', 'last_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    secret: row.secret,
    confirmed: row.confirmed_at !== null,
    lastStep: row.last_step === null ? null : Number(row.last_step),
  };
}

/** A new, unconfirmed secret for the user, in place of an unconfirmed one. */
export async function putPendingTotp(
  db: Db,
  userId: string,
  secret: string,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('totp_factors')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .execute();
  await db
    .insertInto('totp_factors')
    .values({ user_id: userId, secret, created_at: now, confirmed_at: null, last_step: null })
    .execute();
}

export async function confirmTotp(db: Db, userId: string, step: number, now: Date): Promise<void> {
  await db
    .updateTable('totp_factors')
    .set({ confirmed_at: now, last_step: step })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Records the time step of a code taken, only if it is later than the last one: answers false when
 * another request took this step (or a later one) first.
 */
export async function takeTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the user's TOTP, confirmed or not; answers whether there was a confirmed one. */
export async function deleteTotp(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .deleteFrom('totp_factors')
    .where('user_id', '=', userId)
    .returning('confirmed_at')
    .executeTakeFirst();
  return row?.confirmed_at != null;
}

export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto('recovery_codes')
    .values(
      codeHashes.map((hash, index) => ({
        id: newId(now.getTime() + index),
        user_id: userId,
        code_hash: hash,
        created_at: now,
      })),
    )
    .execute();
}

/** Takes a recovery code once: answers false if the user has no unused code with this hash. */
export async function takeRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('recovery_codes')
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function countRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findRequireSecondFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('require_second_factor')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.require_second_factor);
}

export async function setRequireSecondFactor(
  db: Db,
  userId: string,
  required: boolean,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ require_second_factor: required })
    .where('id', '=', userId)
    .execute();
}
