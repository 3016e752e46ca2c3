import { ErrorCode } from '@portfolio/contract';
import { inject } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { testAppPerTest } from '../test/app.js';

const ctx = testAppPerTest();

describe('a request that reaches the app while it closes', () => {
  // A kept-alive connection can still carry a request after close() began. Fastify's own answer to
  // it would be its fixed 503 body without our headers; ours is the draining 503.
  it('gets our 503 in the error shape, with our headers', async () => {
    await ctx.app.close();
    const res = await inject(ctx.app.routing, { method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'The server is restarting; try again in a moment',
      code: ErrorCode.SERVICE_UNAVAILABLE,
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers.connection).toBe('close');
  });
});
