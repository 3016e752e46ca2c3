import { hash } from '@node-rs/argon2';
import { USER_TYPE_ADMIN } from '@portfolio/contract';
import type { Db } from '../db/database.js';
import { insertUser } from '../modules/auth/auth.repository.js';

export const OWNER = { userId: 'owner', password: 'correct horse battery staple' } as const;

/** A user who is not the Admin, for 403 checks. */
export const VIEWER = { userId: 'viewer', password: 'viewer password 123' } as const;

/**
 * argon2id at its lowest cost, for the seeded users alone. A verification reads its cost from the
 * stored hash, so every login of the tests (a hundred in a lockout test) costs well under a
 * millisecond, not 19 MiB and tens of milliseconds each: the tests are about who may log in, not
 * about the hash's cost. What the app hashes itself (a new owner, a changed password, the dummy
 * hash of an unknown user) keeps the real parameters (`modules/auth/password.ts`).
 */
const SEED_HASH = { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 } as const;

/** The owner and the viewer, with cheap argon2id hashes of their passwords. */
export async function seedUsers(db: Db): Promise<void> {
  for (const [user, name, userType] of [
    [OWNER, 'Owner', USER_TYPE_ADMIN],
    [VIEWER, 'Viewer', 'Viewer'],
  ] as const) {
    const passwordHash = await hash(user.password, SEED_HASH);
    await insertUser(db, { userId: user.userId, name, userType, passwordHash });
  }
}

/** The owner as the shell's commands name him: his row's id and his user id. */
export async function ownerAccount(db: Db): Promise<{ id: string; userId: string }> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('user_id', '=', OWNER.userId)
    .executeTakeFirstOrThrow();
  return { id: owner.id, userId: OWNER.userId };
}
