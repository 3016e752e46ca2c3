import type { Passkey } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

/** A stored passkey with what a sign-in checks its signature against. */
export interface StoredPasskey {
  id: string;
  userId: string;
  name: string;
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
}

const toPasskey = (row: {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}): Passkey => ({
  _id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

const transportsOf = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
};

/** A user's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPasskey);
}

/** The credential ids of a user's passkeys, with their transports (a new one must differ). */
export async function listCredentialIds(
  db: Db,
  userId: string,
): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) }));
}

export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<StoredPasskey | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: transportsOf(row.transports),
  };
}

export async function insertPasskey(
  db: Db,
  passkey: Omit<StoredPasskey, 'id'>,
  now: Date,
): Promise<Passkey> {
  const row = await db
    .insertInto('passkeys')
    .values({
      id: newId(now.getTime()),
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: now,
      last_used_at: null,
    })
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirstOrThrow();
  return toPasskey(row);
}

/** A sign-in used the passkey: its signature counter and last use. */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  counter: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: now })
    .where('id', '=', id)
    .execute();
}

/** Removes one of a user's passkeys; answers its name, or nothing when the user has none by this id. */
export async function deletePasskey(
  db: Db,
  userId: string,
  id: string,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('name')
    .executeTakeFirst();
  return row?.name;
}

/** Removes every passkey of a user; answers how many. */
export async function deleteAllPasskeys(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('passkeys').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
