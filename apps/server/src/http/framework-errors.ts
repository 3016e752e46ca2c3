import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config.js';
import { sendError } from './error-handler.js';
import { type TrustFunction, trustFunction } from './trust-proxy.js';

/** The protocol a trusted proxy forwarded (its last entry, as Fastify reads it), if any. */
function forwardedProtocol(request: FastifyRequest, trusted: TrustFunction): string | undefined {
  const forwarded = request.headers['x-forwarded-proto'];
  const address = request.raw.socket?.remoteAddress;
  if (typeof forwarded !== 'string' || !address || !trusted(address, 0)) return undefined;
  return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any route is found (a URL it cannot decode,
 * a parameter over its length), answered like every other error. Its own answer echoes the raw URL
 * and has none of our headers: these requests run no hooks, so the send steps (security headers,
 * no-store) run here. Fastify also builds them without the app's trust in its proxy, so the
 * protocol a trusted proxy forwards (for HSTS) is read here the way Fastify reads it.
 */
export function frameworkErrorHandler(trust: TrustProxy) {
  const trusted = trustFunction(trust);
  return async (
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> => {
    const protocol = forwardedProtocol(request, trusted);
    if (protocol) Object.defineProperty(request, 'protocol', { value: protocol });
    await request.server.runSendSteps(request, reply, undefined);
    sendError(error, request, reply);
  };
}
