import { randomInt } from 'node:crypto';
import { apiPaths } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
let first: TestContext;
let second: TestContext;
beforeEach(async () => {
  first = await createTestContext({ API_RATE_LIMIT: '6', REDIS_URL });
  second = await createTestContext({ API_RATE_LIMIT: '6', REDIS_URL });
});
afterEach(async () => {
  await first.close();
  await second.close();
});

describe('API rate limit with Redis', () => {
  it('counts across instances', async () => {
    // An address of its own, so counts left in Redis by earlier runs do not matter.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const statuses: number[] = [];
    for (const ctx of [first, second, first, second, first, second, first]) {
      const res = await ctx.app.inject({ method: 'POST', url: apiPaths.nowPlaying, remoteAddress });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});
