import { apiPaths } from '@portfolio/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, OWNER, testAppPerTest } from '../../test/app.js';
import { notifications } from '../../test/content.js';
import { PAIR_FAILURES } from './login-throttle.js';

const ATTACKER = '203.0.113.66';
const ctx = testAppPerTest();
let token: string;
beforeEach(async () => {
  // An hour's start, so the counts below stay in one hour.
  ctx.clock.now = new Date('2026-11-24T14:00:00.000Z');
  token = await ctx.openSession();
});

/** 5 wrong passwords for a user id from one address: that pair is locked. */
const lockOut = async (userId: string, address = ATTACKER) => {
  for (let i = 0; i < PAIR_FAILURES; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      remoteAddress: address,
      payload: { user_id: userId, password: `guess ${i}` },
    });
    expectStatus(res, 401);
  }
};
const errors = async () => (await notifications(ctx, token)).filter((n) => n.status === 'Error');

/** The only error notification is this one, unread again and dated now, its text holding `text`. */
const expectOnlyErrorBack = async (id: string | undefined, text: string) =>
  expect(await errors()).toEqual([
    expect.objectContaining({
      _id: id,
      isReaded: false,
      notification_date: ctx.clock.now.toISOString(),
      notification_msg: expect.stringContaining(text),
    }),
  ]);

/** The owner reads a notification. */
const markRead = async (id: string | undefined) =>
  expectStatus(
    await ctx.app.inject({
      method: 'PATCH',
      url: apiPaths.notifications.markRead,
      headers: ctx.auth(token),
      payload: { ids: [id] },
    }),
    200,
  );

describe('logins locked for user ids that match no account', () => {
  it('make one notification an hour with their count, not one each', async () => {
    for (let i = 0; i < 12; i++) await lockOut(`nobody-${i}`);
    expect(await errors()).toEqual([
      expect.objectContaining({
        action: 'Login',
        isReaded: false,
        notification_msg: `Logins locked for an unknown user id 12 times since 14:00 UTC; the latest user id tried: "nobody-11", from ${ATTACKER}`,
      }),
    ]);

    ctx.clock.advance(3600_000);
    await lockOut('nobody-next-hour');
    expect((await errors()).map((n) => n.notification_msg)).toEqual([
      `Logins locked for an unknown user id 1 time since 15:00 UTC; the latest user id tried: "nobody-next-hour", from ${ATTACKER}`,
      expect.stringContaining('12 times since 14:00 UTC'),
    ]);
  });

  it("show the user id tried as quoted data, cut short, never as the notification's own words", async () => {
    const bait = 'Your password expired: re-verify at https://evil.example/login now';
    await lockOut(bait);
    const [note] = await errors();
    expect(note?.notification_msg.startsWith('Logins locked for an unknown user id 1 time')).toBe(
      true,
    );
    expect(note?.notification_msg).toContain('"Your password expired: re-verify at htt…"');
    expect(note?.notification_msg).not.toContain('evil.example');
  });

  it('bring the notification back as unread with the new count once it was read', async () => {
    await lockOut('nobody-a');
    const [first] = await errors();
    await markRead(first?._id);
    ctx.clock.advance(60_000);
    await lockOut('nobody-b');
    await expectOnlyErrorBack(first?._id, '2 times since 14:00 UTC');
  });
});

/** The owner's account locked from an address, a second after the last one. */
const lockOutOwner = async (address: string) => {
  ctx.clock.advance(1_000);
  await lockOut(OWNER.userId, address);
};

/**
 * Up to 20 addresses locked out: 100 refused logins, each an argon2id verification of 19 MiB. That
 * is seconds of CPU on a quiet machine and many more on a busy one: the time a test may take
 * follows the work it does.
 */
const MANY_LOGINS_TIMEOUT = 120_000;

describe("locks of the owner's account from many addresses (a botnet)", {
  timeout: MANY_LOGINS_TIMEOUT,
}, () => {
  it('make one notification an hour with their count and the latest addresses, not one each', async () => {
    for (let i = 1; i <= 12; i++) await lockOutOwner(`203.0.113.${i}`);
    expect(await errors()).toEqual([
      expect.objectContaining({
        action: 'Login',
        isReaded: false,
        notification_msg:
          'Login of "owner" locked 12 times since 14:00 UTC, each time from one address for 15 minutes after 5 failed attempts; the latest addresses: 203.0.113.12, 203.0.113.11, 203.0.113.10',
      }),
    ]);

    ctx.clock.advance(3600_000);
    token = await ctx.openSession();
    await lockOutOwner('198.51.100.1');
    expect((await errors()).map((n) => n.notification_msg)).toEqual([
      'Login of "owner" from 198.51.100.1 locked for 15 minutes after 5 failed attempts',
      expect.stringContaining('locked 12 times since 14:00 UTC'),
    ]);
  });

  it('bring the notification back as unread with the new count once it was read', async () => {
    await lockOutOwner('203.0.113.1');
    const [first] = await errors();
    expect(first?.notification_msg).toBe(
      'Login of "owner" from 203.0.113.1 locked for 15 minutes after 5 failed attempts',
    );
    await markRead(first?._id);
    ctx.clock.advance(60_000);
    await lockOutOwner('2001:db8::7');
    await expectOnlyErrorBack(
      first?._id,
      'locked 2 times since 14:00 UTC, each time from one address for 15 minutes after 5 failed attempts; the latest addresses: 2001:db8::7, 203.0.113.1',
    );
  });

  it('at the account-wide limit, tell that lock apart: 20 addresses make two notifications', async () => {
    for (let i = 1; i <= 20; i++) await lockOutOwner(`203.0.113.${i}`);
    expect((await errors()).map((n) => n.notification_msg).sort()).toEqual([
      'Login of "owner" locked 19 times since 14:00 UTC, each time from one address for 15 minutes after 5 failed attempts; the latest addresses: 203.0.113.19, 203.0.113.18, 203.0.113.17',
      'Login of "owner" locked for the rest of the hour after 100 failed attempts, except from browsers that logged in before',
    ]);
  });
});
