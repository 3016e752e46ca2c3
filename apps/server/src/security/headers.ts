import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries: no MIME sniffing, a referrer policy that keeps paths to ourselves,
 * and, over TLS (directly or behind a trusted proxy), HSTS.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addSendStep((request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return undefined;
  });
}
