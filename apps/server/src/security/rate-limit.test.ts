import { apiPaths } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { countInWindow, forgetClosedWindows } from '../db/window-counters.js';
import { expectStatus, testAppPerTest } from '../test/app.js';

const ctx = testAppPerTest({ API_RATE_LIMIT: '5' });

/** An API call that does work each time (kept public answers are not limited, see below). */
const call = (remoteAddress = '203.0.113.9') =>
  ctx.app.inject({ method: 'POST', url: apiPaths.nowPlaying, remoteAddress });
const get = (url: string, remoteAddress = '203.0.113.9') =>
  ctx.app.inject({ method: 'GET', url, remoteAddress });

describe('API rate limit', () => {
  it('answers 429 in the error shape past the limit, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expectStatus(await call(), 200);
    const limited = await call();
    expectStatus(limited, 429);
    expect(limited.json()).toEqual({
      error: 'Too many requests: try again in 60 seconds',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
  });

  it('counts each address apart, and leaves what is not the API alone', async () => {
    for (let i = 0; i < 6; i++) await call();
    expectStatus(await call('198.51.100.4'), 200);
    for (let i = 0; i < 10; i++) expectStatus(await get('/healthz'), 200);
  });

  it('leaves alone public answers kept in memory, which cost no more than counting them', async () => {
    expectStatus(await get(apiPaths.profile), 200);
    for (let i = 0; i < 4; i++) expectStatus(await call(), 200);
    expectStatus(await call(), 429);
    for (let i = 0; i < 10; i++) expectStatus(await get(apiPaths.profile), 200);
  });
});

describe('API rate limit across instances', () => {
  it('counts together on PostgreSQL, and apart on SQLite (one process per database file)', async () => {
    const second = await buildApp(ctx.app.deps);
    try {
      const statuses: number[] = [];
      for (const app of [ctx.app, second, ctx.app, second, ctx.app, second]) {
        const res = await app.inject({
          method: 'POST',
          url: apiPaths.nowPlaying,
          remoteAddress: '203.0.113.9',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual(
        ctx.app.deps.engine === 'postgres'
          ? [200, 200, 200, 200, 200, 429]
          : [200, 200, 200, 200, 200, 200],
      );
    } finally {
      await second.close();
    }
  });

  it('keeps counters in the database that start over when their minute has passed', async () => {
    const start = new Date('2026-01-01T00:00:00.000Z');
    expect((await countInWindow(ctx.db, 'api_rate_limit', 'a', start, 60_000)).count).toBe(1);
    const later = new Date(start.getTime() + 59_999);
    expect(await countInWindow(ctx.db, 'api_rate_limit', 'a', later, 60_000)).toEqual({
      count: 2,
      window_start: start,
    });
    expect((await countInWindow(ctx.db, 'api_rate_limit', 'b', later, 60_000)).count).toBe(1);
    const nextMinute = new Date(start.getTime() + 60_000);
    expect(await countInWindow(ctx.db, 'api_rate_limit', 'a', nextMinute, 60_000)).toEqual({
      count: 1,
      window_start: nextMinute,
    });
    await forgetClosedWindows(ctx.db, 'api_rate_limit', nextMinute);
    const left = await ctx.db.selectFrom('api_rate_limit').select('key').execute();
    expect(left).toEqual([{ key: 'a' }]);
  });
});
