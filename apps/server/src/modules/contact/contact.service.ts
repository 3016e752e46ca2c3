import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CONTACT_LIMITS,
  type ContactChallenge,
  type ContactPageData,
  type ContactSent,
  checkFormIn,
  contactTexts,
  contactTooLong,
  ENGLISH_SERVER_TEXTS,
  ErrorCode,
  type ErrorDetail,
  isPlainText,
  NotificationAction,
} from '@portfolio/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { countInWindow, forgetClosedWindows } from '../../db/window-counters.js';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { clientBlock } from '../../lib/client-block.js';
import { newId } from '../../lib/ids.js';
import { notifyError, notifyVisitorMessage } from '../notifications/notifications.service.js';
import { readSettings } from '../settings/settings.service.js';
import {
  forgetExpiredChallenges,
  forgetExpiredFormTokens,
  getContactSecret,
  insertOutboxMail,
  useChallenge,
  useFormToken,
} from './contact.repository.js';

/** How long a served form may wait before it is sent, and a challenge before it is solved. */
const FORM_MAX_AGE_MS = 2 * 3600_000;
const CHALLENGE_TTL_MS = 10 * 60_000;
const RATE_WINDOW_MS = 3600_000;
/** Messages per address (an IPv6 /64) and hour: with the proof-of-work, and without (no script). */
const RATE_LIMIT = { proofOfWork: 10, noScript: 3 } as const;
/** The counter of the messages of the hour from everyone (an address's key is a keyed hash). */
const SITE_HOUR_KEY = 'site:messages';

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

const FORM_NONCE = /^[A-Za-z0-9_-]{16}$/;

/**
 * The form's token: the time it was served and a nonce, signed, so that the fill time can be
 * checked and each served form sends one message.
 */
function formToken(secret: string, now: Date): string {
  const issued = `${now.getTime()}.${randomBytes(12).toString('base64url')}`;
  return `${issued}.${sign(secret, 'form', issued)}`;
}

/** When the form was served, if the token is one this site signed; throws otherwise. */
function formIssuedAt(secret: string, token: string): number {
  const [time = '', nonce = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(secret, 'form', `${time}.${nonce}`));
  const given = Buffer.from(signature);
  if (!/^\d{1,15}$/.test(time) || !FORM_NONCE.test(nonce) || given.length !== expected.length) {
    throw badRequest(contactTexts.badForm);
  }
  if (!timingSafeEqual(given, expected)) throw badRequest(contactTexts.badForm);
  return Number(time);
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
async function isContactOn(deps: Pick<AppDeps, 'db'>): Promise<boolean> {
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
  if (!name) details.push({ field: 'name', message: contactTexts.required });
  else if (!isOneLine(name)) details.push({ field: 'name', message: contactTexts.lineBreak });
  else if ([...name].length > CONTACT_LIMITS.nameMax) {
    details.push({
      field: 'name',
      message: contactTooLong(CONTACT_LIMITS.nameMax),
    });
  }
  if (!isOneLine(email)) details.push({ field: 'email', message: contactTexts.lineBreak });
  else if (email.length > CONTACT_LIMITS.emailMax || !EMAIL.test(email)) {
    details.push({ field: 'email', message: contactTexts.invalidEmail });
  }
  if (!message) details.push({ field: 'message', message: contactTexts.required });
  else if (!isPlainText(message)) {
    details.push({ field: 'message', message: contactTexts.controlCharacters });
  } else if ([...message].length > CONTACT_LIMITS.messageMax) {
    details.push({
      field: 'message',
      message: contactTooLong(CONTACT_LIMITS.messageMax),
    });
  }
  if (details.length > 0) {
    throw badRequest(checkFormIn(ENGLISH_SERVER_TEXTS, details), details);
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

/** Who sent a message, as the route saw the request. */
export interface ContactSender {
  /** The client's address (an IPv6 address is counted by its /64). */
  readonly address: string;
  /** The request's `Origin`, when it has one. */
  readonly origin: string | undefined;
  /** The origin the request was made to: a page of this site that posts to it has this one. */
  readonly ownOrigin: string;
  /**
   * The JSON call, which only the page's script makes: the proof-of-work is then required. The
   * page's form posted by a browser without script may come without it, under a stricter limit.
   */
  readonly byScript: boolean;
}

/**
 * Who sends a message: the client's address, the page it was sent from (`Origin`), the origin the
 * request was made to (behind a trusted proxy, the one the visitor used), and whether it came by
 * the JSON call (the page's script) or as the page's form.
 */
export function contactSender(request: FastifyRequest, byScript: boolean): ContactSender {
  const { origin } = request.headers;
  return {
    address: request.ip,
    origin: typeof origin === 'string' ? origin : undefined,
    ownOrigin: `${request.protocol}://${request.host}`,
    byScript,
  };
}

/**
 * A message sent from a page of another site is refused: a page elsewhere that posts the form
 * with a token it fetched would make every visitor's browser send a message. An `Origin` of this
 * site (the request's own, the configured ones) or none at all (an older browser's form post) is
 * taken; `null` (a sandboxed or privacy-stripped page) is another site.
 */
function checkOrigin(config: AppDeps['config'], sender: ContactSender): void {
  if (sender.origin === undefined) return;
  const ours = new Set([
    sender.ownOrigin,
    config.publicOrigin,
    config.adminOrigin,
    ...config.corsOrigins,
  ]);
  if (!ours.has(sender.origin)) {
    throw new AppError(403, ErrorCode.FORBIDDEN, contactTexts.foreignOrigin);
  }
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A visitor's message, checked in the order of what costs least: where it was sent from, the
 * fields, the honeypot, the form's time, the proof-of-work (solved by the page's script, and
 * required from it; a form posted without script has none and meets a stricter limit). Then one
 * transaction marks the challenge and the form used (each good once), counts the message against
 * the limit per address (an IPv6 /64), writes the notification with action Message and queues the
 * mail, or holds it past the site's hourly cap of mails (telling the owner once): the message is
 * kept even if the mail never goes. Every refusal is a 4xx that stores, counts and mails nothing.
 * Answers a token for the next message.
 */
export async function sendContactMessage(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  fields: ContactFields,
  sender: ContactSender,
): Promise<ContactSent> {
  const now = deps.now();
  const secret = await secretWhileOn(deps);
  checkOrigin(deps.config, sender);
  const message = checkFields(fields);
  if (fields.website) throw badRequest(contactTexts.honeypot);

  const issuedAt = formIssuedAt(secret, fields.formToken);
  const age = now.getTime() - issuedAt;
  if (age > FORM_MAX_AGE_MS) throw badRequest(contactTexts.formExpired);
  if (age < deps.config.contact.minFillMs) throw badRequest(contactTexts.tooFast);

  if (sender.byScript && !fields.altcha) throw badRequest(contactTexts.proofOfWork);
  const proof = fields.altcha ? await checkProofOfWork(secret, fields.altcha, now) : undefined;

  await forgetClosedWindows(deps.db, 'contact_throttle', new Date(now.getTime() - RATE_WINDOW_MS));
  // A refusal below rolls all of it back: the form, the challenge and the address's count.
  await deps.db.transaction().execute(async (trx) => {
    if (proof) {
      await forgetExpiredChallenges(trx, now);
      if (!(await useChallenge(trx, proof.signature, proof.expiresAt))) {
        throw new AppError(409, ErrorCode.CONFLICT, contactTexts.proofOfWorkUsed);
      }
    }
    await forgetExpiredFormTokens(trx, now);
    const formExpiresAt = new Date(issuedAt + FORM_MAX_AGE_MS);
    if (!(await useFormToken(trx, tokenHash(fields.formToken), formExpiresAt))) {
      throw new AppError(409, ErrorCode.CONFLICT, contactTexts.formUsed);
    }
    await countAddress(
      trx,
      sign(secret, 'address', clientBlock(sender.address)),
      proof ? RATE_LIMIT.proofOfWork : RATE_LIMIT.noScript,
      now,
    );
    const hour = await countInWindow(trx, 'contact_throttle', SITE_HOUR_KEY, now, RATE_WINDOW_MS);
    const cap = deps.config.contact.mailsPerHour;
    await storeMessage(trx, message, hour.count > cap ? 'held' : 'pending', now);
    if (hour.count === cap + 1) await tellMailsHeld(trx, cap, hour.window_start, now);
  });
  return { sent: true, formToken: formToken(secret, now) };
}

/** Counts a message of an address (its keyed hash) in the hour; a 429 past `limit`. */
async function countAddress(trx: Db, key: string, limit: number, now: Date): Promise<void> {
  const counted = await countInWindow(trx, 'contact_throttle', key, now, RATE_WINDOW_MS);
  if (counted.count <= limit) return;
  const retry = Math.ceil((counted.window_start.getTime() + RATE_WINDOW_MS - now.getTime()) / 1000);
  throw new AppError(429, ErrorCode.RATE_LIMITED, contactTexts.rateLimited, undefined, {
    'retry-after': String(Math.max(1, retry)),
  });
}

/** The owner's notification with action Message, and the mail to send (or to hold), together. */
async function storeMessage(
  trx: Db,
  message: { name: string; email: string; message: string },
  mail: 'pending' | 'held',
  now: Date,
): Promise<void> {
  await notifyVisitorMessage(
    trx,
    `Message from ${message.name} <${message.email}>: ${message.message}`,
    message.email,
    now,
  );
  await insertOutboxMail(trx, { id: newId(now.getTime()), ...message }, mail, now);
}

const clock = (time: Date) => time.toISOString().slice(11, 16);

/** The first message past the hourly cap: the owner is told, once for the hour, why mail stops. */
async function tellMailsHeld(trx: Db, cap: number, since: Date, now: Date): Promise<void> {
  const until = new Date(since.getTime() + RATE_WINDOW_MS);
  await notifyError(
    trx,
    NotificationAction.Message,
    `More than ${cap} contact messages since ${clock(since)} UTC: the ones until ${clock(until)} UTC are kept here but not mailed (CONTACT_MAILS_PER_HOUR)`,
    now,
  );
}
