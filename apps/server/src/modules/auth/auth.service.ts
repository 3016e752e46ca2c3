import { ErrorCode, errorMessages, type LoginResponse } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import {
  deleteDeadSessions,
  deleteSession,
  deleteUserSessions,
  findUserById,
  findUserByUserId,
  insertSession,
  insertUser,
  updatePasswordHash,
} from './auth.repository.js';
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
    },
    now,
  );
  return token;
}

/**
 * Checks the credentials and opens a session; answers its token and the user's row id. Wrong user
 * and wrong password fail alike.
 */
async function openSession(
  db: Db,
  userId: string,
  password: string,
  client: SignInClient,
  now: Date,
): Promise<{ token: string; userRowId: string }> {
  const user = await findUserByUserId(db, userId);
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok) throw invalidCredentials();
  return { token: await startSession(db, user.id, client, now), userRowId: user.id };
}

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

/**
 * A login, with the lockout around it (login-throttle.ts): an attempt is taken on the counters of
 * the login (the browser's own when its device cookie is one this user logged in from before; else
 * the user id from this address, and the user id from everywhere) before the password is checked,
 * refused with a 429 when one is locked or spent. Wrong credentials leave the attempt counted (the
 * failure that reaches a limit locks it and tells the owner); a fault gives it back; a success
 * clears the count, tells the owner, and gives the browser a new device cookie.
 */
export async function login(
  deps: Pick<AppDeps, 'db' | 'now'>,
  {
    userId,
    password,
    ip,
    userAgent,
    deviceToken,
  }: {
    userId: string;
    password: string;
    ip: string;
    userAgent?: string | undefined;
    deviceToken: string | undefined;
  },
): Promise<{ answer: LoginResponse; deviceToken: string }> {
  const { db } = deps;
  const now = deps.now();
  const attempt: LoginAttempt = {
    userId,
    ip,
    deviceId: await knownDevice(db, userId, deviceToken, now),
  };
  await beginLoginAttempt(db, attempt, now);
  const session = await openSession(
    db,
    userId,
    password,
    { ip, userAgent, method: 'password' },
    now,
  ).catch(async (err: unknown) => {
    if (err instanceof AppError && err.code === ErrorCode.INVALID_CREDENTIALS) {
      await recordLoginFailure(db, attempt, now);
    } else {
      await cancelLoginAttempt(db, attempt);
    }
    throw err;
  });
  await recordLoginSuccess(db, attempt, now);
  const newDeviceToken = newToken();
  if (attempt.deviceId) {
    await renewDevice(db, attempt.deviceId, hashToken(newDeviceToken), now);
  } else {
    await forgetDevices(db, new Date(now.getTime() - DEVICE_LIFETIME_MS));
    await insertDevice(db, session.userRowId, hashToken(newDeviceToken), now);
  }
  return { answer: { access_token: session.token }, deviceToken: newDeviceToken };
}

/** Ends one session: its token is revoked. */
export async function logout(deps: Pick<AppDeps, 'db'>, sessionId: string): Promise<void> {
  await deleteSession(deps.db, sessionId);
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
 * Sets a new password and ends the user's sessions (all, or all but the one kept). Answers how many
 * sessions ended.
 */
export async function setPassword(
  db: Db,
  id: string,
  password: string,
  keepSessionId?: string,
): Promise<number> {
  checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, id, passwordHash);
    return deleteUserSessions(trx, id, keepSessionId);
  });
}

const currentPasswordWrong = () =>
  new AppError(400, ErrorCode.INVALID_CREDENTIALS, 'The current password is wrong', [
    { field: 'current_password', message: 'is wrong' },
  ]);

/**
 * The logged-in user changes their own password: the current one must be right (so a token left on
 * an open screen cannot take the account over), and every other session ends. A wrong current
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
  return setPassword(db, user.id, newPassword, session.sessionId);
}
