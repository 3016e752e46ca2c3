import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@portfolio/contract';
import type { FastifyInstance } from 'fastify';
import { forgetClosedWindows } from '../db/window-counters.js';
import { AppError } from '../errors.js';
import { databaseRateLimitStore } from './database-rate-limit-store.js';

const WINDOW_MS = 60_000;

/** Where the counters live: Redis when configured, else the database when it is PostgreSQL. */
async function sharedStore(app: FastifyInstance) {
  const { config, db, engine, now } = app.deps;
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, {
      connectTimeout: 1_000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on('error', (err) => app.log.warn({ err }, 'rate limit: Redis is unreachable'));
    app.addHook('onClose', async () => redis.disconnect());
    return { redis, nameSpace: 'portfolio-rate-limit:' };
  }
  if (engine === 'postgres') {
    const sweep = setInterval(() => {
      forgetClosedWindows(db, 'api_rate_limit', new Date(now().getTime() - WINDOW_MS)).catch(
        (err) => app.log.warn({ err }, 'rate limit: could not remove closed windows'),
      );
    }, WINDOW_MS).unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    return { store: databaseRateLimitStore(db, now, WINDOW_MS) };
  }
  return {};
}

/**
 * A limit on API calls per address and minute that a visitor never meets (a page makes a handful),
 * but a script hammering the API does. Pages and not-found answers have a limit of their own
 * (page-rate-limit.ts); media are not limited: they are cheap to serve.
 * The counters are shared by every instance: in Redis with REDIS_URL, else in PostgreSQL; a SQLite
 * site is one process and counts in memory. If the shared store fails, requests still pass.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const store = await sharedStore(app);
  // Only API routes count here: pages and media get no hook of this plugin, not even a check.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimit,
    timeWindow: WINDOW_MS,
    ...store,
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        ErrorCode.RATE_LIMITED,
        `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      ),
  });
}
