import {
  ErrorCode,
  errorMessages,
  type LoginResponse,
  NotificationAction,
  SECOND_STEP_EXPIRED,
  type SessionInfo,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import {
  confirmSessionRow,
  deleteDeadSessions,
  deleteSession,
  deleteSessionOf,
  deleteUserSessions,
  findUserById,
  findUserByUserId,
  insertSession,
  insertUser,
  listLiveSessions,
  updatePasswordHash,
} from './auth.repository.js';
import {
  deleteExpiredChallenges,
  findChallenge,
  insertChallenge,
  takeChallenge,
} from './challenges.repository.js';
import {
  findDevice,
  forgetDevices,
  insertDevice,
  renewDevice,
} from './login-devices.repository.js';
import {
  beginLoginAttempt,
  beginPasswordCheck,
  cancelLoginAttempt,
  cancelPasswordCheck,
  type LoginAttempt,
  recordLoginFailure,
  recordLoginSuccess,
  recordPasswordFailure,
  recordPasswordSuccess,
} from './login-throttle.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password.js';
import { type CallerSession, requireRecentConfirmation } from './reauth.js';
import { countRecoveryCodes } from './second-factor.repository.js';
import {
  checkSecondFactor,
  hasSecondFactor,
  secondFactorRequired,
} from './second-factor.service.js';
import { ABSOLUTE_TIMEOUT_MS, hashToken, IDLE_TIMEOUT_MS, newToken } from './tokens.js';

const invalidCredentials = () =>
  new AppError(401, ErrorCode.INVALID_CREDENTIALS, errorMessages.invalidCredentials);

/** Who signs in: the browser's user agent and address, and how ('password', 'passkey'). */
export interface SignInClient {
  readonly ip: string;
  readonly userAgent: string | undefined;
  readonly method: 'password' | 'passkey';
}

/** The longest user agent a session keeps. */
const USER_AGENT_MAX = 300;

/**
 * Opens a session for a user (by `users.id`) whose sign-in has been checked; answers its token.
 * The user's sessions that expired go first.
 */
export async function startSession(
  db: Db,
  userRowId: string,
  client: SignInClient,
  now: Date,
): Promise<string> {
  const token = newToken();
  // The user's sessions that expired are of no use to anyone: each login clears them away.
  await deleteDeadSessions(db, userRowId, now, new Date(now.getTime() - IDLE_TIMEOUT_MS));
  await insertSession(
    db,
    {
      tokenHash: hashToken(token),
      userId: userRowId,
      expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX),
      ip: client.ip,
      method: client.method,
      confirmedAt: now,
    },
    now,
  );
  return token;
}

/**
 * Checks the credentials; answers the user's row id. Wrong user and wrong password fail alike.
 */
async function checkPassword(db: Db, userId: string, password: string): Promise<string> {
  const user = await findUserByUserId(db, userId);
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok) throw invalidCredentials();
  return user.id;
}

/** A ticket of a login's second step lasts this long after its right password. */
export const TICKET_LIFETIME_MS = 5 * 60_000;

/** A browser's device cookie lasts this long after its last login. */
export const DEVICE_LIFETIME_MS = 180 * 24 * 3600_000;

/** The browser's known device for this user id, from its device cookie, if it is one. */
async function knownDevice(
  db: Db,
  userId: string,
  deviceToken: string | undefined,
  now: Date,
): Promise<string | undefined> {
  if (!deviceToken) return undefined;
  const seenSince = new Date(now.getTime() - DEVICE_LIFETIME_MS);
  const device = await findDevice(db, hashToken(deviceToken), seenSince);
  return device?.userName === userId ? device.id : undefined;
}

/** What a password login answers: a session, or the ticket of its second step. */
export type LoginOutcome =
  | { answer: LoginResponse; deviceToken: string }
  | { secondStep: { ticket: string } };

/** Who logs in, and from where. */
interface LoginClient {
  ip: string;
  userAgent?: string | undefined;
  deviceToken: string | undefined;
}

/**
 * A login, with the lockout around it (login-throttle.ts): an attempt is taken on the counters of
 * the login (the browser's own when its device cookie is one this user logged in from before; else
 * the user id from this address, and the user id from everywhere) before the password is checked,
 * refused with a 429 when one is locked or spent. Wrong credentials leave the attempt counted (the
 * failure that reaches a limit locks it and tells the owner); a fault gives it back; a success
 * clears the count, tells the owner, and gives the browser a new device cookie.
 *
 * When the user has a second factor, a right password opens no session: its attempt is given
 * back without clearing the count, and a ticket (5 minutes) is answered for the second step, whose
 * codes are counted on the same counters. A user who requires a second factor and has none left
 * (it was reset) cannot sign in by password at all.
 */
export async function login(
  deps: Pick<AppDeps, 'db' | 'now'>,
  { userId, password, ...client }: { userId: string; password: string } & LoginClient,
): Promise<LoginOutcome> {
  const { db } = deps;
  const now = deps.now();
  const attempt: LoginAttempt = {
    userId,
    ip: client.ip,
    deviceId: await knownDevice(db, userId, client.deviceToken, now),
  };
  await beginLoginAttempt(db, attempt, now);
  let userRowId: string;
  let needsCode: boolean;
  try {
    userRowId = await checkPassword(db, userId, password);
    needsCode = await hasSecondFactor(db, userRowId);
    if (!needsCode && (await secondFactorRequired(db, userRowId))) {
      throw new AppError(
        403,
        ErrorCode.FORBIDDEN,
        'A second factor is required and none is set up: sign in with a passkey',
      );
    }
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.INVALID_CREDENTIALS) {
      await recordLoginFailure(db, attempt, now);
    } else {
      await cancelLoginAttempt(db, attempt);
    }
    throw err;
  }
  if (needsCode) {
    await cancelLoginAttempt(db, attempt);
    const ticket = newToken();
    await deleteExpiredChallenges(db, now);
    await insertChallenge(
      db,
      {
        id: hashToken(ticket),
        purpose: 'second-factor',
        userId: userRowId,
        expiresAt: new Date(now.getTime() + TICKET_LIFETIME_MS),
      },
      now,
    );
    return { secondStep: { ticket } };
  }
  return finishLogin(db, attempt, userRowId, client, now);
}

/** A login that passed every check: the session, the count cleared, the owner told, the device. */
async function finishLogin(
  db: Db,
  attempt: LoginAttempt,
  userRowId: string,
  client: LoginClient,
  now: Date,
): Promise<{ answer: LoginResponse; deviceToken: string }> {
  const token = await startSession(
    db,
    userRowId,
    { ip: client.ip, userAgent: client.userAgent, method: 'password' },
    now,
  );
  await recordLoginSuccess(db, attempt, now);
  const newDeviceToken = newToken();
  if (attempt.deviceId) {
    await renewDevice(db, attempt.deviceId, hashToken(newDeviceToken), now);
  } else {
    await forgetDevices(db, new Date(now.getTime() - DEVICE_LIFETIME_MS));
    await insertDevice(db, userRowId, hashToken(newDeviceToken), now);
  }
  return { answer: { access_token: token }, deviceToken: newDeviceToken };
}

const ticketRefused = () => new AppError(401, ErrorCode.INVALID_CREDENTIALS, SECOND_STEP_EXPIRED);

/**
 * The second step of a password login: the ticket of a right password and a code of the user's
 * authenticator app, or one of the recovery codes (taken once). The code is counted as a login
 * attempt: a wrong one stays counted, the 5th locks as wrong passwords do. A right one uses the
 * ticket up and opens the session as the login does.
 */
export async function loginSecondFactor(
  deps: Pick<AppDeps, 'db' | 'now'>,
  { ticket, code, ...client }: { ticket: string; code: string } & LoginClient,
): Promise<{ answer: LoginResponse; deviceToken: string }> {
  const { db } = deps;
  const now = deps.now();
  const live = await findChallenge(db, hashToken(ticket), 'second-factor', now);
  const user = live?.userId ? await findUserById(db, live.userId) : undefined;
  if (!user) throw ticketRefused();
  const attempt: LoginAttempt = {
    userId: user.user_id,
    ip: client.ip,
    deviceId: await knownDevice(db, user.user_id, client.deviceToken, now),
  };
  await beginLoginAttempt(db, attempt, now);
  let used: Awaited<ReturnType<typeof checkSecondFactor>>;
  try {
    used = await checkSecondFactor(db, user.id, code, now);
  } catch (err) {
    await cancelLoginAttempt(db, attempt);
    throw err;
  }
  if (!used) {
    await recordLoginFailure(db, attempt, now);
    throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'The code is wrong');
  }
  if (!(await takeChallenge(db, hashToken(ticket), 'second-factor', now))) {
    await cancelLoginAttempt(db, attempt);
    throw ticketRefused();
  }
  if (used === 'recovery code') {
    await notifySuccess(
      db,
      NotificationAction.Login,
      `A recovery code of "${user.user_id}" was used from ${client.ip}; ${await countRecoveryCodes(db, user.id)} left`,
      now,
    );
  }
  return finishLogin(db, attempt, user.id, client, now);
}

/** Ends one session: its token is revoked. */
export async function logout(deps: Pick<AppDeps, 'db'>, sessionId: string): Promise<void> {
  await deleteSession(deps.db, sessionId);
}

/** A user agent as a person reads it: the browser and the system, e.g. 'Chrome on Linux'. */
function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => userAgent.includes(mark as string))?.[1] ?? null;
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iOS'],
      ['iPad', 'iPadOS'],
      ['Windows', 'Windows'],
      ['Mac OS X', 'macOS'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([mark]) => userAgent.includes(mark as string))?.[1] ?? null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** The user's live sessions: device, address, how it signed in, last use; which one is this. */
export async function listSessions(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: { userId: string; sessionId: string },
): Promise<SessionInfo[]> {
  const now = deps.now();
  const rows = await listLiveSessions(
    deps.db,
    session.userId,
    now,
    new Date(now.getTime() - IDLE_TIMEOUT_MS),
  );
  return rows.map((row) => ({
    _id: row.id,
    userAgent: describeUserAgent(row.user_agent),
    ip: row.ip,
    method: row.method,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    current: row.id === session.sessionId,
  }));
}

const sessionCount = (n: number) => (n === 1 ? '1 other session' : `${n} other sessions`);

/**
 * Ends one of the user's sessions. This one is a logout; another one wants this session confirmed
 * within the last minutes (reauth.ts), and tells the owner.
 */
export async function endSession(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: CallerSession & { ip: string },
  sessionId: string,
): Promise<void> {
  const now = deps.now();
  const { user } = session;
  if (sessionId !== session.sessionId) requireRecentConfirmation(session, now);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteSessionOf(trx, user._id, sessionId))) {
      throw new AppError(404, ErrorCode.NOT_FOUND, errorMessages.notFound('session'));
    }
    if (sessionId === session.sessionId) return;
    await notifySuccess(
      trx,
      NotificationAction.Delete,
      `A session of "${user.user_id}" was ended from ${session.ip}`,
      now,
    );
  });
}

/**
 * Ends every session of the user but this one (confirmed within the last minutes), and tells the
 * owner; answers how many ended.
 */
export async function endOtherSessions(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: CallerSession & { ip: string },
): Promise<number> {
  const now = deps.now();
  requireRecentConfirmation(session, now);
  const { user } = session;
  return deps.db.transaction().execute(async (trx) => {
    const ended = await deleteUserSessions(trx, user._id, session.sessionId);
    await notifySuccess(
      trx,
      NotificationAction.Delete,
      `${sessionCount(ended)} of "${user.user_id}" ended from ${session.ip}`,
      now,
    );
    return ended;
  });
}

/** Ends every session of a user, the current one included; answers how many ended. */
export async function logoutEverywhere(deps: Pick<AppDeps, 'db'>, userId: string): Promise<number> {
  return deleteUserSessions(deps.db, userId);
}

function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError(
      400,
      ErrorCode.VALIDATION_ERROR,
      `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
      [{ field: 'password', message: `must have at least ${MIN_PASSWORD_LENGTH} characters` }],
    );
  }
}

export async function createUser(
  db: Db,
  user: { userId: string; name: string; userType: string; password: string },
): Promise<void> {
  checkNewPassword(user.password);
  await insertUser(db, { ...user, passwordHash: await hashPassword(user.password) });
}

/**
 * Sets a new password, ends the user's sessions and tells the owner. From the shell every session
 * ends; from a session (`kept`, whose current password was just checked) every other one ends and
 * that one counts as confirmed now. Answers how many sessions ended.
 */
export async function setPassword(
  db: Db,
  user: { id: string; userId: string },
  password: string,
  now: Date,
  kept?: { sessionId: string; ip: string },
): Promise<number> {
  checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash, now);
    const ended = await deleteUserSessions(trx, user.id, kept?.sessionId);
    if (kept) await confirmSessionRow(trx, kept.sessionId, now);
    await notifySuccess(
      trx,
      NotificationAction.Edit,
      kept
        ? `Password of "${user.userId}" changed from ${kept.ip}; ${sessionCount(ended)} ended`
        : `Password of "${user.userId}" changed from the shell; every session ended`,
      now,
    );
    return ended;
  });
}

const currentPasswordWrong = () =>
  new AppError(400, ErrorCode.INVALID_CREDENTIALS, 'The current password is wrong', [
    { field: 'current_password', message: 'is wrong' },
  ]);

/**
 * The logged-in user changes their own password: the current one must be right (so a token left on
 * an open screen cannot take the account over: that check is this call's confirmation, so the
 * call stays as older clients send it), and every other session ends. A wrong current
 * password answers 400, not 401: the session itself is fine and goes on. Wrong ones are counted per
 * session like logins (login-throttle.ts): the 5th locks its password changes and tells the owner.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: { userId: string; sessionId: string; ip: string },
  currentPassword: string,
  newPassword: string,
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  await beginPasswordCheck(db, session.sessionId, now);
  let user: Awaited<ReturnType<typeof findUserById>>;
  let right: boolean;
  try {
    user = await findUserById(db, session.userId);
    right = user !== undefined && (await verifyPassword(user.password_hash, currentPassword));
  } catch (err) {
    await cancelPasswordCheck(db, session.sessionId);
    throw err;
  }
  if (!user || !right) {
    await recordPasswordFailure(
      db,
      { sessionId: session.sessionId, userId: user?.user_id ?? session.userId, ip: session.ip },
      now,
    );
    throw currentPasswordWrong();
  }
  await recordPasswordSuccess(db, session.sessionId);
  if (newPassword === currentPassword) {
    throw new AppError(
      400,
      ErrorCode.VALIDATION_ERROR,
      'The new password must differ from the current one',
      [{ field: 'new_password', message: 'is the current password' }],
    );
  }
  return setPassword(db, { id: user.id, userId: user.user_id }, newPassword, now, {
    sessionId: session.sessionId,
    ip: session.ip,
  });
}
