import { createHash } from 'node:crypto';
import { ErrorCode, NotificationAction } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import {
  notifyError,
  notifyErrorUnder,
  notifySuccess,
} from '../notifications/notifications.service.js';
import { findUserByUserId } from './auth.repository.js';
import {
  clearKey,
  countEvent,
  countLatestEvent,
  findThrottles,
  forgetCounters,
  latestKeys,
  lockIfReached,
  releaseAttempt,
  type ThrottleRow,
  takeAttempt,
} from './login-throttle.repository.js';

/** 5 failures of one account from one address lock that pair for 15 minutes (as Ghost and Payload do). */
export const PAIR_FAILURES = 5;
export const PAIR_LOCK_MS = 15 * 60_000;
/** At most 100 failures an hour for one account, from all addresses together. */
const ACCOUNT_FAILURES = 100;
const ACCOUNT_WINDOW_MS = 60 * 60_000;

const pairKey = (userId: string, ip: string) => `pair:${userId}|${ip}`;
const accountKey = (userId: string) => `account:${userId}`;
const deviceKey = (deviceId: string) => `device:${deviceId}`;

/**
 * Who tries to log in: a user id from an address, and the browser's device cookie when it is one
 * this user has logged in from before (login-devices.repository.ts).
 */
export interface LoginAttempt {
  readonly userId: string;
  readonly ip: string;
  readonly deviceId?: string | undefined;
}

function lockedError(refusal: string, until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    ErrorCode.ACCOUNT_LOCKED,
    `${refusal}: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** Which limit a counter keeps: its key, how many attempts it allows, over how long a window. */
interface Limit {
  readonly key: string;
  readonly failures: number;
  readonly windowMs: number;
  /** What the 429 says went wrong, before when to try again. */
  readonly refusal: string;
  /** When a lock of this counter, or the attempts now running on it, would let a login in again. */
  retryAt(row: ThrottleRow, now: Date): Date;
}

const LOGIN_REFUSAL = 'Too many failed logins';

/**
 * The counters an attempt takes from. A known browser has its own: 5 failures lock that device for
 * 15 minutes, and neither its address's count nor the account-wide limit applies to it, so nobody
 * else's guesses can lock the owner's own browser out (OWASP's device cookies). Any other attempt
 * counts for its user id and address, and for the user id from everywhere.
 */
function limitsOf({ userId, ip, deviceId }: LoginAttempt): readonly Limit[] {
  if (deviceId) {
    return [
      {
        key: deviceKey(deviceId),
        failures: PAIR_FAILURES,
        windowMs: PAIR_LOCK_MS,
        refusal: LOGIN_REFUSAL,
        retryAt: (_row, now) => new Date(now.getTime() + PAIR_LOCK_MS),
      },
    ];
  }
  return [
    {
      key: pairKey(userId, ip),
      failures: PAIR_FAILURES,
      windowMs: PAIR_LOCK_MS,
      refusal: LOGIN_REFUSAL,
      retryAt: (_row, now) => new Date(now.getTime() + PAIR_LOCK_MS),
    },
    {
      key: accountKey(userId),
      failures: ACCOUNT_FAILURES,
      windowMs: ACCOUNT_WINDOW_MS,
      refusal: LOGIN_REFUSAL,
      retryAt: (row) => new Date(row.window_start.getTime() + ACCOUNT_WINDOW_MS),
    },
  ];
}

/**
 * Takes an attempt on each counter of the login before any password is checked, and refuses the
 * login when one is locked or has no attempt left: parallel guesses cannot get more than the limit
 * checked, since an attempt counts as a failure until it succeeds.
 */
export async function beginLoginAttempt(db: Db, attempt: LoginAttempt, now: Date): Promise<void> {
  // Throwing rolls back the attempt already taken on the pair.
  await db.transaction().execute(async (trx) => {
    for (const limit of limitsOf(attempt)) await takeOrRefuse(trx, limit, now);
  });
}

async function takeOrRefuse(db: Db, limit: Limit, now: Date): Promise<void> {
  for (;;) {
    if (await takeAttempt(db, limit.key, now, limit.failures, limit.windowMs)) return;
    const [row] = await findThrottles(db, [limit.key]);
    // No row: a success cleared the counter between the two statements, so take again.
    if (row) {
      const lockedUntil = row.locked_until && row.locked_until > now ? row.locked_until : null;
      throw lockedError(limit.refusal, lockedUntil ?? limit.retryAt(row, now), now);
    }
  }
}

/** The attempt failed: it stays counted; the failure that reaches a limit locks, and tells once. */
export async function recordLoginFailure(
  db: Db,
  { userId, ip, deviceId }: LoginAttempt,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (deviceId) {
      const locked = await lockIfReached(
        trx,
        deviceKey(deviceId),
        PAIR_FAILURES,
        new Date(now.getTime() + PAIR_LOCK_MS),
        now,
      );
      const message = `Login of "${userId}" from a browser that logged in before (now at ${ip}) locked for 15 minutes after ${PAIR_FAILURES} failed attempts`;
      if (locked) await notifyError(trx, NotificationAction.Login, message, now);
      return;
    }
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
    if (!pairLocked && !accountLocked) return;
    if (!(await findUserByUserId(trx, userId))) {
      await reportUnknownUserLock(trx, userId, ip, now);
    } else if (accountLocked) {
      await notifyError(
        trx,
        NotificationAction.Login,
        `Login of "${userId}" locked for the rest of the hour after ${ACCOUNT_FAILURES} failed attempts, except from browsers that logged in before`,
        now,
      );
    } else {
      await reportAddressLock(trx, userId, ip, now);
    }
  });
}

const HOUR_MS = 60 * 60_000;
const ADDRESS_LOCKS = 'address-locks:';
/** How many of the addresses locked out of an account in the hour a notification names. */
const SHOWN_ADDRESSES = 3;

/** The start of the hour of a time, and a notification id of its own for a subject in it. */
function hourOf(now: Date, subject: string): { start: Date; since: string; id: string } {
  const start = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const id = createHash('sha256')
    .update(`${subject}${start.toISOString()}`)
    .digest('hex')
    .slice(0, 24);
  return { start, since: start.toISOString().slice(11, 16), id };
}

/**
 * An account's lock from one address. Many addresses (a botnet) each locked out would each write
 * a notification: one notification an hour counts them instead, with the latest addresses, as the
 * locks of unknown user ids are counted. Instances and restarts share the count and the addresses
 * (counter rows) and the notification (its id is derived from the account and the hour).
 */
async function reportAddressLock(db: Db, userId: string, ip: string, now: Date): Promise<void> {
  const account = createHash('sha256').update(userId).digest('hex').slice(0, 24);
  const hour = hourOf(now, `${ADDRESS_LOCKS}${account}`);
  const locks = `${ADDRESS_LOCKS}${hour.start.toISOString()}|${account}|`;
  const count = await countEvent(db, `${locks}count`, now);
  if (count === 1)
    await forgetCounters(db, ADDRESS_LOCKS, new Date(hour.start.getTime() - HOUR_MS));
  await countLatestEvent(db, `${locks}from|${ip}`, now);
  const latest = (await latestKeys(db, `${locks}from|`, SHOWN_ADDRESSES)).map((key) =>
    key.slice(`${locks}from|`.length),
  );
  await notifyErrorUnder(
    db,
    hour.id,
    NotificationAction.Login,
    count === 1
      ? `Login of "${userId}" from ${ip} locked for 15 minutes after ${PAIR_FAILURES} failed attempts`
      : `Login of "${userId}" locked ${count} times since ${hour.since} UTC, each time from one address for 15 minutes after ${PAIR_FAILURES} failed attempts; the latest addresses: ${latest.join(', ')}`,
    now,
  );
}

const UNKNOWN_LOCKS = 'unknown-user-locks:';
/** How much of a user id that matches no account a notification shows. */
const SHOWN_USER_ID = 40;

/** An unknown user id as data: quoted as JSON, cut short, never read as the server's own words. */
const shownUserId = (userId: string) =>
  JSON.stringify(
    [...userId].length > SHOWN_USER_ID
      ? `${[...userId].slice(0, SHOWN_USER_ID - 1).join('')}…`
      : userId,
  );

/**
 * A lock of a user id that matches no account. Anyone can send such ids, so they never get a
 * notification each, nor one that reads their text as ours: one notification an hour counts them,
 * showing the latest id as quoted data. Instances and restarts share the count (it is a counter row)
 * and the notification (its id is derived from the hour).
 */
async function reportUnknownUserLock(db: Db, userId: string, ip: string, now: Date): Promise<void> {
  const hour = hourOf(now, UNKNOWN_LOCKS);
  const count = await countEvent(db, `${UNKNOWN_LOCKS}${hour.start.toISOString()}`, now);
  if (count === 1)
    await forgetCounters(db, UNKNOWN_LOCKS, new Date(hour.start.getTime() - HOUR_MS));
  await notifyErrorUnder(
    db,
    hour.id,
    NotificationAction.Login,
    `Logins locked for an unknown user id ${count} time${count === 1 ? '' : 's'} since ${hour.since} UTC; the latest user id tried: ${shownUserId(userId)}, from ${ip}`,
    now,
  );
}

/** The attempt ended without an answer on the password (a fault): it is given back. */
export async function cancelLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { key } of limitsOf(attempt)) await releaseAttempt(trx, key);
  });
}

/**
 * A successful login starts its count again (the device's, or the address's with the account's
 * attempt given back), and tells the owner.
 */
export async function recordLoginSuccess(
  db: Db,
  { userId, ip, deviceId }: LoginAttempt,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (deviceId) {
      await clearKey(trx, deviceKey(deviceId));
    } else {
      await clearKey(trx, pairKey(userId, ip));
      await releaseAttempt(trx, accountKey(userId));
    }
    await notifySuccess(trx, NotificationAction.Login, `Logged in as "${userId}" from ${ip}`, now);
  });
}

/**
 * The current password asked by a password change is counted like a login, per session: 5 wrong
 * ones lock that session's password changes for 15 minutes, so a token left open or stolen cannot
 * be used to guess the password. The session itself goes on.
 */
const passwordLimit = (sessionId: string): Limit => ({
  key: `password:${sessionId}`,
  failures: PAIR_FAILURES,
  windowMs: PAIR_LOCK_MS,
  refusal: 'Too many wrong current passwords',
  retryAt: (_row, now) => new Date(now.getTime() + PAIR_LOCK_MS),
});

/** Takes an attempt before the current password is checked; refuses while the session is locked. */
export async function beginPasswordCheck(db: Db, sessionId: string, now: Date): Promise<void> {
  await takeOrRefuse(db, passwordLimit(sessionId), now);
}

/**
 * The current password of a password change, or the password or code of a session's confirmation
 * (reauth.service.ts), was wrong: it stays counted; the 5th locks both, and tells the owner once.
 */
export async function recordPasswordFailure(
  db: Db,
  session: { sessionId: string; userId: string; ip: string },
  now: Date,
  during: 'password change' | 'confirmation' = 'password change',
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const locked = await lockIfReached(
      trx,
      passwordLimit(session.sessionId).key,
      PAIR_FAILURES,
      new Date(now.getTime() + PAIR_LOCK_MS),
      now,
    );
    if (locked) {
      await notifyError(
        trx,
        NotificationAction.Login,
        during === 'password change'
          ? `Password change of "${session.userId}" from ${session.ip} locked for 15 minutes after ${PAIR_FAILURES} wrong current passwords`
          : `Confirming a session of "${session.userId}" from ${session.ip} (and its password changes) locked for 15 minutes after ${PAIR_FAILURES} wrong passwords or codes`,
        now,
      );
    }
  });
}

/** The check ended without an answer on the password (a fault): the attempt is given back. */
export async function cancelPasswordCheck(db: Db, sessionId: string): Promise<void> {
  await releaseAttempt(db, passwordLimit(sessionId).key);
}

/** The current password was right: the session's count starts again. */
export async function recordPasswordSuccess(db: Db, sessionId: string): Promise<void> {
  await clearKey(db, passwordLimit(sessionId).key);
}
