import { apiPaths, type Notification, type Passkey } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, OWNER, ownerAppPerTest, ownerCall } from '../../test/app.js';
import { type CredentialJson, SoftAuthenticator } from '../../test/authenticator.js';
import { ownerAccount } from '../../test/users.js';
import { PAIR_FAILURES } from './login-throttle.js';
import { CHALLENGE_LIFETIME_MS, removeAllPasskeys } from './passkeys.service.js';

const ctx = ownerAppPerTest();

const post = (url: string, payload?: Record<string, unknown>, headers = ctx.auth(ctx.token)) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const registrationOptions = async () => {
  const res = await post(apiPaths.auth.passkeyOptions);
  expectStatus(res, 200);
  return res.json<{ challenge: string; user: { id: string; name: string }; rp: { id: string } }>();
};

const register = (name: string, response: CredentialJson) =>
  post(apiPaths.auth.passkeyRegister, { name, response: { ...response } });

/** A passkey made on a fresh authenticator and stored under `name`. */
async function addPasskey(name = 'Laptop'): Promise<{ key: SoftAuthenticator; passkey: Passkey }> {
  const key = new SoftAuthenticator(ctx.config.adminOrigin);
  const res = await register(name, key.create(await registrationOptions()));
  expectStatus(res, 200);
  return { key, passkey: res.json<Passkey>() };
}

const loginOptions = async () => {
  const res = await post(apiPaths.auth.passkeyLoginOptions, undefined, {});
  expectStatus(res, 200);
  return res.json<{ challenge: string; rpId: string }>();
};

const passkeyLogin = (response: CredentialJson, remoteAddress = '203.0.113.9') =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.passkeyLogin,
    remoteAddress,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' },
    payload: { response: { ...response } },
  });

const userdata = (accessToken: string) =>
  ctx.app.inject({ method: 'GET', url: apiPaths.auth.userdata, headers: ctx.auth(accessToken) });

const passkeys = async () => {
  const res = await ownerCall(ctx, 'GET', apiPaths.auth.passkeys);
  expectStatus(res, 200);
  return res.json<Passkey[]>();
};

const notifications = async () =>
  (await post(apiPaths.notifications.list)).json<Notification[]>().map((n) => n.notification_msg);

describe('passkeys', () => {
  it('register under a name with the admin origin as relying party, and are listed', async () => {
    const options = await registrationOptions();
    expect(options.rp.id).toBe(new URL(ctx.config.adminOrigin).hostname);
    expect(options.user.name).toBe(OWNER.userId);
    const key = new SoftAuthenticator(ctx.config.adminOrigin);
    const res = await register('  Laptop  ', key.create(options));
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Laptop',
      createdAt: ctx.clock.now.toISOString(),
      lastUsedAt: null,
    });
    await addPasskey('Phone');
    expect((await passkeys()).map((p) => p.name)).toEqual(['Laptop', 'Phone']);
    expect(await notifications()).toEqual(
      expect.arrayContaining([
        'Passkey "Laptop" added for "owner"',
        'Passkey "Phone" added for "owner"',
      ]),
    );
  });

  it('sign in with the same answer as the password login, and the token works', async () => {
    const { key } = await addPasskey();
    const res = await passkeyLogin(key.get(await loginOptions()));
    expectStatus(res, 200);
    const body = res.json<{ access_token: string }>();
    expect(Object.keys(body)).toEqual(['access_token']);
    expectStatus(await userdata(body.access_token), 200);
    expect((await passkeys())[0]?.lastUsedAt).toBe(ctx.clock.now.toISOString());
    expect(await notifications()).toContain(
      'Logged in as "owner" with the passkey "Laptop" from 203.0.113.9',
    );
  });

  it('take each challenge once: a replayed sign-in is refused', async () => {
    const { key } = await addPasskey();
    const answer = key.get(await loginOptions());
    expectStatus(await passkeyLogin(answer), 200);
    const replay = await passkeyLogin(answer);
    expectStatus(replay, 401);
    expect(replay.json()).toEqual({
      error: 'The passkey could not sign you in',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('refuse a challenge older than its lifetime, or one given for another call', async () => {
    const { key } = await addPasskey();
    const options = await loginOptions();
    ctx.clock.advance(CHALLENGE_LIFETIME_MS + 1);
    expectStatus(await passkeyLogin(key.get(options)), 401);
    // A registration challenge does not sign anyone in.
    expectStatus(await passkeyLogin(key.get(await registrationOptions())), 401);
    // Nor does a challenge the server never gave.
    expectStatus(await passkeyLogin(key.get({ challenge: 'bm90IG91cnM' })), 401);
  });

  it('refuse an answer made for another origin, without user verification, or by an unknown key', async () => {
    const { key } = await addPasskey();
    expectStatus(
      await passkeyLogin(key.get(await loginOptions(), { origin: 'https://evil.example' })),
      401,
    );
    expectStatus(await passkeyLogin(key.get(await loginOptions(), { verified: false })), 401);
    const stranger = new SoftAuthenticator(ctx.config.adminOrigin);
    expectStatus(await passkeyLogin(stranger.get(await loginOptions())), 401);
    const other = new SoftAuthenticator(ctx.config.adminOrigin);
    const foreign = await register(
      'Foreign',
      other.create(await registrationOptions(), { origin: 'https://evil.example' }),
    );
    expectStatus(foreign, 400);
    expect(foreign.json().code).toBe('VALIDATION_ERROR');
    expect((await passkeys()).map((p) => p.name)).toEqual(['Laptop']);
  });

  it('refuse a registration whose challenge expired, was used, or with a blank name', async () => {
    const key = new SoftAuthenticator(ctx.config.adminOrigin);
    const options = await registrationOptions();
    expectStatus(await register('   ', key.create(options)), 400);
    // A refused name does not spend the challenge.
    const answer = key.create(options);
    expectStatus(await register('Laptop', answer), 200);
    expectStatus(await register('Laptop again', answer), 400);
    const late = await registrationOptions();
    ctx.clock.advance(CHALLENGE_LIFETIME_MS + 1);
    expectStatus(
      await register('Late', new SoftAuthenticator(ctx.config.adminOrigin).create(late)),
      400,
    );
    expect((await passkeys()).map((p) => p.name)).toEqual(['Laptop']);
  });

  it('are removed one by one, and a removed passkey no longer signs in', async () => {
    const { key, passkey } = await addPasskey();
    await addPasskey('Phone');
    const remove = (id: string) => ownerCall(ctx, 'DELETE', apiPaths.auth.passkeyDelete(id));
    const res = await remove(passkey._id);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ removed: true });
    expectStatus(await remove(passkey._id), 404);
    expect((await passkeys()).map((p) => p.name)).toEqual(['Phone']);
    expectStatus(await passkeyLogin(key.get(await loginOptions())), 401);
    expect(await notifications()).toContain('Passkey "Laptop" removed from "owner"');
  });

  it('still sign in when a password spray has locked password logins', async () => {
    const { key } = await addPasskey();
    const spray = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: apiPaths.auth.login,
        remoteAddress: '203.0.113.9',
        payload: { user_id: OWNER.userId, password },
      });
    for (let i = 0; i < PAIR_FAILURES; i++) expectStatus(await spray(`guess ${i}`), 401);
    expectStatus(await spray(OWNER.password), 429);
    const res = await passkeyLogin(key.get(await loginOptions()), '203.0.113.9');
    expectStatus(res, 200);
    expectStatus(await userdata(res.json<{ access_token: string }>().access_token), 200);
    // The passkey sign-in leaves the lock of password logins as it was.
    expectStatus(await spray(OWNER.password), 429);
  });

  it('all go from the shell (remove-passkeys), ending every session and telling the owner', async () => {
    const { key } = await addPasskey();
    await addPasskey('Phone');
    const other = await ctx.login();
    expect(await removeAllPasskeys(ctx.db, await ownerAccount(ctx.db), ctx.clock.now)).toEqual({
      passkeys: 2,
      sessions: 2,
    });
    expectStatus(await userdata(ctx.token), 401);
    expectStatus(await userdata(other), 401);
    expectStatus(await passkeyLogin(key.get(await loginOptions())), 401);
    ctx.token = await ctx.openSession();
    expect(await passkeys()).toEqual([]);
    expect(await notifications()).toContain(
      '2 passkeys of "owner" removed from the shell; every session ended',
    );
  });
});
