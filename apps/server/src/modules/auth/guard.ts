import { ErrorCode, errorMessages, TOKEN_HEADER, USER_TYPE_ADMIN } from '@portfolio/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { findLiveSession, type SessionUser, touchSession } from './auth.repository.js';
import { hashToken, IDLE_TIMEOUT_MS, SEEN_WRITE_INTERVAL_MS } from './tokens.js';

const MAX_TOKEN_LENGTH = 200;

/** The token of a request: the spec's `access_token` header, or `Authorization: Bearer`. */
function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  let token = Array.isArray(header) ? header[0] : header;
  if (!token) {
    const authorization = request.headers.authorization;
    if (authorization?.startsWith('Bearer ')) token = authorization.slice('Bearer '.length);
  }
  token = token?.trim();
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** The live session behind the request's token, or null. Refreshes its idle timer now and then. */
async function resolveSession(request: FastifyRequest): Promise<SessionUser | null> {
  const token = readToken(request);
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

/** onRequest hook: any logged-in user. 401 without a live token, before the body is read. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  request.session = await resolveSession(request);
  if (!request.session) throw unauthorized();
}

/** onRequest hook of every management route: 401 without a live token, 403 for a non-Admin user,
 * both before the body is read or checked. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireSession(request);
  if (request.session?.user.user_type !== USER_TYPE_ADMIN) {
    throw new AppError(403, ErrorCode.FORBIDDEN, errorMessages.forbidden);
  }
}

/** For public reads that show more to the Admin: true only for a live Admin token, never throws 401. */
export async function isAdminRequest(request: FastifyRequest): Promise<boolean> {
  if (!readToken(request)) return false;
  request.session = await resolveSession(request);
  return request.session?.user.user_type === USER_TYPE_ADMIN;
}
