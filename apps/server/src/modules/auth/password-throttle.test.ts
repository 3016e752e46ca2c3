import { apiPaths } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, OWNER, testAppPerTest } from '../../test/app.js';
import { notifications } from '../../test/content.js';
import { PAIR_FAILURES, PAIR_LOCK_MS } from './login-throttle.js';

const NEW_PASSWORD = 'a brand new passphrase';
const ctx = testAppPerTest();

const changePassword = (token: string, currentPassword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.changePassword,
    remoteAddress: '198.51.100.4',
    headers: ctx.auth(token),
    payload: { current_password: currentPassword, new_password: NEW_PASSWORD },
  });
const errorNotifications = async () =>
  (await notifications(ctx, await ctx.openSession())).filter((n) => n.status === 'Error');

describe('wrong current passwords at change password', () => {
  it('lock the session’s password changes after 5, even for the right one, and tell the owner once', async () => {
    const token = await ctx.login();
    for (let i = 0; i < PAIR_FAILURES; i++) {
      expectStatus(await changePassword(token, `wrong guess ${i}`), 400);
    }
    const locked = await changePassword(token, OWNER.password);
    expectStatus(locked, 429);
    expect(locked.json()).toEqual({
      error: 'Too many wrong current passwords: try again in 15 minutes',
      code: 'ACCOUNT_LOCKED',
    });
    expect(Number(locked.headers['retry-after'])).toBe(PAIR_LOCK_MS / 1000);
    expectStatus(await changePassword(token, 'yet another guess'), 429);
    expect(await errorNotifications()).toEqual([
      expect.objectContaining({
        action: 'Login',
        notification_msg:
          'Password change of "owner" from 198.51.100.4 locked for 15 minutes after 5 wrong current passwords',
      }),
    ]);
    // The session itself goes on; only its password changes wait.
    expectStatus(
      await ctx.app.inject({
        method: 'GET',
        url: apiPaths.auth.userdata,
        headers: ctx.auth(token),
      }),
      200,
    );
    ctx.clock.advance(PAIR_LOCK_MS);
    expectStatus(await changePassword(token, OWNER.password), 200);
  });

  it('count per session: another session of the owner is not locked', async () => {
    const guessing = await ctx.login();
    const other = await ctx.login();
    for (let i = 0; i < PAIR_FAILURES; i++) await changePassword(guessing, `wrong guess ${i}`);
    expectStatus(await changePassword(guessing, OWNER.password), 429);
    expectStatus(await changePassword(other, OWNER.password), 200);
  });

  it('count parallel guesses: of 20 at once, 5 are checked and 15 refused unchecked', async () => {
    const token = await ctx.login();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => changePassword(token, `parallel guess ${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(PAIR_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - PAIR_FAILURES);
    expect(await errorNotifications()).toHaveLength(1);
  });

  it('start again from zero after the right current password', async () => {
    const token = await ctx.login();
    for (let i = 0; i < PAIR_FAILURES - 1; i++) await changePassword(token, `wrong guess ${i}`);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.changePassword,
      headers: ctx.auth(token),
      payload: { current_password: OWNER.password, new_password: NEW_PASSWORD },
    });
    expectStatus(changed, 200);
    for (let i = 0; i < PAIR_FAILURES - 1; i++) {
      expectStatus(await changePassword(token, `wrong again ${i}`), 400);
    }
    expect(await errorNotifications()).toEqual([]);
  });
});
