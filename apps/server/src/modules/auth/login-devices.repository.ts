import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

/** A browser a user has logged in from, found by its device cookie. */
export interface LoginDevice {
  id: string;
  /** The user's login name (`users.user_id`), which a login names. */
  userName: string;
}

/** The device whose cookie hashes to `tokenHash`, if it logged in since `seenSince`. */
export async function findDevice(
  db: Db,
  tokenHash: string,
  seenSince: Date,
): Promise<LoginDevice | undefined> {
  const row = await db
    .selectFrom('login_devices')
    .innerJoin('users', 'users.id', 'login_devices.user_id')
    .select(['login_devices.id as id', 'users.user_id as userName'])
    .where('login_devices.token_hash', '=', tokenHash)
    .where('login_devices.last_login_at', '>', seenSince)
    .executeTakeFirst();
  return row;
}

/** Records a new device of a user (by `users.id`) under the hash of its cookie. */
export async function insertDevice(
  db: Db,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('login_devices')
    .values({
      id: newId(now.getTime()),
      user_id: userId,
      token_hash: tokenHash,
      created_at: now,
      last_login_at: now,
    })
    .execute();
}

/** A device logged in again: its cookie is a new one. */
export async function renewDevice(db: Db, id: string, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('login_devices')
    .set({ token_hash: tokenHash, last_login_at: now })
    .where('id', '=', id)
    .execute();
}

/** Forgets the devices that have not logged in since `seenSince`. */
export async function forgetDevices(db: Db, seenSince: Date): Promise<void> {
  await db.deleteFrom('login_devices').where('last_login_at', '<=', seenSince).execute();
}
