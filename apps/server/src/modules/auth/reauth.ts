import {
  ErrorCode,
  errorMessages,
  type NotificationAction,
  REAUTH_WINDOW_MS,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import type { SessionUser } from './auth.repository.js';

/** The session a change comes from, as the guard found it. */
export type CallerSession = Pick<SessionUser, 'sessionId' | 'confirmedAt' | 'user'>;

/** When a confirmation of the session made at `confirmedAt` stops letting changes through. */
export const confirmedUntil = (confirmedAt: Date | null): Date | null =>
  confirmedAt && new Date(confirmedAt.getTime() + REAUTH_WINDOW_MS);

/**
 * "Sudo mode": a change to how the account signs in (the password, passkeys, the authenticator,
 * the requirement, other sessions) goes through only when its session proved who holds it within
 * the last REAUTH_WINDOW_MS: its login, or a confirmation since (reauth.service.ts). Else a 403
 * REAUTH_REQUIRED, never a 401 (the session goes on), so a stolen token alone changes none of
 * them. Each such service calls it first, before anything is read or changed.
 */
export function requireRecentConfirmation(session: CallerSession, now: Date): void {
  const until = confirmedUntil(session.confirmedAt);
  if (!until || until <= now) {
    throw new AppError(403, ErrorCode.REAUTH_REQUIRED, errorMessages.reauthRequired);
  }
}

/**
 * A change to how the account signs in, by a session confirmed lately (`requireRecentConfirmation`
 * first): `change` runs in one transaction with the owner's notification it answers.
 */
export async function commitConfirmedChange(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: CallerSession,
  change: (trx: Db, now: Date) => Promise<{ action: NotificationAction; message: string }>,
): Promise<void> {
  const now = deps.now();
  requireRecentConfirmation(session, now);
  await deps.db.transaction().execute(async (trx) => {
    const { action, message } = await change(trx, now);
    await notifySuccess(trx, action, message, now);
  });
}
