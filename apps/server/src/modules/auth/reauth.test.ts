import {
  apiPaths,
  type ConfirmMethods,
  ErrorCode,
  errorMessages,
  type Notification,
  type Passkey,
  REAUTH_WINDOW_MS,
  type SessionInfo,
} from '@portfolio/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, OWNER, testAppPerTest } from '../../test/app.js';
import { type CredentialJson, SoftAuthenticator } from '../../test/authenticator.js';
import { totpCodeAt, turnOnTotp } from '../../test/totp.js';
import { findUserByUserId } from './auth.repository.js';
import { setPassword } from './auth.service.js';
import { lockdown, signInMethodsOf } from './lockdown.service.js';
import { PAIR_FAILURES } from './login-throttle.js';
import { resetSecondFactor } from './second-factor.service.js';

// "Sudo mode": a live token alone no longer changes how the account signs in. Each change wants
// the session confirmed (its login, or the password, a code or a passkey) within 10 minutes.

const ctx = testAppPerTest();
let token: string;
beforeEach(async () => {
  token = await ctx.login();
});

const ADDRESS = '198.51.100.23';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, as = token) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: ADDRESS,
    headers: ctx.auth(as),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

const confirm = (payload: object, as = token) => call('POST', apiPaths.auth.confirm, payload, as);

const expectReauth = (res: Awaited<ReturnType<typeof call>>) => {
  expectStatus(res, 403);
  expect(res.json()).toEqual({
    error: errorMessages.reauthRequired,
    code: ErrorCode.REAUTH_REQUIRED,
  });
};

/** The session was confirmed (logged in) longer ago than the window: a token stolen from it. */
const goStale = () => ctx.clock.advance(REAUTH_WINDOW_MS + 1);

const notifications = async () =>
  (await call('POST', apiPaths.notifications.list))
    .json<Notification[]>()
    .map((n) => n.notification_msg);

const codeAt = (secret: string) => totpCodeAt(ctx, secret);

/** Sets up and confirms a TOTP (the session fresh). */
const turnOn = () => turnOnTotp(ctx, call);

async function addPasskey(name = 'Laptop'): Promise<SoftAuthenticator> {
  const options = await call('POST', apiPaths.auth.passkeyOptions);
  expectStatus(options, 200);
  const key = new SoftAuthenticator(ctx.config.adminOrigin);
  const res = await call('POST', apiPaths.auth.passkeyRegister, {
    name,
    response: { ...key.create(options.json()) },
  });
  expectStatus(res, 200);
  return key;
}

const passkeys = async () =>
  (await call('GET', apiPaths.auth.passkeys)).json<Passkey[]>().map((p) => p.name);

const otherSessionId = async () =>
  (await call('GET', apiPaths.auth.sessions)).json<SessionInfo[]>().find((s) => !s.current)?._id ??
  '';

/** Every call this item guards, each with a body it would otherwise act on. */
const GUARDED: { name: string; send(): ReturnType<typeof call> }[] = [
  { name: 'passkey options', send: () => call('POST', apiPaths.auth.passkeyOptions) },
  {
    name: 'passkey register',
    send: () =>
      call('POST', apiPaths.auth.passkeyRegister, {
        name: 'Thief',
        response: {
          ...new SoftAuthenticator(ctx.config.adminOrigin).create({
            challenge: 'AAAA',
            user: { id: 'AAAA' },
          }),
        },
      }),
  },
  {
    name: 'passkey removal',
    send: () => call('DELETE', apiPaths.auth.passkeyDelete('0123456789abcdef01234567')),
  },
  { name: 'authenticator set-up', send: () => call('POST', apiPaths.auth.totpSetup) },
  {
    name: 'authenticator confirmation',
    send: () => call('POST', apiPaths.auth.totpConfirm, { code: '123456' }),
  },
  { name: 'authenticator removal', send: () => call('DELETE', apiPaths.auth.totp) },
  { name: 'new recovery codes', send: () => call('POST', apiPaths.auth.recoveryCodes) },
  {
    name: 'require a second factor',
    send: () => call('PUT', apiPaths.auth.requireSecondFactor, { required: false }),
  },
  {
    name: 'end another session',
    send: async () => call('DELETE', apiPaths.auth.sessionDelete(await otherSessionId())),
  },
  { name: 'end every other session', send: () => call('POST', apiPaths.auth.endOtherSessions) },
];

describe('a change to how the account signs in', () => {
  it('is refused with 403 REAUTH_REQUIRED once the login is over 10 minutes old, and goes through after a confirmation', async () => {
    await ctx.login();
    goStale();
    for (const guarded of GUARDED) {
      const res = await guarded.send();
      expect.soft(res.statusCode, guarded.name).toBe(403);
      expect.soft(res.json<{ code: string }>().code, guarded.name).toBe(ErrorCode.REAUTH_REQUIRED);
    }
    // Nothing changed: no passkey, no authenticator, the other session lives on.
    expect(await ctx.db.selectFrom('passkeys').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('totp_factors').select('user_id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('sessions').select('id').execute()).toHaveLength(2);
    // The session itself goes on: a 403 is not a 401.
    expectStatus(await call('GET', apiPaths.auth.userdata), 200);

    const confirmed = await confirm({ password: OWNER.password });
    expectStatus(confirmed, 200);
    expect(confirmed.json()).toEqual({
      confirmedUntil: new Date(ctx.clock.now.getTime() + REAUTH_WINDOW_MS).toISOString(),
    });
    for (const guarded of GUARDED) {
      const res = await guarded.send();
      expect
        .soft(res.json<{ code?: string }>().code, guarded.name)
        .not.toBe(ErrorCode.REAUTH_REQUIRED);
    }
  });

  it('goes through for 10 minutes after a confirmation, then is refused again', async () => {
    goStale();
    expectReauth(await call('POST', apiPaths.auth.totpSetup));
    expectStatus(await confirm({ password: OWNER.password }), 200);
    ctx.clock.advance(REAUTH_WINDOW_MS - 1000);
    expectStatus(await call('POST', apiPaths.auth.totpSetup), 200);
    ctx.clock.advance(1000);
    expectReauth(await call('POST', apiPaths.auth.totpSetup));
  });

  it('is refused for a session that has never confirmed (opened before confirmations were kept)', async () => {
    await ctx.db.updateTable('sessions').set({ confirmed_at: null }).execute();
    expectReauth(await call('POST', apiPaths.auth.endOtherSessions));
    expectStatus(await confirm({ password: OWNER.password }), 200);
    expectStatus(await call('POST', apiPaths.auth.endOtherSessions), 200);
  });

  it('goes through at once after a password or passkey login: a login is a confirmation', async () => {
    expectStatus(await call('PUT', apiPaths.auth.requireSecondFactor, { required: false }), 200);
    const key = await addPasskey();
    goStale();
    const options = await call('POST', apiPaths.auth.passkeyLoginOptions, undefined, '');
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.passkeyLogin,
      payload: { response: { ...key.get(options.json()) } },
    });
    expectStatus(signedIn, 200);
    const fresh = signedIn.json<{ access_token: string }>().access_token;
    expectReauth(await call('POST', apiPaths.auth.totpSetup));
    expectStatus(await call('POST', apiPaths.auth.totpSetup, undefined, fresh), 200);
  });
});

describe('a stolen token', () => {
  it('cannot add a passkey, and the owner is told of the refused attempt', async () => {
    // Options the session got while it was fresh are no use once it is not.
    const options = await call('POST', apiPaths.auth.passkeyOptions);
    expectStatus(options, 200);
    goStale();
    expectReauth(await call('POST', apiPaths.auth.passkeyOptions));
    const key = new SoftAuthenticator(ctx.config.adminOrigin);
    const res = await call('POST', apiPaths.auth.passkeyRegister, {
      name: 'Thief',
      response: { ...key.create(options.json()) },
    });
    expectReauth(res);
    expect(await ctx.db.selectFrom('passkeys').select('id').execute()).toEqual([]);
    expect(await notifications()).toContain(
      `Could not create the passkey: ${errorMessages.reauthRequired}`,
    );
  });

  it('cannot guess the password through the confirmation: 5 wrong ones lock it and password changes, and tell the owner', async () => {
    goStale();
    for (let i = 0; i < PAIR_FAILURES; i++) {
      const wrong = await confirm({ password: `guess ${i}` });
      expectStatus(wrong, 400);
      expect(wrong.json()).toMatchObject({ code: ErrorCode.INVALID_CREDENTIALS });
    }
    const locked = await confirm({ password: OWNER.password });
    expectStatus(locked, 429);
    expect(locked.json().code).toBe(ErrorCode.ACCOUNT_LOCKED);
    const change = await call('POST', apiPaths.auth.changePassword, {
      current_password: OWNER.password,
      new_password: 'a new password of the thief',
    });
    expectStatus(change, 429);
    expectReauth(await call('POST', apiPaths.auth.totpSetup));
    expect(await notifications()).toContain(
      `Confirming a session of "owner" from ${ADDRESS} (and its password changes) locked for 15 minutes after ${PAIR_FAILURES} wrong passwords or codes`,
    );
  });
});

describe('confirming a session', () => {
  it('takes a code of the authenticator app or a recovery code once it is on, never otherwise', async () => {
    const refused = await confirm({ code: '123456' });
    expectStatus(refused, 400);
    const before = await call('GET', apiPaths.auth.confirm);
    expect(before.json<ConfirmMethods>()).toMatchObject({ password: true, code: false });
    const { secret, recoveryCodes } = await turnOn();
    expect((await call('GET', apiPaths.auth.confirm)).json<ConfirmMethods>()).toMatchObject({
      code: true,
    });
    goStale();
    expect((await call('GET', apiPaths.auth.confirm)).json<ConfirmMethods>().confirmedUntil).toBe(
      null,
    );
    expectStatus(await confirm({ code: await codeAt(secret) }), 200);
    expectStatus(await call('PUT', apiPaths.auth.requireSecondFactor, { required: true }), 200);
    goStale();
    const recovery = recoveryCodes[0] ?? '';
    expectStatus(await confirm({ code: recovery }), 200);
    goStale();
    expectStatus(await confirm({ code: recovery }), 400);
    expect(await notifications()).toContain(
      `A recovery code of "owner" confirmed a session from ${ADDRESS}; 9 left`,
    );
  });

  it("takes one of the account's passkeys signing a challenge given for it, once", async () => {
    const key = await addPasskey();
    goStale();
    expect((await call('GET', apiPaths.auth.confirm)).json<ConfirmMethods>().passkey).toBe(true);
    const options = await call('POST', apiPaths.auth.confirmPasskeyOptions);
    expectStatus(options, 200);
    expect(options.json<{ allowCredentials: { id: string }[] }>().allowCredentials).toEqual([
      expect.objectContaining({ id: key.id }),
    ]);
    const answer = key.get(options.json());
    expectStatus(await confirm({ response: { ...answer } }), 200);
    expectStatus(await call('DELETE', apiPaths.auth.totp), 404);
    goStale();
    // The same answer again, or one to a login's challenge, confirms nothing.
    expectStatus(await confirm({ response: { ...answer } }), 400);
    const login = await call('POST', apiPaths.auth.passkeyLoginOptions, undefined, '');
    const signedLogin: CredentialJson = key.get(login.json());
    expectStatus(await confirm({ response: { ...signedLogin } }), 400);
    expectReauth(await call('DELETE', apiPaths.auth.totp));
  });

  it('wants exactly one way: none, or two, is a 400', async () => {
    expectStatus(await confirm({}), 400);
    expectStatus(await confirm({ password: OWNER.password, code: '123456' }), 400);
  });
});

describe('the calls that stay as they were', () => {
  it('change the password with the current one alone, which is a confirmation, and tell the owner', async () => {
    await ctx.login();
    goStale();
    const res = await call('POST', apiPaths.auth.changePassword, {
      current_password: OWNER.password,
      new_password: 'a brand new passphrase',
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ passwordChanged: true, otherSessionsEnded: 1 });
    expectStatus(await call('POST', apiPaths.auth.totpSetup), 200);
    expect(await notifications()).toContain(
      `Password of "owner" changed from ${ADDRESS}; 1 other session ended`,
    );
  });

  it('end this very session, and sign out everywhere, with no confirmation', async () => {
    goStale();
    const own = (await call('GET', apiPaths.auth.sessions))
      .json<SessionInfo[]>()
      .find((s) => s.current);
    expectStatus(await call('DELETE', apiPaths.auth.sessionDelete(own?._id ?? '')), 200);
    expectStatus(await call('GET', apiPaths.auth.userdata), 401);
    token = await ctx.login();
    goStale();
    expectStatus(await call('POST', apiPaths.auth.logoutEverywhere), 200);
  });
});

describe('the other sessions', () => {
  it('end when the authenticator app is turned on, and the owner is told', async () => {
    const laptop = await ctx.login();
    const phone = await ctx.login();
    await turnOn();
    for (const other of [laptop, phone]) {
      expectStatus(await call('GET', apiPaths.auth.userdata, undefined, other), 401);
    }
    expectStatus(await call('GET', apiPaths.auth.userdata), 200);
    expect(await notifications()).toContain(
      'Two-factor authentication (authenticator app) turned on for "owner"; 2 other sessions ended',
    );
  });

  it('ended from the list tell the owner', async () => {
    await ctx.login();
    await ctx.login();
    expectStatus(await call('DELETE', apiPaths.auth.sessionDelete(await otherSessionId())), 200);
    expectStatus(await call('POST', apiPaths.auth.endOtherSessions), 200);
    expect(await notifications()).toEqual(
      expect.arrayContaining([
        `A session of "owner" was ended from ${ADDRESS}`,
        `1 other session of "owner" ended from ${ADDRESS}`,
      ]),
    );
  });
});

describe('from the shell', () => {
  const owner = async () => {
    const row = await findUserByUserId(ctx.db, OWNER.userId);
    return { id: row?.id ?? '', userId: OWNER.userId };
  };

  it('reset-password and reset-2fa leave the passkeys, and say so; the owner is told', async () => {
    await addPasskey();
    await turnOn();
    const user = await owner();
    await setPassword(ctx.db, user, 'a password from the shell', ctx.clock.now);
    expect(await signInMethodsOf(ctx.db, user.id)).toEqual({
      passkeys: 1,
      authenticator: true,
      recoveryCodes: 10,
    });
    await resetSecondFactor(ctx.db, user, ctx.clock.now);
    expect(await signInMethodsOf(ctx.db, user.id)).toEqual({
      passkeys: 1,
      authenticator: false,
      recoveryCodes: 0,
    });
    token = await ctx.login(OWNER.userId, 'a password from the shell');
    expect(await notifications()).toContain(
      'Password of "owner" changed from the shell; every session ended',
    );
  });

  it('lockdown ends every session and removes every passkey, the authenticator and its codes', async () => {
    const key = await addPasskey();
    await turnOn();
    expectStatus(await call('PUT', apiPaths.auth.requireSecondFactor, { required: true }), 200);
    const user = await owner();
    const done = await lockdown(ctx.db, user, ctx.clock.now);
    expect(done).toEqual({ passkeys: 1, authenticator: true, recoveryCodes: 10, sessions: 1 });
    expectStatus(await call('GET', apiPaths.auth.userdata), 401);
    expect(await signInMethodsOf(ctx.db, user.id)).toEqual({
      passkeys: 0,
      authenticator: false,
      recoveryCodes: 0,
    });
    // The password alone signs in again (no second step, nothing required); the passkey does not.
    token = await ctx.login();
    const options = await call('POST', apiPaths.auth.passkeyLoginOptions, undefined, '');
    const withKey = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.passkeyLogin,
      payload: { response: { ...key.get(options.json()) } },
    });
    expectStatus(withKey, 401);
    expect(await passkeys()).toEqual([]);
    expect(await notifications()).toContain(
      'Lockdown of "owner" from the shell: 1 session ended; 1 passkey, the authenticator app and 10 recovery codes removed',
    );
  });
});
