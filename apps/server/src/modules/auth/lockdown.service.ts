import { NotificationAction } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import { deleteAllPasskeys, listCredentialIds } from './passkeys.repository.js';
import { countRecoveryCodes } from './second-factor.repository.js';
import { dropSecondFactor, hasSecondFactor } from './second-factor.service.js';

const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/** A user's ways to sign in besides the password, as the shell commands report what they leave. */
export interface SignInMethods {
  passkeys: number;
  authenticator: boolean;
  recoveryCodes: number;
}

export async function signInMethodsOf(db: Db, userRowId: string): Promise<SignInMethods> {
  return {
    passkeys: (await listCredentialIds(db, userRowId)).length,
    authenticator: await hasSecondFactor(db, userRowId),
    recoveryCodes: await countRecoveryCodes(db, userRowId),
  };
}

/**
 * From the shell (`npm run owner -- lockdown`), when the account may be in someone else's hands:
 * every session ends and every passkey, the authenticator app, its recovery codes and the
 * requirement of a second factor go, in one transaction, and the owner is told. The password
 * stays (reset-password changes it); it is then the one way in.
 */
export async function lockdown(
  db: Db,
  user: { id: string; userId: string },
  now: Date,
): Promise<SignInMethods & { sessions: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await signInMethodsOf(trx, user.id);
    await deleteAllPasskeys(trx, user.id);
    const sessions = await dropSecondFactor(trx, user.id, now);
    await notifySuccess(
      trx,
      NotificationAction.Delete,
      `Lockdown of "${user.userId}" from the shell: ${count(sessions, 'session')} ended; ${count(before.passkeys, 'passkey')}, the authenticator app and ${count(before.recoveryCodes, 'recovery code')} removed`,
      now,
    );
    return { ...before, sessions };
  });
}
