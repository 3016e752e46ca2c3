import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CONTACT_LIMITS,
  type ContactChallenge,
  type ContactPageData,
  type ContactSent,
  contactTexts,
  ErrorCode,
  type ErrorDetail,
  isPlainText,
  NotificationAction,
} from '@portfolio/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db/database.js';
import { countInWindow, forgetClosedWindows } from '../../db/window-counters.js';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import { readSettings } from '../settings/settings.service.js';
import {
  forgetExpiredChallenges,
  getContactSecret,
  insertOutboxMail,
  useChallenge,
} from './contact.repository.js';

/** How long a served form may wait before it is sent, and a challenge before it is solved. */
const FORM_MAX_AGE_MS = 2 * 3600_000;
const CHALLENGE_TTL_MS = 10 * 60_000;
const RATE_WINDOW_MS = 3600_000;
/** Messages per address and hour: with the proof-of-work solved, and without (no script). */
const RATE_LIMIT = { proofOfWork: 10, noScript: 3 } as const;

/** C0 controls and DEL (in a string: a literal control character in an expression is a lint error). */
const CONTROLS = '\\u0000-\\u001F\\u007F';
const CONTROL = new RegExp(`[${CONTROLS}]`, 'u');
/** One line of text: no control character at all, no noncharacter. */
const isOneLine = (value: string) => !CONTROL.test(value) && isPlainText(value);
/** An address alone: no display name, no white space or control character, one @, a dot after it. */
const ADDRESS_PART = `[^\\s@<>()[\\]\\\\,;:"${CONTROLS}]+`;
const EMAIL = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`, 'u');

const contactOff = () => notFound('The contact form is off');

const sign = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

/** The form's token: the time it was served, signed, so the fill time can be checked. */
function formToken(secret: string, now: Date): string {
  const issued = String(now.getTime());
  return `${issued}.${sign(secret, 'form', issued)}`;
}

/** When the form was served, if the token is one this site signed; throws otherwise. */
function formIssuedAt(secret: string, token: string): number {
  const [issued = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(secret, 'form', issued));
  const given = Buffer.from(signature);
  if (!/^\d{1,15}$/.test(issued) || given.length !== expected.length) {
    throw badRequest(contactTexts.badForm);
  }
  if (!timingSafeEqual(given, expected)) throw badRequest(contactTexts.badForm);
  return Number(issued);
}

/** The contact page's data: a fresh form token; undefined when the form is off (the page is a 404). */
export async function loadContactPage(
  deps: Pick<AppDeps, 'db' | 'now'>,
): Promise<ContactPageData | undefined> {
  if (!(await isContactOn(deps))) return undefined;
  const secret = await getContactSecret(deps.db, deps.now());
  return { formToken: formToken(secret, deps.now()) };
}

/** Whether the owner has the contact form on (site settings): its page, calls and footer link. */
export async function isContactOn(deps: Pick<AppDeps, 'db'>): Promise<boolean> {
  return (await readSettings(deps)).contactEnabled;
}

/** The secret that signs the form and the challenges; a 404 while the form is off. */
async function secretWhileOn(deps: Pick<AppDeps, 'db' | 'now'>): Promise<string> {
  if (!(await isContactOn(deps))) throw contactOff();
  return getContactSecret(deps.db, deps.now());
}

/** A new proof-of-work challenge for the page's script to solve (ALTCHA, SHA-256). */
export async function createContactChallenge(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
): Promise<ContactChallenge> {
  const secret = await secretWhileOn(deps);
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: Math.floor(Math.random() * deps.config.contact.powMax),
    deriveKey,
    expiresAt: new Date(deps.now().getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: sign(secret, 'altcha', 'challenge'),
    hmacKeySignatureSecret: sign(secret, 'altcha', 'key'),
  });
  return challenge as ContactChallenge;
}

export interface ContactFields {
  name: string;
  email: string;
  message: string;
  website?: string | undefined;
  formToken: string;
  altcha?: string | undefined;
}

/** The fields, trimmed, or a 400 naming each bad one. */
function checkFields(fields: ContactFields): { name: string; email: string; message: string } {
  const name = fields.name.trim();
  const email = fields.email.trim();
  const message = fields.message.trim();
  const details: ErrorDetail[] = [];
  if (!name) details.push({ field: 'name', message: 'is required' });
  else if (!isOneLine(name)) details.push({ field: 'name', message: contactTexts.lineBreak });
  else if ([...name].length > CONTACT_LIMITS.nameMax) {
    details.push({
      field: 'name',
      message: `must be at most ${CONTACT_LIMITS.nameMax} characters`,
    });
  }
  if (!isOneLine(email)) details.push({ field: 'email', message: contactTexts.lineBreak });
  else if (email.length > CONTACT_LIMITS.emailMax || !EMAIL.test(email)) {
    details.push({ field: 'email', message: contactTexts.invalidEmail });
  }
  if (!message) details.push({ field: 'message', message: 'is required' });
  else if (!isPlainText(message)) {
    details.push({ field: 'message', message: 'must not contain control characters' });
  } else if ([...message].length > CONTACT_LIMITS.messageMax) {
    details.push({
      field: 'message',
      message: `must be at most ${CONTACT_LIMITS.messageMax} characters`,
    });
  }
  if (details.length > 0) {
    throw badRequest(
      `Check the form: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`,
      details,
    );
  }
  return { name, email, message };
}

/** The solved challenge's signature and expiry, if the payload is a valid solution; throws otherwise. */
async function checkProofOfWork(
  secret: string,
  payload: string,
  now: Date,
): Promise<{ signature: string; expiresAt: Date }> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    throw badRequest(contactTexts.proofOfWork);
  }
  const { challenge, solution } = (decoded ?? {}) as {
    challenge?: ContactChallenge;
    solution?: { counter: number; derivedKey: string };
  };
  if (
    typeof challenge?.signature !== 'string' ||
    typeof challenge.parameters !== 'object' ||
    typeof challenge.parameters.expiresAt !== 'number' ||
    typeof solution?.counter !== 'number' ||
    typeof solution.derivedKey !== 'string'
  ) {
    throw badRequest(contactTexts.proofOfWork);
  }
  const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
  if (expiresAt <= now) throw badRequest(contactTexts.formExpired);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: sign(secret, 'altcha', 'challenge'),
    hmacKeySignatureSecret: sign(secret, 'altcha', 'key'),
  }).catch(() => undefined);
  if (!result?.verified) throw badRequest(contactTexts.proofOfWork);
  return { signature: challenge.signature, expiresAt };
}

/**
 * A visitor's message, checked in the order of what costs least: the fields, the honeypot, the
 * form's time, the proof-of-work (solved by the page's script; a form posted without script has
 * none and meets a stricter limit), the limit per address. Then one transaction marks the
 * challenge used, writes the notification with action Message and queues the mail: the message is
 * kept even if the mail never goes. Every refusal is a 4xx that stores and mails nothing.
 */
export async function sendContactMessage(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  fields: ContactFields,
  address: string,
): Promise<ContactSent> {
  const now = deps.now();
  const secret = await secretWhileOn(deps);
  const message = checkFields(fields);
  if (fields.website) throw badRequest(contactTexts.honeypot);

  const issuedAt = formIssuedAt(secret, fields.formToken);
  const age = now.getTime() - issuedAt;
  if (age > FORM_MAX_AGE_MS) throw badRequest(contactTexts.formExpired);
  if (age < deps.config.contact.minFillMs) throw badRequest(contactTexts.tooFast);

  const proof = fields.altcha ? await checkProofOfWork(secret, fields.altcha, now) : undefined;

  await forgetClosedWindows(deps.db, 'contact_throttle', new Date(now.getTime() - RATE_WINDOW_MS));
  const counted = await countInWindow(
    deps.db,
    'contact_throttle',
    sign(secret, 'address', address),
    now,
    RATE_WINDOW_MS,
  );
  if (counted.count > (proof ? RATE_LIMIT.proofOfWork : RATE_LIMIT.noScript)) {
    const retry = Math.ceil(
      (counted.window_start.getTime() + RATE_WINDOW_MS - now.getTime()) / 1000,
    );
    throw new AppError(429, ErrorCode.RATE_LIMITED, contactTexts.rateLimited, undefined, {
      'retry-after': String(Math.max(1, retry)),
    });
  }

  await deps.db.transaction().execute(async (trx) => {
    if (proof) {
      await forgetExpiredChallenges(trx, now);
      if (!(await useChallenge(trx, proof.signature, proof.expiresAt))) {
        throw new AppError(409, ErrorCode.CONFLICT, contactTexts.proofOfWorkUsed);
      }
    }
    await storeMessage(trx, message, now);
  });
  return { sent: true };
}

/** The owner's notification with action Message, and the mail to send, together. */
async function storeMessage(
  trx: Db,
  message: { name: string; email: string; message: string },
  now: Date,
): Promise<void> {
  await notifySuccess(
    trx,
    NotificationAction.Message,
    `Message from ${message.name} <${message.email}>: ${message.message}`,
    now,
  );
  await insertOutboxMail(trx, { id: newId(now.getTime()), ...message }, now);
}
