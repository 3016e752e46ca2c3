import {
  ErrorCode,
  errorMessages,
  type LoginResponse,
  NotificationAction,
  type Passkey,
  type PasskeyLoginBody,
  type PasskeyRegisterBody,
  type UserData,
  type WebAuthnOptions,
} from '@portfolio/contract';
import type { AuthenticatorTransport } from '@simplewebauthn/server';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { clientBlock } from '../../lib/client-block.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import { deleteUserSessions, findUserById } from './auth.repository.js';
import { type SignInClient, startSession } from './auth.service.js';
import {
  type ChallengePurpose,
  deleteExpiredChallenges,
  forgetOlderChallenges,
  insertChallenge,
  takeChallenge,
} from './challenges.repository.js';
import {
  deleteAllPasskeys,
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  listCredentialIds,
  listPasskeys,
  recordPasskeyUse,
  type StoredPasskey,
} from './passkeys.repository.js';
import { type CallerSession, commitConfirmedChange, requireRecentConfirmation } from './reauth.js';
import { hashToken } from './tokens.js';

/** @simplewebauthn loads with the first passkey call, not with the server (idle memory). */
const webAuthn = () => import('@simplewebauthn/server');
const webAuthnHelpers = () => import('@simplewebauthn/server/helpers');

/** A WebAuthn ceremony must end within this long of its options. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/**
 * Sign-in challenges one address (an IPv6 /64) holds: anyone may ask for them, so a flood of asks
 * must not grow the table. The newest are kept; a person with a few tabs open needs far fewer.
 */
export const LOGIN_CHALLENGES_PER_CLIENT = 10;

/**
 * The relying party: the admin origin's host name is its id (so a passkey made there works only
 * there), and only answers made on the admin origin count.
 */
function relyingParty(config: Pick<Config, 'adminOrigin'>): { id: string; origin: string } {
  const url = new URL(config.adminOrigin);
  return { id: url.hostname, origin: url.origin };
}

/**
 * Keeps the challenge of new options (by its SHA-256), after forgetting the expired ones; for a
 * `client` (who asked, when anyone may), only its newest few are kept.
 */
async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
  client?: string,
): Promise<void> {
  await deleteExpiredChallenges(db, now);
  const id = hashToken(challenge);
  await insertChallenge(
    db,
    { id, purpose, userId, expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS), client },
    now,
  );
  if (client) await forgetOlderChallenges(db, purpose, client, LOGIN_CHALLENGES_PER_CLIENT, id);
}

/** The challenge a browser's answer signed, read from its client data; nothing if unreadable. */
async function challengeOf(clientDataJSON: string): Promise<string | undefined> {
  const { decodeClientDataJSON } = await webAuthnHelpers();
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the challenge an answer signed, once: nothing when unknown, expired, used or for another call. */
async function takeSignedChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ challenge: string; userId: string | null } | undefined> {
  const challenge = await challengeOf(clientDataJSON);
  if (!challenge) return undefined;
  const taken = await takeChallenge(db, hashToken(challenge), purpose, now);
  return taken ? { challenge, userId: taken.userId } : undefined;
}

export async function passkeysOf(deps: Pick<AppDeps, 'db'>, user: UserData): Promise<Passkey[]> {
  return listPasskeys(deps.db, user._id);
}

/**
 * Options to create a passkey for the logged-in user: a discoverable credential (so the login
 * needs no user id), none the user already has.
 */
export async function passkeyRegistrationOptions(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  session: CallerSession,
): Promise<WebAuthnOptions> {
  const now = deps.now();
  requireRecentConfirmation(session, now);
  const { user } = session;
  const rp = relyingParty(deps.config);
  const existing = await listCredentialIds(deps.db, user._id);
  const [{ generateRegistrationOptions }, { isoBase64URL }] = await Promise.all([
    webAuthn(),
    webAuthnHelpers(),
  ]);
  const options = await generateRegistrationOptions({
    rpName: rp.id,
    rpID: rp.id,
    userName: user.user_id,
    userDisplayName: user.name,
    userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(user._id)),
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({
      id: credential.id,
      transports: credential.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(deps.db, options.challenge, 'passkey-register', user._id, now);
  return { ...options };
}

const registrationRefused = (message: string) =>
  badRequest(message, [{ field: 'response', message: 'is not a passkey this call can take' }]);

/**
 * Stores the passkey the browser created from this user's options, under the owner's name for it,
 * and tells the owner. The session must have been confirmed within the last minutes.
 */
export async function registerPasskey(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  session: CallerSession,
  body: PasskeyRegisterBody,
): Promise<Passkey> {
  const { db } = deps;
  const now = deps.now();
  requireRecentConfirmation(session, now);
  const { user } = session;
  const name = body.name.trim();
  if (!name) {
    throw badRequest('Name the passkey', [{ field: 'name', message: 'must not be blank' }]);
  }
  const taken = await takeSignedChallenge(
    db,
    body.response.response.clientDataJSON,
    'passkey-register',
    now,
  );
  if (!taken || taken.userId !== user._id) {
    throw registrationRefused('The passkey request expired or was already used: try again');
  }
  const rp = relyingParty(deps.config);
  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await Promise.all([
    webAuthn(),
    webAuthnHelpers(),
  ]);
  const verification = await verifyRegistrationResponse({
    response: body.response,
    expectedChallenge: taken.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) {
    throw registrationRefused('The browser answered with a passkey that could not be checked');
  }
  const { credential } = verification.registrationInfo;
  if (await findPasskeyByCredentialId(db, credential.id)) {
    throw conflict('This passkey is already registered');
  }
  const stored = db.transaction().execute(async (trx) => {
    const passkey = await insertPasskey(
      trx,
      {
        userId: user._id,
        name,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? body.response.response.transports ?? [],
      },
      now,
    );
    await notifySuccess(
      trx,
      NotificationAction.Create,
      `Passkey "${name}" added for "${user.user_id}"`,
      now,
    );
    return passkey;
  });
  // Two registrations of one credential at once: the unique index lets one in.
  return stored.catch((err: unknown) => {
    throw isUniqueViolation(err) ? conflict('This passkey is already registered') : err;
  });
}

/** Removes one of the logged-in user's passkeys (the session confirmed lately), and tells the owner. */
export async function removePasskey(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: CallerSession,
  id: string,
): Promise<void> {
  const { user } = session;
  await commitConfirmedChange(deps, session, async (trx) => {
    const name = await deletePasskey(trx, user._id, id);
    if (name === undefined) throw notFound(errorMessages.notFound('passkey'));
    return {
      action: NotificationAction.Delete,
      message: `Passkey "${name}" removed from "${user.user_id}"`,
    };
  });
}

/**
 * Options to sign in with a passkey: a challenge, any discoverable passkey of this site. Anyone
 * may ask, from `address`: it keeps its newest few challenges.
 */
export async function passkeyLoginOptions(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  address: string,
): Promise<WebAuthnOptions> {
  const now = deps.now();
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_MS,
  });
  await keepChallenge(deps.db, options.challenge, 'passkey-login', null, now, clientBlock(address));
  return { ...options };
}

const passkeyRefused = () =>
  new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'The passkey could not sign you in');

/**
 * A passkey's answer to a challenge of this purpose: the challenge must be one of ours, live and
 * unused; the signature must check with a stored passkey, verified by the user. Answers the
 * passkey, its new counter and whom the challenge was given to, or nothing.
 */
async function checkAssertion(
  deps: Pick<AppDeps, 'db' | 'config'>,
  response: PasskeyLoginBody['response'],
  purpose: ChallengePurpose,
  now: Date,
): Promise<
  { passkey: StoredPasskey; newCounter: number; challengeUserId: string | null } | undefined
> {
  const { db } = deps;
  const taken = await takeSignedChallenge(db, response.response.clientDataJSON, purpose, now);
  if (!taken) return undefined;
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey) return undefined;
  const rp = relyingParty(deps.config);
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([
    webAuthn(),
    webAuthnHelpers(),
  ]);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: taken.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  return {
    passkey,
    newCounter: verification.authenticationInfo.newCounter,
    challengeUserId: taken.userId,
  };
}

/**
 * Signs in with a passkey: the challenge it signed must be one of ours, live and unused; the
 * signature must check with a stored passkey, verified by the user. Answers the token as the
 * password login does. The password lockout is not asked: nobody's password guesses can keep the
 * owner's passkey out.
 */
export async function passkeyLogin(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  body: PasskeyLoginBody,
  client: Omit<SignInClient, 'method'>,
): Promise<LoginResponse> {
  const { db } = deps;
  const now = deps.now();
  const checked = await checkAssertion(deps, body.response, 'passkey-login', now);
  if (!checked) throw passkeyRefused();
  const { passkey } = checked;
  const user = await findUserById(db, passkey.userId);
  if (!user) throw passkeyRefused();
  return db.transaction().execute(async (trx) => {
    await recordPasskeyUse(trx, passkey.id, checked.newCounter, now);
    const token = await startSession(trx, user.id, { ...client, method: 'passkey' }, now);
    await notifySuccess(
      trx,
      NotificationAction.Login,
      `Logged in as "${user.user_id}" with the passkey "${passkey.name}" from ${client.ip}`,
      now,
    );
    return { access_token: token };
  });
}

/**
 * Options to confirm a session with one of its user's passkeys: a challenge given to that user,
 * naming the user's passkeys.
 */
export async function passkeyConfirmationOptions(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  user: UserData,
): Promise<WebAuthnOptions> {
  const now = deps.now();
  const existing = await listCredentialIds(deps.db, user._id);
  if (existing.length === 0) throw notFound('This account has no passkey');
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_MS,
    allowCredentials: existing.map((credential) => ({
      id: credential.id,
      transports: credential.transports as AuthenticatorTransport[],
    })),
  });
  await keepChallenge(deps.db, options.challenge, 'passkey-confirm', user._id, now);
  return { ...options };
}

/**
 * True when the answer is one of this user's passkeys signing a confirmation challenge given to
 * this user; the passkey's use is recorded.
 */
export async function passkeyConfirms(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: UserData,
  response: PasskeyLoginBody['response'],
  now: Date,
): Promise<boolean> {
  const checked = await checkAssertion(deps, response, 'passkey-confirm', now);
  if (!checked || checked.challengeUserId !== user._id || checked.passkey.userId !== user._id) {
    return false;
  }
  await recordPasskeyUse(deps.db, checked.passkey.id, checked.newCounter, now);
  return true;
}

/**
 * From the shell (`npm run owner -- remove-passkeys`), for a lost or stolen device: every passkey
 * of the user goes, every session ends, and the owner is told. Answers how many passkeys went.
 */
export async function removeAllPasskeys(
  db: Db,
  user: { id: string; userId: string },
  now: Date,
): Promise<{ passkeys: number; sessions: number }> {
  return db.transaction().execute(async (trx) => {
    const passkeys = await deleteAllPasskeys(trx, user.id);
    const sessions = await deleteUserSessions(trx, user.id);
    await notifySuccess(
      trx,
      NotificationAction.Delete,
      `${passkeys === 1 ? '1 passkey' : `${passkeys} passkeys`} of "${user.userId}" removed from the shell; every session ended`,
      now,
    );
    return { passkeys, sessions };
  });
}
