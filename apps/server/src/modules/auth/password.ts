import { PASSWORD_MIN_LENGTH } from '@portfolio/contract';

/** The native argon2 addon, loaded by the first password hashed or checked, not by every start. */
const argon2 = () => import('@node-rs/argon2');

/** argon2id with OWASP's parameters: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown user) it still spends the same time on a dummy
 * hash, so the answer time does not tell which user ids exist.
 */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  if (stored === undefined) {
    dummyHash ??= hashPassword('dummy password for timing');
    const { verify } = await argon2();
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  const { verify } = await argon2();
  return verify(stored, password).catch(() => false);
}
