import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/** On every answer: no MIME sniffing, and a referrer policy that keeps our paths to ourselves. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** The security headers on every answer, and HSTS over TLS (directly or behind a trusted proxy). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addSendStep((request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return undefined;
  });
}
