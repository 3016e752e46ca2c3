import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  errorMessages,
  ID_PATTERN,
  type PostPage,
  type PostPreviewLink,
  postPreviewPath,
} from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { postPageOf } from './blog.service.js';
import { findPostRow, findSigningSecret, signingSecret } from './posts.repository.js';

const PURPOSE = 'post-preview';
const HOUR_MS = 3600_000;
const ID = new RegExp(ID_PATTERN);
const TIME = /^[1-9][0-9]{0,14}$/;

/** The signature of a preview of a post until a time, with the site's preview key. */
const signatureOf = (secret: string, postId: string, expires: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${postId}.${expires}`).digest('base64url');

/**
 * A private link to a post as it is saved (a draft, to show a friend): `<id>.<expiry>.<HMAC>`,
 * signed with a key kept in the database, so every instance honours it and nothing is stored per
 * link. It works until it expires; deleting the post ends it too.
 */
export async function createPreviewLink(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  id: string,
  hours: number,
): Promise<PostPreviewLink> {
  if (!(await findPostRow(deps.db, id))) throw notFound(errorMessages.notFound('post'));
  const expires = String(deps.now().getTime() + hours * HOUR_MS);
  const secret = await signingSecret(
    deps.db,
    PURPOSE,
    randomBytes(32).toString('base64url'),
    deps.now(),
  );
  const token = `${id}.${expires}.${signatureOf(secret, id, expires)}`;
  return {
    url: deps.config.publicOrigin + postPreviewPath(token),
    expiresAt: new Date(Number(expires)).toISOString(),
  };
}

/**
 * The post a preview token shows, as it is saved now, or undefined: a token this site did not
 * sign, one that expired, or of a post since deleted.
 */
export async function findPreviewPage(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  token: string,
): Promise<PostPage | undefined> {
  const [id = '', expires = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID.test(id) || !TIME.test(expires)) return undefined;
  if (Number(expires) <= deps.now().getTime()) return undefined;
  // No key yet: no link was ever made, and a visitor's request writes nothing.
  const secret = await findSigningSecret(deps.db, PURPOSE);
  if (!secret) return undefined;
  const expected = Buffer.from(signatureOf(secret, id, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const row = await findPostRow(deps.db, id);
  return row ? { ...(await postPageOf(deps, row)), preview: true } : undefined;
}
