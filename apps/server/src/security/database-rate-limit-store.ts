import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';
import { countInWindow } from '../db/window-counters.js';

type Incr = Parameters<FastifyRateLimitStore['incr']>[1];
/** What the plugin hands `child` at run time (its types leave `routeInfo` out). */
interface ChildOptions {
  routeInfo: { method?: string; url?: string };
  timeWindow: number;
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so every instance of
 * one PostgreSQL database counts together when there is no Redis. Fixed windows, like the plugin's
 * own stores; `child` (a route with limits of its own) keeps that route's keys apart.
 */
export function databaseRateLimitStore(db: Db, now: () => Date, windowMs: number) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    prefix = '';
    windowMs = windowMs;

    incr(key: string, done: Incr): void {
      const at = now();
      countInWindow(db, 'api_rate_limit', this.prefix + key, at, this.windowMs).then(
        ({ count, window_start }) =>
          done(null, {
            current: count,
            ttl: Math.max(0, window_start.getTime() + this.windowMs - at.getTime()),
          }),
        (error: Error) => done(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { routeInfo, timeWindow } = options as unknown as ChildOptions;
      const store = new DatabaseRateLimitStore();
      store.prefix = `${this.prefix}${routeInfo.method}${routeInfo.url}-`;
      store.windowMs = timeWindow;
      return store;
    }
  };
}
