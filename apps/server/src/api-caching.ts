import type { FastifyInstance } from 'fastify';

/**
 * API answers are never stored by a browser, proxy or CDN: they change with every edit, and some
 * depend on the access_token header, which shared caches do not key on. Media and hashed assets
 * carry their own immutable Cache-Control.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addSendStep((request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return undefined;
  });
}
