import { apiPaths } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectStatus, OWNER, testAppPerTest, VIEWER } from '../../test/app.js';
import { requireAdmin } from './guard.js';
import * as password from './password.js';
import { ABSOLUTE_TIMEOUT_MS, hashToken, IDLE_TIMEOUT_MS } from './tokens.js';

const ADMIN_ONLY = '/test/admin-only';
const ctx = testAppPerTest();

beforeEach(() => {
  ctx.app.get(ADMIN_ONLY, { onRequest: requireAdmin }, async () => ({ ok: true }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const userdata = (token: string) =>
  ctx.app.inject({ method: 'GET', url: apiPaths.auth.userdata, headers: ctx.auth(token) });

/** A login whose body is sent as it is, under this content type. */
const rawLogin = (contentType: string, payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.login,
    headers: { 'content-type': contentType },
    payload,
  });

describe('login', () => {
  it('answers a 256-bit token and stores only its SHA-256', async () => {
    const token = await ctx.login();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const sessions = await ctx.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      payload: { user_id: OWNER.userId, password: 'not the password' },
    });
    const unknownUser = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      payload: { user_id: 'nobody', password: OWNER.password },
    });
    for (const res of [wrongPassword, unknownUser]) {
      expectStatus(res, 401);
      expect(res.json()).toEqual({ error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    }
    expect(await ctx.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it.each([
    ['a missing password', { user_id: 'owner' }, 'password'],
    ['a numeric user id', { user_id: 42, password: 'x' }, 'user_id'],
    ['an empty user id', { user_id: '', password: 'x' }, 'user_id'],
    ['an extra-long user id', { user_id: 'u'.repeat(101), password: 'x' }, 'user_id'],
    ['an extra-long password', { user_id: 'owner', password: 'p'.repeat(1025) }, 'password'],
  ])('refuses %s with 400 naming the field', async (_name, payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url: apiPaths.auth.login, payload });
    expectStatus(res, 400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('lists every bad field at once', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: apiPaths.auth.login, payload: {} });
    expectStatus(res, 400);
    expect(res.json().details).toEqual([
      { field: 'user_id', message: 'is required' },
      { field: 'password', message: 'is required' },
    ]);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await rawLogin('application/json', '{"user_id": "owner", ');
    expectStatus(res, 400);
    expect(res.json()).toEqual({ error: 'The body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('refuses a wrong content type with 415', async () => {
    const res = await rawLogin('text/plain', 'user_id=owner');
    expectStatus(res, 415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a 10 MB body with 413 before reading it as credentials', async () => {
    const res = await rawLogin(
      'application/json',
      JSON.stringify({ user_id: 'owner', password: 'x'.repeat(10 * 1024 * 1024) }),
    );
    expectStatus(res, 413);
    expect(res.json()).toEqual({
      error: 'The request body is too large',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await ctx.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('refuses right credentials padded to 100 kB with 413, under the app-wide 1 MB limit', async () => {
    const verify = vi.spyOn(password, 'verifyPassword');
    const credentials = JSON.stringify({ user_id: OWNER.userId, password: OWNER.password });
    const res = await rawLogin('application/json', credentials + ' '.repeat(100 * 1024));
    expectStatus(res, 413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(verify).not.toHaveBeenCalled();
    expect(await ctx.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });
});

describe('userdata and logout', () => {
  it('answers the user data of the token', async () => {
    const res = await userdata(await ctx.login());
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      user_id: OWNER.userId,
      name: 'Owner',
      user_type: 'Admin',
    });
  });

  it('answers 401 without a token, with a malformed one, and with an unknown one', async () => {
    const noToken = await ctx.app.inject({ method: 'GET', url: apiPaths.auth.userdata });
    expectStatus(noToken, 401);
    expect(noToken.json().code).toBe('UNAUTHORIZED');
    expectStatus(await userdata('x'.repeat(5000)), 401);
    expectStatus(await userdata('not-a-token'), 401);
  });

  it('accepts the token as a Bearer authorization too', async () => {
    const token = await ctx.login();
    const res = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.auth.userdata,
      headers: { authorization: `Bearer ${token}` },
    });
    expectStatus(res, 200);
  });

  it('revokes the token on logout', async () => {
    const token = await ctx.login();
    const other = await ctx.login();
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.logout,
      headers: ctx.auth(token),
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ loggedOut: true });
    expectStatus(await userdata(token), 401);
    expectStatus(await userdata(other), 200);
  });
});

describe('expiry', () => {
  it('ends a session idle for 24 hours', async () => {
    const token = await ctx.login();
    ctx.clock.advance(IDLE_TIMEOUT_MS - 60_000);
    expectStatus(await userdata(token), 200);
    ctx.clock.advance(IDLE_TIMEOUT_MS - 60_000);
    expectStatus(await userdata(token), 200);
    ctx.clock.advance(IDLE_TIMEOUT_MS + 1);
    expectStatus(await userdata(token), 401);
  });

  it('ends an active session after 30 days', async () => {
    const token = await ctx.login();
    const step = IDLE_TIMEOUT_MS / 2;
    for (let elapsed = step; elapsed < ABSOLUTE_TIMEOUT_MS; elapsed += step) {
      ctx.clock.advance(step);
      expectStatus(await userdata(token), 200);
    }
    ctx.clock.advance(step);
    expectStatus(await userdata(token), 401);
  });

  it("clears the user's dead sessions away at the next login, and only those", async () => {
    const idle = await ctx.login();
    ctx.clock.advance(IDLE_TIMEOUT_MS / 2);
    const live = await ctx.login();
    ctx.clock.advance(IDLE_TIMEOUT_MS / 2 + 1);
    expectStatus(await userdata(live), 200);
    const hashes = async () =>
      (await ctx.db.selectFrom('sessions').select('token_hash').execute())
        .map((row) => row.token_hash)
        .sort();
    expect(await hashes()).toContain(hashToken(idle));
    const fresh = await ctx.login();
    expect(await hashes()).toEqual([hashToken(live), hashToken(fresh)].sort());
  });
});

describe('admin guard', () => {
  it('lets the Admin through', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: ADMIN_ONLY,
      headers: ctx.auth(await ctx.login()),
    });
    expectStatus(res, 200);
  });

  it('answers 401 without a token and 403 to a user who is not Admin', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: ADMIN_ONLY });
    expectStatus(anonymous, 401);
    const viewerToken = await ctx.login(VIEWER.userId, VIEWER.password);
    const viewer = await ctx.app.inject({
      method: 'GET',
      url: ADMIN_ONLY,
      headers: ctx.auth(viewerToken),
    });
    expectStatus(viewer, 403);
    expect(viewer.json()).toEqual({ error: 'Only the Admin may do this', code: 'FORBIDDEN' });
  });
});
