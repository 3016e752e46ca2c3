import { randomBytes } from 'node:crypto';
import { USER_TYPE_ADMIN } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { countUsers, insertUser } from './auth.repository.js';
import { hashPassword } from './password.js';

export type OwnerCreated = { userId: string; generatedPassword: string | undefined };

/** A random password for a first start without OWNER_PASSWORD: 24 base64url characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates the owner when the database has no user yet. There is no default password: it is
 * OWNER_PASSWORD when set, else a random one that the caller prints once.
 */
export async function ensureOwner(
  db: Db,
  owner: { userId: string; password: string | undefined },
): Promise<OwnerCreated | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const password = owner.password ?? generatePassword();
  try {
    await insertUser(db, {
      userId: owner.userId,
      name: owner.userId,
      userType: USER_TYPE_ADMIN,
      passwordHash: await hashPassword(password),
    });
  } catch (err) {
    // Another instance starting at the same moment created the owner first: its account stands.
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
  return { userId: owner.userId, generatedPassword: owner.password ? undefined : password };
}
