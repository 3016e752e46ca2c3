import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/app.js';

let ctx: TestContext;
afterEach(() => ctx.close());

describe('security headers', () => {
  it('go on every kind of answer: API, error, health', async () => {
    ctx = await createTestContext();
    for (const url of ['/api/profile', '/api/nothing', '/healthz', '/media/images/x/1-a.webp']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS behind a trusted proxy that terminated TLS', async () => {
    ctx = await createTestContext({ TRUST_PROXY: 'true' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignore a forwarded protocol from an untrusted client', async () => {
    ctx = await createTestContext();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
