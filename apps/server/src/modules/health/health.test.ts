import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest } from '../../test/app.js';

const ctx = testAppPerTest();

describe('health and errors', () => {
  it('answers /healthz with 200 while the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expectStatus(res, 404);
    expect(res.json()).toEqual({ error: 'No route GET /api/nothing-here', code: 'NOT_FOUND' });
  });

  it('hides the cause of a 5xx: no message, stack or SQL', async () => {
    await ctx.db.schema.dropTable('sessions').execute();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user_id: 'owner', password: 'correct horse battery staple' },
    });
    expectStatus(res, 500);
    expect(res.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(res.body).not.toMatch(/sessions|insert|at \w+ \(|\.ts:/i);
  });

  it('answers 503 from /healthz when the database is gone', async () => {
    await ctx.database.handle.destroy();
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expectStatus(res, 503);
    expect(res.json()).toEqual({
      error: 'The database is not reachable',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
