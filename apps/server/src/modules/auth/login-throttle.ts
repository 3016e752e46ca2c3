import { ErrorCode, NotificationAction, NotificationStatus } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import { clearKey, countFailure, findThrottles, lockKey } from './login-throttle.repository.js';

/** 5 failures of one account from one address lock that pair for 15 minutes (as Ghost and Payload do). */
export const PAIR_FAILURES = 5;
export const PAIR_LOCK_MS = 15 * 60_000;
/** At most 100 failures an hour for one account, from all addresses together. */
export const ACCOUNT_FAILURES = 100;
export const ACCOUNT_WINDOW_MS = 60 * 60_000;

const pairKey = (userId: string, ip: string) => `pair:${userId}|${ip}`;
const accountKey = (userId: string) => `account:${userId}`;

function lockedError(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    ErrorCode.ACCOUNT_LOCKED,
    `Too many failed logins: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** Refuses, before any password is checked, a login whose pair or account is locked. */
export async function assertLoginAllowed(
  db: Db,
  userId: string,
  ip: string,
  now: Date,
): Promise<void> {
  const rows = await findThrottles(db, [pairKey(userId, ip), accountKey(userId)]);
  const until = rows
    .map((row) => row.locked_until)
    .filter((lock): lock is Date => lock !== null && lock > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (until) throw lockedError(until, now);
}

/** Counts a failed login; the failure that reaches a limit locks, and tells the owner once. */
export async function recordLoginFailure(
  db: Db,
  userId: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pair = await countFailure(trx, pairKey(userId, ip), now, PAIR_LOCK_MS);
    const account = await countFailure(trx, accountKey(userId), now, ACCOUNT_WINDOW_MS);
    let message: string | undefined;
    if (account.failures >= ACCOUNT_FAILURES) {
      await lockKey(
        trx,
        account.key,
        new Date(account.window_start.getTime() + ACCOUNT_WINDOW_MS),
        now,
      );
      message = `Login of "${userId}" locked for the rest of the hour after ${ACCOUNT_FAILURES} failed attempts`;
    } else if (pair.failures >= PAIR_FAILURES) {
      await lockKey(trx, pair.key, new Date(now.getTime() + PAIR_LOCK_MS), now);
      message = `Login of "${userId}" from ${ip} locked for 15 minutes after ${PAIR_FAILURES} failed attempts`;
    }
    if (message) {
      await insertNotification(
        trx,
        { action: NotificationAction.Login, status: NotificationStatus.Error, message },
        now,
      );
    }
  });
}

/** A successful login starts the pair's count again and tells the owner. */
export async function recordLoginSuccess(
  db: Db,
  userId: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await clearKey(trx, pairKey(userId, ip));
    await insertNotification(
      trx,
      {
        action: NotificationAction.Login,
        status: NotificationStatus.Success,
        message: `Logged in as "${userId}" from ${ip}`,
      },
      now,
    );
  });
}
