import {
  apiPaths,
  type Notification,
  SECOND_STEP_EXPIRED,
  type SecondFactorStatus,
  type SessionInfo,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, OWNER, ownerAppPerTest } from '../../test/app.js';
import { totpCodeAt, turnOnTotp } from '../../test/totp.js';
import { ownerAccount } from '../../test/users.js';
import { TICKET_LIFETIME_MS } from './auth.service.js';
import { PAIR_FAILURES } from './login-throttle.js';
import { resetSecondFactor } from './second-factor.service.js';

const ctx = ownerAppPerTest();

const ADDRESS = '198.51.100.7';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: ctx.auth(ctx.token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

const codeAt = (secret: string, at?: Date) => totpCodeAt(ctx, secret, at);

const turnOn = () => turnOnTotp(ctx, asOwner);

const passwordLogin = (password = OWNER.password) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.login,
    remoteAddress: ADDRESS,
    headers: { 'user-agent': CHROME },
    payload: { user_id: OWNER.userId, password },
  });

const secondStep = (ticket: string, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.loginSecondFactor,
    remoteAddress: ADDRESS,
    headers: { 'user-agent': CHROME },
    payload: { ticket, code },
  });

async function ticket(): Promise<string> {
  const res = await passwordLogin();
  expectStatus(res, 401);
  const body = res.json<{ error: string; code: string; ticket: string }>();
  expect(body.code).toBe('SECOND_FACTOR_REQUIRED');
  return body.ticket;
}

const status = async () =>
  (await asOwner('GET', apiPaths.auth.secondFactor)).json<SecondFactorStatus>();
const notifications = async () =>
  (await asOwner('POST', apiPaths.notifications.list))
    .json<Notification[]>()
    .map((n) => n.notification_msg);

describe('TOTP second factor', () => {
  it('is set up with a QR code drawn here and turned on by a first code, with ten recovery codes', async () => {
    const setup = await asOwner('POST', apiPaths.auth.totpSetup);
    expectStatus(setup, 200);
    const body = setup.json<{ secret: string; uri: string; qrCode: string }>();
    expect(body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(body.uri).toContain(body.secret);
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(await status()).toEqual({ totp: false, recoveryCodesLeft: 0, required: false });
    // Not in use before it is confirmed: the password alone still signs in.
    expectStatus(await passwordLogin(), 200);

    const wrong = await asOwner('POST', apiPaths.auth.totpConfirm, { code: '000000' });
    expectStatus(wrong, 400);
    expect(wrong.json().details).toEqual([
      { field: 'code', message: 'is not the code of the secret' },
    ]);
    const confirm = await asOwner('POST', apiPaths.auth.totpConfirm, {
      code: await codeAt(body.secret),
    });
    expectStatus(confirm, 200);
    const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await ctx.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    expect(stored.some((row) => recoveryCodes.some((code) => row.code_hash.includes(code)))).toBe(
      false,
    );
    expect(await status()).toEqual({ totp: true, recoveryCodesLeft: 10, required: false });
    // The password login above opened another session: turning the app on ended it.
    expect(await notifications()).toContain(
      'Two-factor authentication (authenticator app) turned on for "owner"; 1 other session ended',
    );
    expectStatus(await asOwner('POST', apiPaths.auth.totpSetup), 409);
  });

  it('makes a right password answer a ticket, and the ticket with a code the token', async () => {
    const { secret } = await turnOn();
    const first = await ticket();
    const res = await secondStep(first, await codeAt(secret));
    expectStatus(res, 200);
    const body = res.json<{ access_token: string }>();
    expect(Object.keys(body)).toEqual(['access_token']);
    expectStatus(
      await ctx.app.inject({
        method: 'GET',
        url: apiPaths.auth.userdata,
        headers: ctx.auth(body.access_token),
      }),
      200,
    );
    // The ticket is used up, and the code's time step is taken.
    expectStatus(await secondStep(first, await codeAt(secret)), 401);
    expectStatus(await secondStep(await ticket(), await codeAt(secret)), 401);
    ctx.clock.advance(30_000);
    expectStatus(await secondStep(await ticket(), await codeAt(secret)), 200);
  });

  it('answers 401 to a wrong code and counts it: the 5th locks the login, right code and password too', async () => {
    const { secret } = await turnOn();
    const pending = await ticket();
    for (let i = 0; i < PAIR_FAILURES; i++) {
      const wrong = await secondStep(pending, `00000${i}`);
      expectStatus(wrong, 401);
      expect(wrong.json()).toEqual({ error: 'The code is wrong', code: 'INVALID_CREDENTIALS' });
    }
    const locked = await secondStep(pending, await codeAt(secret));
    expectStatus(locked, 429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expectStatus(await passwordLogin(), 429);
    expect(await notifications()).toContain(
      `Login of "owner" from ${ADDRESS} locked for 15 minutes after 5 failed attempts`,
    );
  });

  it('takes a recovery code once, in any case and with spaces', async () => {
    const { recoveryCodes } = await turnOn();
    const code = recoveryCodes[3] ?? '';
    expectStatus(await secondStep(await ticket(), ` ${code.toUpperCase()} `), 200);
    expectStatus(await secondStep(await ticket(), code), 401);
    expect((await status()).recoveryCodesLeft).toBe(9);
    expect(await notifications()).toContain(
      `A recovery code of "owner" was used from ${ADDRESS}; 9 left`,
    );
  });

  it('renews the recovery codes on demand: ten new ones work, the earlier ones no longer', async () => {
    expectStatus(await asOwner('POST', apiPaths.auth.recoveryCodes), 409);
    const { recoveryCodes: earlier } = await turnOn();
    expectStatus(await secondStep(await ticket(), earlier[0] ?? ''), 200);
    const renewed = await asOwner('POST', apiPaths.auth.recoveryCodes);
    expectStatus(renewed, 200);
    const { recoveryCodes } = renewed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.filter((code) => earlier.includes(code))).toEqual([]);
    expect((await status()).recoveryCodesLeft).toBe(10);
    expectStatus(await secondStep(await ticket(), earlier[1] ?? ''), 401);
    expectStatus(await secondStep(await ticket(), recoveryCodes[1] ?? ''), 200);
    expect(await notifications()).toContain(
      'New recovery codes for "owner": the earlier ones no longer work',
    );
  });

  it('refuses a ticket past its lifetime, or one made up', async () => {
    const { secret } = await turnOn();
    const late = await ticket();
    ctx.clock.advance(TICKET_LIFETIME_MS + 1);
    const res = await secondStep(late, await codeAt(secret));
    expectStatus(res, 401);
    expect(res.json().error).toBe(SECOND_STEP_EXPIRED);
    expectStatus(await secondStep('made-up-ticket', await codeAt(secret)), 401);
  });

  it('is required on demand: never without a TOTP, and the TOTP stays while required', async () => {
    expectStatus(await asOwner('PUT', apiPaths.auth.requireSecondFactor, { required: true }), 409);
    await turnOn();
    const on = await asOwner('PUT', apiPaths.auth.requireSecondFactor, { required: true });
    expectStatus(on, 200);
    expect(on.json()).toEqual({ totp: true, recoveryCodesLeft: 10, required: true });
    expectStatus(await asOwner('DELETE', apiPaths.auth.totp), 409);
    expectStatus(await asOwner('PUT', apiPaths.auth.requireSecondFactor, { required: false }), 200);
    expectStatus(await asOwner('DELETE', apiPaths.auth.totp), 200);
    expect(await status()).toEqual({ totp: false, recoveryCodesLeft: 0, required: false });
    expectStatus(await passwordLogin(), 200);
    expect(await notifications()).toEqual(
      expect.arrayContaining([
        'A second factor is now required for every password login of "owner"',
        'A password alone may sign "owner" in again',
        'Two-factor authentication (authenticator app) turned off for "owner"',
      ]),
    );
  });

  it('is reset from the shell (reset-2fa): every session ends and the password signs in alone', async () => {
    await turnOn();
    expectStatus(await asOwner('PUT', apiPaths.auth.requireSecondFactor, { required: true }), 200);
    expect(await resetSecondFactor(ctx.db, await ownerAccount(ctx.db), ctx.clock.now)).toEqual({
      sessions: 1,
    });
    expectStatus(await asOwner('GET', apiPaths.auth.userdata), 401);
    expectStatus(await passwordLogin(), 200);
    ctx.token = await ctx.openSession();
    expect(await status()).toEqual({ totp: false, recoveryCodesLeft: 0, required: false });
    expect(await notifications()).toContain(
      'Two-factor authentication of "owner" reset from the shell; every session ended',
    );
  });
});

describe('sessions', () => {
  it('are listed with device, address and last use; one ends, or all others', async () => {
    const res = await passwordLogin();
    expectStatus(res, 200);
    const laptop = res.json<{ access_token: string }>().access_token;
    const other = await ctx.login();
    const list = await asOwner('GET', apiPaths.auth.sessions);
    expectStatus(list, 200);
    const sessions = list.json<SessionInfo[]>();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({
        userAgent: 'Chrome on Linux',
        ip: ADDRESS,
        method: 'password',
        current: false,
      }),
    );
    const laptopRow = sessions.find((s) => s.ip === ADDRESS);
    expectStatus(await asOwner('DELETE', apiPaths.auth.sessionDelete(laptopRow?._id ?? '')), 200);
    expectStatus(await asOwner('DELETE', apiPaths.auth.sessionDelete(laptopRow?._id ?? '')), 404);
    const userdata = (t: string) =>
      ctx.app.inject({ method: 'GET', url: apiPaths.auth.userdata, headers: ctx.auth(t) });
    expectStatus(await userdata(laptop), 401);
    expectStatus(await userdata(other), 200);
    const ended = await asOwner('POST', apiPaths.auth.endOtherSessions);
    expectStatus(ended, 200);
    expect(ended.json()).toEqual({ sessionsEnded: 1 });
    expectStatus(await userdata(other), 401);
    expectStatus(await userdata(ctx.token), 200);
  });
});
