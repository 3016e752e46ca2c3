import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  NotificationAction,
  RECOVERY_CODE_COUNT,
  type SecondFactorStatus,
  type TotpSetupResponse,
  type UserData,
} from '@portfolio/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import { deleteUserSessions } from './auth.repository.js';
import { type CallerSession, commitConfirmedChange, requireRecentConfirmation } from './reauth.js';
import {
  confirmTotp as confirmTotpRow,
  countRecoveryCodes,
  deleteTotp,
  findRequireSecondFactor,
  findTotp,
  putPendingTotp,
  replaceRecoveryCodes,
  setRequireSecondFactor,
  takeRecoveryCode,
  takeTotpStep,
} from './second-factor.repository.js';
import { hashToken } from './tokens.js';

/** A TOTP code is taken from the step before or after the current one too (clocks drift). */
const TOLERANCE_SECONDS = 30;

/** The RFC 6238 time step a valid code matched (TOTP results carry it; HOTP ones do not). */
const stepOf = (result: object): number => {
  if (!('timeStep' in result) || typeof result.timeStep !== 'number') {
    throw new Error('a TOTP verification answered no time step');
  }
  return result.timeStep;
};

/** The letters and digits of recovery codes: none that reads as another (no i, l, o, 0, 1). */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A recovery code: 10 characters drawn evenly from the 31 of the alphabet (49.5 bits), shown as
 * xxxxx-xxxxx. `randomInt` draws without modulo bias (it rejects the bytes that would favour some).
 */
export function newRecoveryCode(): string {
  const letters = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** A typed code as stored: lower case, without spaces or dashes. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const recoveryHash = (code: string) => hashToken(`recovery:${normalise(code)}`);

/**
 * Checks a TOTP code against the user's secret and takes its time step, so that a code taken once
 * (by this request or a parallel one) is never taken again. Answers the step, or nothing.
 */
async function takeTotpCode(
  db: Db,
  userId: string,
  totp: { secret: string; lastStep: number | null },
  code: string,
  now: Date,
): Promise<number | undefined> {
  const token = normalise(code);
  if (!/^[0-9]{6}$/.test(token)) return undefined;
  const result = await verify({
    secret: totp.secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(totp.lastStep === null ? {} : { afterTimeStep: totp.lastStep }),
  });
  if (!result.valid) return undefined;
  const step = stepOf(result);
  return (await takeTotpStep(db, userId, step)) ? step : undefined;
}

/**
 * The second step of a login: a TOTP code of the user's confirmed authenticator, or one of the
 * user's unused recovery codes (taken once). Answers what was used, or nothing when neither fits.
 */
export async function checkSecondFactor(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery code' | undefined> {
  const totp = await findTotp(db, userId);
  if (!totp?.confirmed) return undefined;
  if ((await takeTotpCode(db, userId, totp, code, now)) !== undefined) return 'totp';
  if (normalise(code).length === 10 && (await takeRecoveryCode(db, userId, recoveryHash(code)))) {
    return 'recovery code';
  }
  return undefined;
}

/** True when a password login of this user must give a second factor. */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  return (await findTotp(db, userId))?.confirmed === true;
}

/** True when the user asked that a password alone never signs in. */
export async function secondFactorRequired(db: Db, userId: string): Promise<boolean> {
  return findRequireSecondFactor(db, userId);
}

export async function secondFactorStatus(
  deps: Pick<AppDeps, 'db'>,
  user: UserData,
): Promise<SecondFactorStatus> {
  const { db } = deps;
  return {
    totp: await hasSecondFactor(db, user._id),
    recoveryCodesLeft: await countRecoveryCodes(db, user._id),
    required: await findRequireSecondFactor(db, user._id),
  };
}

/**
 * A new TOTP secret for the user to scan, not in use until a first code confirms it. The QR code
 * is drawn here, as an SVG: the secret never goes to a third party.
 */
export async function setupTotp(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  session: CallerSession,
): Promise<TotpSetupResponse> {
  const { db } = deps;
  requireRecentConfirmation(session, deps.now());
  const { user } = session;
  if (await hasSecondFactor(db, user._id)) {
    throw conflict('An authenticator app is set up already: remove it first');
  }
  const secret = generateSecret();
  await putPendingTotp(db, user._id, secret, deps.now());
  const uri = generateURI({
    issuer: new URL(deps.config.adminOrigin).hostname,
    label: user.user_id,
    secret,
  });
  // The QR code drawer loads with the first set-up, not with the server.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The first code of the scanned secret turns the TOTP on; ten recovery codes are made, answered
 * this once and stored only hashed. Every other session ends (one opened by a password alone
 * would not have passed the new second step), and the owner is told.
 */
export async function confirmTotp(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: CallerSession,
  code: string,
): Promise<{ recoveryCodes: string[]; otherSessionsEnded: number }> {
  const { db } = deps;
  const now = deps.now();
  requireRecentConfirmation(session, now);
  const { user } = session;
  const totp = await findTotp(db, user._id);
  if (!totp) throw conflict('Set up the authenticator app first');
  if (totp.confirmed) throw conflict('The authenticator app is confirmed already');
  const result = await verify({
    secret: totp.secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  if (!result.valid) {
    throw badRequest('The code is wrong: enter the one your app shows now', [
      { field: 'code', message: 'is not the code of the secret' },
    ]);
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const otherSessionsEnded = await db.transaction().execute(async (trx) => {
    await confirmTotpRow(trx, user._id, stepOf(result), now);
    await replaceRecoveryCodes(trx, user._id, codes.map(recoveryHash), now);
    const ended = await deleteUserSessions(trx, user._id, session.sessionId);
    await notifySuccess(
      trx,
      NotificationAction.Create,
      `Two-factor authentication (authenticator app) turned on for "${user.user_id}"; ${sessionCount(ended)} ended`,
      now,
    );
    return ended;
  });
  return { recoveryCodes: codes, otherSessionsEnded };
}

const sessionCount = (n: number) => (n === 1 ? '1 other session' : `${n} other sessions`);

/**
 * A new set of recovery codes for a confirmed authenticator app, shown this once: the codes of the
 * set before stop working, and the owner is told.
 */
export async function renewRecoveryCodes(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: CallerSession,
): Promise<{ recoveryCodes: string[] }> {
  const { user } = session;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await commitConfirmedChange(deps, session, async (trx, now) => {
    if (!(await hasSecondFactor(trx, user._id))) {
      throw conflict('Set up the authenticator app first');
    }
    await replaceRecoveryCodes(trx, user._id, codes.map(recoveryHash), now);
    return {
      action: NotificationAction.Edit,
      message: `New recovery codes for "${user.user_id}": the earlier ones no longer work`,
    };
  });
  return { recoveryCodes: codes };
}

/** Turns the TOTP off (refused while a second factor is required), and tells the owner. */
export async function removeTotp(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: CallerSession,
): Promise<void> {
  const { user } = session;
  await commitConfirmedChange(deps, session, async (trx, now) => {
    if (await findRequireSecondFactor(trx, user._id)) {
      throw conflict('A second factor is required: turn that setting off first');
    }
    const confirmed = await deleteTotp(trx, user._id);
    if (!confirmed) throw notFound('No authenticator app is set up');
    await replaceRecoveryCodes(trx, user._id, [], now);
    return {
      action: NotificationAction.Delete,
      message: `Two-factor authentication (authenticator app) turned off for "${user.user_id}"`,
    };
  });
}

/** Turns 'Require a second factor' on (only with an authenticator app set up) or off. */
export async function requireSecondFactor(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: CallerSession,
  required: boolean,
): Promise<SecondFactorStatus> {
  const { user } = session;
  await commitConfirmedChange(deps, session, async (trx) => {
    if (required && !(await hasSecondFactor(trx, user._id))) {
      throw conflict('Set up an authenticator app first');
    }
    await setRequireSecondFactor(trx, user._id, required);
    return {
      action: NotificationAction.Edit,
      message: required
        ? `A second factor is now required for every password login of "${user.user_id}"`
        : `A password alone may sign "${user.user_id}" in again`,
    };
  });
  return secondFactorStatus(deps, user);
}

/**
 * The authenticator, its recovery codes and the requirement go, and every session of the user
 * ends (inside the caller's transaction); answers how many sessions ended.
 */
export async function dropSecondFactor(db: Db, userId: string, now: Date): Promise<number> {
  await deleteTotp(db, userId);
  await replaceRecoveryCodes(db, userId, [], now);
  await setRequireSecondFactor(db, userId, false);
  return deleteUserSessions(db, userId);
}

/**
 * From the shell (`npm run owner -- reset-2fa`), for a lost authenticator: the TOTP, the recovery
 * codes and the requirement go, every session ends, and the owner is told.
 */
export async function resetSecondFactor(
  db: Db,
  user: { id: string; userId: string },
  now: Date,
): Promise<{ sessions: number }> {
  return db.transaction().execute(async (trx) => {
    const sessions = await dropSecondFactor(trx, user.id, now);
    await notifySuccess(
      trx,
      NotificationAction.Delete,
      `Two-factor authentication of "${user.userId}" reset from the shell; every session ended`,
      now,
    );
    return { sessions };
  });
}

export const secondFactorNeeded = () =>
  new AppError(
    401,
    ErrorCode.SECOND_FACTOR_REQUIRED,
    'Enter the code of your authenticator app, or a recovery code',
  );
