import { apiPaths } from '@portfolio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestContext,
  expectStatus,
  OWNER,
  type TestContext,
  VIEWER,
} from '../../test/app.js';
import { notifications } from '../../test/content.js';
import { PAIR_FAILURES } from './login-throttle.js';

const OWNER_ADDRESS = '192.0.2.10';
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const login = (
  password: string,
  {
    ip = OWNER_ADDRESS,
    cookie,
    host = 'admin.localhost',
  }: { ip?: string; cookie?: string; host?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.login,
    remoteAddress: ip,
    headers: { host, ...(cookie ? { cookie } : {}) },
    payload: { user_id: OWNER.userId, password },
  });
/** The device cookie an answer sets, as the browser sends it back. */
const deviceCookie = (res: LightMyRequestResponse) => {
  const header = String(res.headers['set-cookie'] ?? '');
  return header.split(';')[0] ?? '';
};
/** 5 wrong passwords from each of 20 addresses: 100 failures, the account-wide limit. */
const attackFrom20Addresses = async () => {
  for (let a = 0; a < 20; a++) {
    for (let i = 0; i < PAIR_FAILURES; i++) {
      expectStatus(await login(`guess ${a}.${i}`, { ip: `198.51.100.${a}` }), 401);
    }
  }
};

/**
 * Up to 20 addresses locked out: 100 refused logins, each an argon2id verification of 19 MiB. That
 * is seconds of CPU on a quiet machine and many more on a busy one: the time a test may take
 * follows the work it does.
 */
const MANY_LOGINS_TIMEOUT = 120_000;

describe('the device cookie of a browser that logged in', { timeout: MANY_LOGINS_TIMEOUT }, () => {
  it('is HttpOnly, SameSite=Strict, for the login call only, on the admin host only', async () => {
    const res = await login(OWNER.password);
    expectStatus(res, 200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(
      /^portfolio_device=[\w-]{43}; Max-Age=15552000; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict$/,
    );
    expect(header).not.toMatch(/Domain|Secure/);
    expect(res.json()).toEqual({ access_token: expect.any(String) });

    const publicHost = await login(OWNER.password, { host: 'localhost' });
    expectStatus(publicHost, 200);
    expect(publicHost.headers['set-cookie']).toBeUndefined();
  });

  it('is Secure when the login came over TLS', async () => {
    await ctx.close();
    ctx = await createTestContext({ TRUST_PROXY: 'true', PUBLIC_ORIGIN: 'https://example.com' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      headers: { host: 'admin.example.com', 'x-forwarded-proto': 'https' },
      payload: { user_id: OWNER.userId, password: OWNER.password },
    });
    expectStatus(res, 200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure; SameSite=Strict$/);
  });

  it("lets the owner's known browser in after 20 addresses locked the account; an unknown one stays locked", async () => {
    const known = deviceCookie(await login(OWNER.password));
    await attackFrom20Addresses();
    expectStatus(await login(OWNER.password, { ip: '203.0.113.99' }), 429);

    const fromKnownBrowser = await login(OWNER.password, { cookie: known });
    expectStatus(fromKnownBrowser, 200);
    const renewed = deviceCookie(fromKnownBrowser);
    expect(renewed).not.toBe(known);
    // The renewed cookie is the one that counts now; the old one is an unknown browser's.
    expectStatus(await login(OWNER.password, { cookie: renewed, ip: '203.0.113.5' }), 200);
    expectStatus(await login(OWNER.password, { cookie: known }), 429);
  });

  it("counts the known browser's own failures alone: 5 lock that browser, not the address or the account", async () => {
    const known = deviceCookie(await login(OWNER.password));
    for (let i = 0; i < PAIR_FAILURES; i++) {
      expectStatus(await login(`typo ${i}`, { cookie: known }), 401);
    }
    expectStatus(await login(OWNER.password, { cookie: known }), 429);
    expectStatus(await login(OWNER.password), 200);
    const notes = await notifications(ctx, await ctx.openSession());
    expect(notes.filter((n) => n.status === 'Error').map((n) => n.notification_msg)).toEqual([
      `Login of "owner" from a browser that logged in before (now at ${OWNER_ADDRESS}) locked for 15 minutes after 5 failed attempts`,
    ]);
  });

  it('counts for nobody else: a forged cookie, or one of another user, is an unknown browser', async () => {
    const viewerCookie = deviceCookie(
      await ctx.app.inject({
        method: 'POST',
        url: apiPaths.auth.login,
        headers: { host: 'admin.localhost' },
        payload: { user_id: VIEWER.userId, password: VIEWER.password },
      }),
    );
    expect(viewerCookie).toMatch(/^portfolio_device=/);
    await attackFrom20Addresses();
    expectStatus(await login(OWNER.password, { cookie: viewerCookie }), 429);
    expectStatus(await login(OWNER.password, { cookie: 'portfolio_device=forged' }), 429);
  });
});
