import { apiPaths, ErrorCode } from '@portfolio/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, type TestContext } from '../test/app.js';
import { sourceWeb } from '../test/web.js';

// A page of another name that resolves to this server (DNS rebinding) must get nothing of the site.

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function site(env: Record<string, string>): Promise<TestContext> {
  ctx = await createTestContext(env, { web: sourceWeb });
  return ctx;
}

const get = (app: TestContext['app'], url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });

/** A page, an API call and a media file. */
const URLS = ['/', '/about', apiPaths.profile, '/media/images/x/1-a.webp'];

function expectMisdirected(res: Awaited<ReturnType<typeof get>>, host: string) {
  expectStatus(res, 421);
  expect(res.json()).toEqual({
    error:
      'This server does not answer for this host: its owner sets the names it answers with PUBLIC_ORIGIN and ADMIN_ORIGIN',
    code: ErrorCode.MISDIRECTED_REQUEST,
  });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.body).not.toContain(host);
}

describe('with PUBLIC_ORIGIN set', () => {
  const env = { PUBLIC_ORIGIN: 'https://example.com' };

  it('answers its host, the admin host and the loopback names, with any port', async () => {
    const { app } = await site(env);
    const hosts = [
      'example.com',
      'EXAMPLE.com.',
      'example.com:8443',
      'admin.example.com',
      'localhost:3000',
      'admin.localhost:5173',
      '127.0.0.1:9',
      '[::1]:80',
    ];
    for (const host of hosts) {
      for (const url of URLS) {
        expect((await get(app, url, { host })).statusCode, `${host}${url}`).not.toBe(421);
      }
    }
  });

  it('answers 421 in the error shape to any other host, on pages, the API and media', async () => {
    const { app } = await site(env);
    const hosts = ['evil.test', 'example.com.evil.test', 'admin.evil.test', 'www.example.com'];
    for (const host of hosts) {
      for (const url of URLS) expectMisdirected(await get(app, url, { host }), host);
      expectMisdirected(await get(app, '/no-such-page', { host }), host);
      const post = await app.inject({
        method: 'POST',
        url: apiPaths.auth.login,
        headers: { host },
      });
      expectMisdirected(post, host);
    }
  });

  it('answers /healthz for any host, for load balancers', async () => {
    const { app } = await site(env);
    expectStatus(await get(app, apiPaths.health, { host: '10.0.0.7:3000' }), 200);
  });

  it("answers ADMIN_ORIGIN's host when the admin lives elsewhere", async () => {
    const { app } = await site({ ...env, ADMIN_ORIGIN: 'https://admin.example.org' });
    expectStatus(await get(app, '/', { host: 'admin.example.org' }), 200);
  });

  const behindProxy = { host: '10.0.0.5:3000', 'x-forwarded-host': 'example.com' };
  const rebound = { host: 'example.com', 'x-forwarded-host': 'evil.test' };

  it('judges the name a trusted proxy forwards', async () => {
    const { app } = await site({ ...env, TRUST_PROXY: 'true' });
    expectStatus(await get(app, '/about', behindProxy), 200);
    expectMisdirected(await get(app, '/about', rebound), 'evil.test');
  });

  it('ignores a forwarded name from a client it does not trust', async () => {
    const { app } = await site(env);
    expectStatus(await get(app, '/about', rebound), 200);
    expectMisdirected(await get(app, '/about', behindProxy), '10.0.0.5');
  });
});

describe('without PUBLIC_ORIGIN (local use)', () => {
  it('answers localhost, admin.localhost and the loopback addresses, with any port', async () => {
    const { app } = await site({});
    for (const host of ['localhost', 'localhost:3000', 'admin.localhost:3000', '127.0.0.1:8080']) {
      expect((await get(app, '/', { host })).statusCode, host).toBe(200);
    }
    expectMisdirected(await get(app, '/about', { host: 'example.com' }), 'example.com');
  });
});
