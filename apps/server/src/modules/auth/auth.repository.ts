import type { UserData } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export interface SessionUser {
  sessionId: string;
  lastSeenAt: Date;
  createdAt: Date;
  /** When the session last proved who holds it: its login, or a confirmation since; null: never. */
  confirmedAt: Date | null;
  user: UserData;
}

function toUserData(row: Pick<UserRow, 'id' | 'user_id' | 'name' | 'user_type'>): UserData {
  return { _id: row.id, user_id: row.user_id, name: row.name, user_type: row.user_type };
}

export async function findUserByUserId(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(
  db: Db,
  user: { userId: string; name: string; userType: string; passwordHash: string },
  now = new Date(),
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      id: newId(now.getTime()),
      user_id: user.userId,
      name: user.name,
      user_type: user.userType,
      password_hash: user.passwordHash,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePasswordHash(
  db: Db,
  id: string,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertSession(
  db: Db,
  session: {
    tokenHash: string;
    userId: string;
    expiresAt: Date;
    /** The browser, its address and the sign-in method ('password', 'passkey'), when known. */
    userAgent?: string | undefined;
    ip?: string | undefined;
    method?: string | undefined;
    /** A login proves who holds the session: it opens confirmed. */
    confirmedAt?: Date | undefined;
  },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: newId(now.getTime()),
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: now,
      last_seen_at: now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent ?? null,
      ip: session.ip ?? null,
      method: session.method ?? null,
      confirmed_at: session.confirmedAt ?? null,
    })
    .execute();
}

/** The live session of a token hash: not past its absolute expiry nor idle since `idleSince`. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.created_at',
      'sessions.confirmed_at',
      'users.id',
      'users.user_id',
      'users.name',
      'users.user_type',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', idleSince)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    lastSeenAt: row.last_seen_at,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    user: toUserData(row),
  };
}

/** The session proved who holds it now (the password, a passkey or a code). */
export async function confirmSessionRow(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ confirmed_at: now }).where('id', '=', sessionId).execute();
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Deletes a user's sessions that can no longer be used: past their absolute expiry or idle since `idleSince`. */
export async function deleteDeadSessions(
  db: Db,
  userId: string,
  now: Date,
  idleSince: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteUserSessions(
  db: Db,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A user's live sessions, the most recently used first. */
export async function listLiveSessions(
  db: Db,
  userId: string,
  now: Date,
  idleSince: Date,
): Promise<
  {
    id: string;
    user_agent: string | null;
    ip: string | null;
    method: string | null;
    created_at: Date;
    last_seen_at: Date;
  }[]
> {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'method', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one session of a user; answers whether it was one of theirs. */
export async function deleteSessionOf(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
