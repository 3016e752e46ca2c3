import { apiPaths } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, OWNER, testAppPerTest, VIEWER } from '../../test/app.js';

const NEW_PASSWORD = 'a brand new passphrase';
const ctx = testAppPerTest();

const userdata = (token: string) =>
  ctx.app.inject({ method: 'GET', url: apiPaths.auth.userdata, headers: ctx.auth(token) });

const changePassword = (token: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.changePassword,
    headers: token ? ctx.auth(token) : {},
    payload: payload as Record<string, unknown>,
  });

const login = (userId: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.login,
    payload: { user_id: userId, password },
  });

describe('change password', () => {
  it('sets the new password, keeps this session and ends every other one', async () => {
    const current = await ctx.login();
    const otherA = await ctx.login();
    const otherB = await ctx.login();
    const viewer = await ctx.login(VIEWER.userId, VIEWER.password);

    const res = await changePassword(current, {
      current_password: OWNER.password,
      new_password: NEW_PASSWORD,
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ passwordChanged: true, otherSessionsEnded: 2 });

    expectStatus(await userdata(current), 200);
    expectStatus(await userdata(otherA), 401);
    expectStatus(await userdata(otherB), 401);
    expectStatus(await userdata(viewer), 200);
    expectStatus(await login(OWNER.userId, OWNER.password), 401);
    expectStatus(await login(OWNER.userId, NEW_PASSWORD), 200);
  });

  it('refuses a right body padded to 100 kB with 413, changing nothing and ending no session', async () => {
    const current = await ctx.login();
    const other = await ctx.login();
    const body = JSON.stringify({ current_password: OWNER.password, new_password: NEW_PASSWORD });
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.changePassword,
      headers: { ...ctx.auth(current), 'content-type': 'application/json' },
      payload: body + ' '.repeat(100 * 1024),
    });
    expectStatus(res, 413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expectStatus(await userdata(other), 200);
    expectStatus(await login(OWNER.userId, OWNER.password), 200);
  });

  it('refuses a wrong current password with 400, changes nothing and ends no session', async () => {
    const current = await ctx.login();
    const other = await ctx.login();
    const res = await changePassword(current, {
      current_password: 'not the password',
      new_password: NEW_PASSWORD,
    });
    expectStatus(res, 400);
    expect(res.json()).toEqual({
      error: 'The current password is wrong',
      code: 'INVALID_CREDENTIALS',
      details: [{ field: 'current_password', message: 'is wrong' }],
    });
    expectStatus(await userdata(current), 200);
    expectStatus(await userdata(other), 200);
    expectStatus(await login(OWNER.userId, OWNER.password), 200);
  });

  it('refuses a new password shorter than 12 characters, naming the field', async () => {
    const token = await ctx.login();
    const res = await changePassword(token, {
      current_password: OWNER.password,
      new_password: 'elevenchars',
    });
    expectStatus(res, 400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['new_password']);
    expectStatus(await login(OWNER.userId, OWNER.password), 200);
  });

  it('accepts a new password of exactly 12 characters', async () => {
    const token = await ctx.login();
    const res = await changePassword(token, {
      current_password: OWNER.password,
      new_password: 'twelve chars',
    });
    expectStatus(res, 200);
    expectStatus(await login(OWNER.userId, 'twelve chars'), 200);
  });

  it('refuses the current password as the new one', async () => {
    const token = await ctx.login();
    const res = await changePassword(token, {
      current_password: OWNER.password,
      new_password: OWNER.password,
    });
    expectStatus(res, 400);
    expect(res.json().error).toBe('The new password must differ from the current one');
  });

  it('refuses a body without the current password', async () => {
    const token = await ctx.login();
    const missing = await changePassword(token, { new_password: NEW_PASSWORD });
    expectStatus(missing, 400);
    expect(missing.json().details).toEqual([{ field: 'current_password', message: 'is required' }]);
    expectStatus(await login(OWNER.userId, OWNER.password), 200);
  });

  it('changes only the caller’s password, whatever user the body names', async () => {
    const token = await ctx.login();
    const res = await changePassword(token, {
      current_password: OWNER.password,
      new_password: NEW_PASSWORD,
      user_id: VIEWER.userId,
    });
    expectStatus(res, 200);
    expectStatus(await login(VIEWER.userId, VIEWER.password), 200);
    expectStatus(await login(OWNER.userId, NEW_PASSWORD), 200);
  });

  it('answers 401 without a live token, before reading the body', async () => {
    const res = await changePassword(undefined, {
      current_password: OWNER.password,
      new_password: NEW_PASSWORD,
    });
    expectStatus(res, 401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expectStatus(await login(OWNER.userId, OWNER.password), 200);
  });

  it('lets a user who is not the Admin change only their own password', async () => {
    const viewer = await ctx.login(VIEWER.userId, VIEWER.password);
    const owner = await ctx.login();
    const res = await changePassword(viewer, {
      current_password: VIEWER.password,
      new_password: NEW_PASSWORD,
    });
    expectStatus(res, 200);
    expect(res.json().otherSessionsEnded).toBe(0);
    expectStatus(await login(VIEWER.userId, NEW_PASSWORD), 200);
    expectStatus(await login(OWNER.userId, OWNER.password), 200);
    expectStatus(await userdata(owner), 200);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the user, this one included, and no one else’s', async () => {
    const current = await ctx.login();
    const other = await ctx.login();
    const viewer = await ctx.login(VIEWER.userId, VIEWER.password);
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.logoutEverywhere,
      headers: ctx.auth(current),
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ loggedOut: true, sessionsEnded: 2 });
    expectStatus(await userdata(current), 401);
    expectStatus(await userdata(other), 401);
    expectStatus(await userdata(viewer), 200);
    expectStatus(await login(OWNER.userId, OWNER.password), 200);
  });

  it('answers 401 without a live token', async () => {
    const other = await ctx.login();
    const res = await ctx.app.inject({ method: 'POST', url: apiPaths.auth.logoutEverywhere });
    expectStatus(res, 401);
    expectStatus(await userdata(other), 200);
  });
});
