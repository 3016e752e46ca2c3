import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { ContactOutboxTable } from '../../db/schema.js';

const SETTINGS_ROW = 1;

/**
 * The secret that signs the contact form's time and its proof-of-work challenges, made on first
 * use. Instances that start together keep the one the first of them wrote.
 */
export async function getContactSecret(db: Db, now: Date): Promise<string> {
  const read = () =>
    db
      .selectFrom('contact_settings')
      .select('secret')
      .where('id', '=', SETTINGS_ROW)
      .executeTakeFirst();
  const found = await read();
  if (found) return found.secret;
  await db
    .insertInto('contact_settings')
    .values({ id: SETTINGS_ROW, secret: randomBytes(32).toString('base64url'), updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const made = await read();
  if (!made) throw new Error('The contact secret could not be stored');
  return made.secret;
}

/**
 * Marks a proof-of-work challenge used until it expires. Answers false when it already was: in one
 * statement, so two instances given the same solution at once accept it once.
 */
export async function useChallenge(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const result = await db
    .insertInto('contact_used_challenges')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function forgetExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('contact_used_challenges').where('expires_at', '<', now).execute();
}

/**
 * Marks a served form sent, by its token's hash, until the token expires. Answers false when it
 * already was: in one statement, so two instances given the same form at once take it once.
 */
export async function useFormToken(db: Db, tokenHash: string, expiresAt: Date): Promise<boolean> {
  const result = await db
    .insertInto('contact_used_forms')
    .values({ token_hash: tokenHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function forgetExpiredFormTokens(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('contact_used_forms').where('expires_at', '<', now).execute();
}

export interface NewOutboxMail {
  id: string;
  name: string;
  email: string;
  message: string;
}

/**
 * Queues a message to be mailed ('pending'), or keeps it unmailed ('held', past the hourly cap);
 * pass the transaction that writes its notification.
 */
export async function insertOutboxMail(
  db: Db,
  mail: NewOutboxMail,
  status: 'pending' | 'held',
  now: Date,
): Promise<void> {
  await db
    .insertInto('contact_outbox')
    .values({
      ...mail,
      status,
      attempts: 0,
      next_attempt_at: now,
      claimed_until: null,
      sent_at: null,
      last_error: null,
      created_at: now,
    })
    .execute();
}

export type OutboxMail = ContactOutboxTable;

/**
 * Ids of mails due now: pending ones whose time came, and claimed ones whose claim lapsed (the
 * instance that claimed them stopped before it could say how the sending went).
 */
export async function dueOutboxIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('contact_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes a due mail for this sender until `claimedUntil`, in one conditional statement: of the
 * instances that try at once, one gets it. Answers the mail when this one did.
 */
export async function claimOutboxMail(
  db: Db,
  id: string,
  now: Date,
  claimedUntil: Date,
): Promise<OutboxMail | undefined> {
  const result = await db
    .updateTable('contact_outbox')
    .set((eb) => ({
      status: 'sending',
      claimed_until: claimedUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('contact_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markOutboxSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('contact_outbox')
    .set({ status: 'sent', sent_at: now, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** After a failed try: pending again from `nextAttemptAt`, or given up ('failed'). */
export async function markOutboxFailed(
  db: Db,
  id: string,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .updateTable('contact_outbox')
    .set({
      status: nextAttemptAt ? 'pending' : 'failed',
      next_attempt_at: nextAttemptAt ?? undefined,
      claimed_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', id)
    .execute();
}
