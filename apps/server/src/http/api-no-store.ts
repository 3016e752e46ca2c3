import type { FastifyInstance } from 'fastify';

/**
 * API answers are not stored by a browser, proxy or CDN: they change with every edit, and some
 * depend on the access_token header, which shared caches do not key on. A route that is the same
 * for everyone sets its own Cache-Control (the contribution calendar: 10 minutes); media and
 * hashed assets carry their own immutable one.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addSendStep((request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return undefined;
  });
}
