import { USER_TYPE_ADMIN } from '@portfolio/contract';
import type { Db } from '../db/database.js';
import { createUser } from '../modules/auth/auth.service.js';

export const OWNER = { userId: 'owner', password: 'correct horse battery staple' } as const;

/** A user who is not the Admin, for 403 checks. */
export const VIEWER = { userId: 'viewer', password: 'viewer password 123' } as const;

/** The owner and the viewer, with real argon2id hashes of their passwords. */
export async function seedUsers(db: Db): Promise<void> {
  await createUser(db, { ...OWNER, name: 'Owner', userType: USER_TYPE_ADMIN });
  await createUser(db, { ...VIEWER, name: 'Viewer', userType: 'Viewer' });
}
