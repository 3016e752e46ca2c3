import { ErrorCode, errorMessages, TOKEN_HEADER, USER_TYPE_ADMIN } from '@portfolio/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { findLiveSession, type SessionUser, touchSession } from './auth.repository.js';
import { hashToken, IDLE_TIMEOUT_MS, SEEN_WRITE_INTERVAL_MS } from './tokens.js';

const MAX_TOKEN_LENGTH = 200;

/** A token as sent, trimmed; nothing for an empty or overlong one. */
function cleanToken(token: string | undefined): string | undefined {
  const trimmed = token?.trim();
  return trimmed && trimmed.length <= MAX_TOKEN_LENGTH ? trimmed : undefined;
}

/** The token of a request: the spec's `access_token` header, or `Authorization: Bearer`. */
function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  let token = Array.isArray(header) ? header[0] : header;
  if (!token) {
    const authorization = request.headers.authorization;
    if (authorization?.startsWith('Bearer ')) token = authorization.slice('Bearer '.length);
  }
  return cleanToken(token);
}

/** The token the older client puts in getNotify's JSON body: `{"headers":{"access_token":"…"}}`. */
function readBodyToken(request: FastifyRequest): string | undefined {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('headers' in body)) return undefined;
  const { headers } = body;
  if (typeof headers !== 'object' || headers === null || !(TOKEN_HEADER in headers)) {
    return undefined;
  }
  const token: unknown = headers[TOKEN_HEADER];
  return typeof token === 'string' ? cleanToken(token) : undefined;
}

/** The live session behind a token, or null. Refreshes its idle timer now and then. */
async function resolveSession(
  request: FastifyRequest,
  token: string | undefined,
): Promise<SessionUser | null> {
  if (!token) return null;
  const { db, now: clock } = request.server.deps;
  const now = clock();
  const session = await findLiveSession(
    db,
    hashToken(token),
    now,
    new Date(now.getTime() - IDLE_TIMEOUT_MS),
  );
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= SEEN_WRITE_INTERVAL_MS) {
    await touchSession(db, session.sessionId, now);
  }
  return session;
}

const unauthorized = () => new AppError(401, ErrorCode.UNAUTHORIZED, errorMessages.unauthorized);

/** The session a guard has checked; only for routes behind requireSession or requireAdmin. */
export function currentSession(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The request's session from this token: 401 without a live one, 403 if `admin` and not Admin. */
async function admit(
  request: FastifyRequest,
  token: string | undefined,
  { admin }: { admin: boolean },
): Promise<void> {
  request.session = await resolveSession(request, token);
  if (!request.session) throw unauthorized();
  if (admin && request.session.user.user_type !== USER_TYPE_ADMIN) {
    throw new AppError(403, ErrorCode.FORBIDDEN, errorMessages.forbidden);
  }
}

/** onRequest hook: any logged-in user. 401 without a live token, before the body is read. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  await admit(request, readToken(request), { admin: false });
}

/** onRequest hook of every management route: 401 without a live token, 403 for a non-Admin user,
 * both before the body is read or checked. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await admit(request, readToken(request), { admin: true });
}

/**
 * preValidation hook of getNotify alone: the Admin guard, with the token of the header or, when
 * the header has none, of the JSON body, where the older client's Notifications screen sends it
 * (`{"headers":{"access_token":"…"}}`). It runs once the body is read, so the route keeps its body
 * small; 401 and 403 as requireAdmin.
 */
export async function requireAdminWithBodyToken(request: FastifyRequest): Promise<void> {
  await admit(request, readToken(request) ?? readBodyToken(request), { admin: true });
}

/** For public reads that show more to the Admin: true only for a live Admin token, never throws 401. */
export async function isAdminRequest(request: FastifyRequest): Promise<boolean> {
  const token = readToken(request);
  if (!token) return false;
  request.session = await resolveSession(request, token);
  return request.session?.user.user_type === USER_TYPE_ADMIN;
}
