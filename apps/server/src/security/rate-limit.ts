import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@portfolio/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/**
 * A limit on API calls per address and minute that a visitor never meets (a page makes a handful),
 * but a script hammering the API does. Pages and media are not limited: they are cheap to serve.
 * With REDIS_URL the counters are shared by every instance; if Redis fails, requests still pass.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  let redis: import('ioredis').Redis | undefined;
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.redisUrl, {
      connectTimeout: 1_000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on('error', (err) => app.log.warn({ err }, 'rate limit: Redis is unreachable'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  // Only API routes count: pages and media get no rate-limit hook at all, not even a check.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimit,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'portfolio-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        ErrorCode.RATE_LIMITED,
        `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      ),
  });
}
