import {
  type ConfirmBody,
  type ConfirmMethods,
  type ConfirmResponse,
  ErrorCode,
  NotificationAction,
} from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import { confirmSessionRow, findUserById } from './auth.repository.js';
import {
  beginPasswordCheck,
  cancelPasswordCheck,
  recordPasswordFailure,
  recordPasswordSuccess,
} from './login-throttle.js';
import { listCredentialIds } from './passkeys.repository.js';
import { passkeyConfirms } from './passkeys.service.js';
import { verifyPassword } from './password.js';
import { type CallerSession, confirmedUntil } from './reauth.js';
import { countRecoveryCodes } from './second-factor.repository.js';
import { checkSecondFactor, hasSecondFactor } from './second-factor.service.js';

/** How the session can be confirmed now, and until when it is. */
export async function confirmMethods(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: CallerSession,
): Promise<ConfirmMethods> {
  const { db } = deps;
  const until = confirmedUntil(session.confirmedAt);
  return {
    password: true,
    passkey: (await listCredentialIds(db, session.user._id)).length > 0,
    code: await hasSecondFactor(db, session.user._id),
    confirmedUntil: until && until > deps.now() ? until.toISOString() : null,
  };
}

/** Not a schema refusal of one field: the body names none, or more than one, way to confirm. */
const oneWay = () =>
  new AppError(
    400,
    ErrorCode.BAD_REQUEST,
    'Confirm with one of: the password, a code, or a passkey',
  );

const wrong = (field: 'password' | 'code') =>
  new AppError(
    400,
    ErrorCode.INVALID_CREDENTIALS,
    field === 'password' ? 'The password is wrong' : 'The code is wrong',
    [{ field, message: 'is wrong' }],
  );

/**
 * Confirms the session ("sudo mode"): the password, a code of the authenticator app or a recovery
 * code (taken once) when the app is on, or a passkey of the user signing a challenge given for
 * this. The password and codes are counted with the current passwords of password changes, per
 * session (login-throttle.ts), before they are checked: the 5th wrong one locks both for 15
 * minutes and tells the owner, so a stolen token cannot guess the password here. A wrong answer is
 * a 400, never a 401: the session goes on. Answers until when changes go through.
 */
export async function confirmSession(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  session: CallerSession & { ip: string },
  body: ConfirmBody,
): Promise<ConfirmResponse> {
  const { db } = deps;
  const now = deps.now();
  const given = [body.password, body.code, body.response].filter((way) => way !== undefined);
  if (given.length !== 1) throw oneWay();
  if (body.response) {
    if (!(await passkeyConfirms(deps, session.user, body.response, now))) {
      throw new AppError(
        400,
        ErrorCode.INVALID_CREDENTIALS,
        'The passkey could not confirm it is you',
        [
          {
            field: 'response',
            message: 'is not a passkey of this account answering its challenge',
          },
        ],
      );
    }
  } else {
    const field = body.password === undefined ? 'code' : 'password';
    await beginPasswordCheck(db, session.sessionId, now);
    let right: boolean;
    let used: Awaited<ReturnType<typeof checkSecondFactor>>;
    try {
      if (body.password !== undefined) {
        const user = await findUserById(db, session.user._id);
        right = user !== undefined && (await verifyPassword(user.password_hash, body.password));
      } else {
        used = await checkSecondFactor(db, session.user._id, body.code ?? '', now);
        right = used !== undefined;
      }
    } catch (err) {
      await cancelPasswordCheck(db, session.sessionId);
      throw err;
    }
    if (!right) {
      await recordPasswordFailure(
        db,
        { sessionId: session.sessionId, userId: session.user.user_id, ip: session.ip },
        now,
        'confirmation',
      );
      throw wrong(field);
    }
    await recordPasswordSuccess(db, session.sessionId);
    if (used === 'recovery code') {
      await notifySuccess(
        db,
        NotificationAction.Login,
        `A recovery code of "${session.user.user_id}" confirmed a session from ${session.ip}; ${await countRecoveryCodes(db, session.user._id)} left`,
        now,
      );
    }
  }
  await confirmSessionRow(db, session.sessionId, now);
  return { confirmedUntil: (confirmedUntil(now) as Date).toISOString() };
}
