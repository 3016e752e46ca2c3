import { apiPaths, isAdminHostname } from '@portfolio/contract';
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie a browser gets when it logs in: it makes that browser one the login knows. */
const DEVICE_COOKIE = 'portfolio_device';
const MAX_TOKEN_LENGTH = 200;

/** The device cookie a login request carries, if any. */
export function readDeviceCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const token = parse(header)[DEVICE_COOKIE];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/**
 * Gives the browser its device cookie, on the admin host only (where the owner logs in): out of
 * scripts' reach, never sent from another site, sent back to the login call alone, over TLS only
 * when the request came over TLS, and kept as long as the device counts as known.
 */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
): void {
  if (!isAdminHostname(request.hostname)) return;
  reply.header(
    'set-cookie',
    serialize(DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: apiPaths.auth.login,
      maxAge: Math.floor(maxAgeMs / 1000),
    }),
  );
}
