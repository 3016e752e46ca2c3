import { ErrorCode, NotificationAction, NotificationStatus } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import {
  clearKey,
  findThrottles,
  lockIfReached,
  releaseAttempt,
  type ThrottleRow,
  takeAttempt,
} from './login-throttle.repository.js';

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

/** Which limit a counter keeps: its key, how many attempts it allows, over how long a window. */
interface Limit {
  readonly key: string;
  readonly failures: number;
  readonly windowMs: number;
  /** When a lock of this counter, or the attempts now running on it, would let a login in again. */
  retryAt(row: ThrottleRow, now: Date): Date;
}

const limitsOf = (userId: string, ip: string): readonly Limit[] => [
  {
    key: pairKey(userId, ip),
    failures: PAIR_FAILURES,
    windowMs: PAIR_LOCK_MS,
    retryAt: (_row, now) => new Date(now.getTime() + PAIR_LOCK_MS),
  },
  {
    key: accountKey(userId),
    failures: ACCOUNT_FAILURES,
    windowMs: ACCOUNT_WINDOW_MS,
    retryAt: (row) => new Date(row.window_start.getTime() + ACCOUNT_WINDOW_MS),
  },
];

/**
 * Takes an attempt on the pair and the account before any password is checked, and refuses the
 * login when either is locked or has no attempt left: parallel guesses cannot get more than the
 * limit checked, since an attempt counts as a failure until it succeeds.
 */
export async function beginLoginAttempt(
  db: Db,
  userId: string,
  ip: string,
  now: Date,
): Promise<void> {
  // Throwing rolls back the attempt already taken on the pair.
  await db.transaction().execute(async (trx) => {
    for (const limit of limitsOf(userId, ip)) await takeOrRefuse(trx, limit, now);
  });
}

async function takeOrRefuse(db: Db, limit: Limit, now: Date): Promise<void> {
  for (;;) {
    if (await takeAttempt(db, limit.key, now, limit.failures, limit.windowMs)) return;
    const [row] = await findThrottles(db, [limit.key]);
    // No row: a success cleared the counter between the two statements, so take again.
    if (row) {
      const lockedUntil = row.locked_until && row.locked_until > now ? row.locked_until : null;
      throw lockedError(lockedUntil ?? limit.retryAt(row, now), now);
    }
  }
}

/** The attempt failed: it stays counted; the failure that reaches a limit locks, and tells once. */
export async function recordLoginFailure(
  db: Db,
  userId: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pairLocked = await lockIfReached(
      trx,
      pairKey(userId, ip),
      PAIR_FAILURES,
      new Date(now.getTime() + PAIR_LOCK_MS),
      now,
    );
    const [account] = await findThrottles(trx, [accountKey(userId)]);
    const accountLocked =
      account !== undefined &&
      (await lockIfReached(
        trx,
        account.key,
        ACCOUNT_FAILURES,
        new Date(account.window_start.getTime() + ACCOUNT_WINDOW_MS),
        now,
      ));
    const message = accountLocked
      ? `Login of "${userId}" locked for the rest of the hour after ${ACCOUNT_FAILURES} failed attempts`
      : pairLocked
        ? `Login of "${userId}" from ${ip} locked for 15 minutes after ${PAIR_FAILURES} failed attempts`
        : undefined;
    if (message) {
      await insertNotification(
        trx,
        { action: NotificationAction.Login, status: NotificationStatus.Error, message },
        now,
      );
    }
  });
}

/** The attempt ended without an answer on the password (a fault): it is given back. */
export async function cancelLoginAttempt(db: Db, userId: string, ip: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { key } of limitsOf(userId, ip)) await releaseAttempt(trx, key);
  });
}

/** A successful login starts the pair's count again, gives the account its attempt back, and tells the owner. */
export async function recordLoginSuccess(
  db: Db,
  userId: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await clearKey(trx, pairKey(userId, ip));
    await releaseAttempt(trx, accountKey(userId));
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
