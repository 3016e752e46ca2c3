import { apiPaths, ErrorCode } from '@portfolio/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** A host name as the allowed ones are written: lower case, without the trailing dot of a FQDN. */
function normalHostname(hostname: string): string {
  const lower = hostname.toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

/** Says which settings name the site, for its owner who reached it by another name; not the names. */
const MISDIRECTED =
  'This server does not answer for this host: its owner sets the names it answers with PUBLIC_ORIGIN and ADMIN_ORIGIN';

/**
 * Answers only the site's own host names (config `allowedHosts`): a page of another name that
 * resolves to this server (DNS rebinding) gets 421 before anything else runs. The name is the one
 * the visitor used: `X-Forwarded-Host` from a trusted proxy, else `Host`. `/healthz` answers any
 * host, for load balancers that probe by address.
 */
export function registerHostCheck(app: FastifyInstance): void {
  const allowed = new Set(app.deps.config.allowedHosts);
  // Callback style: this runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, next) => {
    if (
      allowed.has(normalHostname(request.hostname)) ||
      request.routeOptions.url === apiPaths.health
    ) {
      return next();
    }
    next(new AppError(421, ErrorCode.MISDIRECTED_REQUEST, MISDIRECTED));
  });
}
