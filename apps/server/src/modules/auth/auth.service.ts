import { ErrorCode } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import {
  deleteUserSessions,
  findUserById,
  findUserByUserId,
  insertSession,
  insertUser,
  updatePasswordHash,
} from './auth.repository.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password.js';
import { ABSOLUTE_TIMEOUT_MS, hashToken, newToken } from './tokens.js';

export const invalidCredentials = () =>
  new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'Invalid credentials');

/** Checks the credentials and opens a session. Wrong user and wrong password fail alike. */
export async function login(
  db: Db,
  userId: string,
  password: string,
  now: Date,
): Promise<{ token: string; userId: string }> {
  const user = await findUserByUserId(db, userId);
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok) throw invalidCredentials();
  const token = newToken();
  await insertSession(
    db,
    {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
    },
    now,
  );
  return { token, userId: user.id };
}

export function checkNewPassword(password: string): void {
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
 * password answers 400, not 401: the session itself is fine and goes on.
 */
export async function changePassword(
  db: Db,
  session: { userId: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
): Promise<number> {
  const user = await findUserById(db, session.userId);
  if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
    throw currentPasswordWrong();
  }
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
