import { apiPaths, type Notification } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, OWNER, type TestContext } from '../../test/app.js';
import { PAIR_FAILURES } from './login-throttle.js';

let ctx: TestContext;
let token: string;
beforeEach(async () => {
  ctx = await createTestContext();
  // An hour's start, so the locks below stay in one hour.
  ctx.clock.now = new Date('2026-11-24T14:00:00.000Z');
  token = await ctx.openSession();
});
afterEach(() => ctx.close());

/**
 * 5 wrong passwords for the owner's account from one address, a second after the last address's:
 * that address is locked out.
 */
const lockOut = async (address: string) => {
  ctx.clock.advance(1_000);
  for (let i = 0; i < PAIR_FAILURES; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      remoteAddress: address,
      payload: { user_id: OWNER.userId, password: `guess ${i}` },
    });
    expectStatus(res, 401);
  }
};
const errors = async () =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: apiPaths.notifications.list,
      headers: ctx.auth(token),
    })
  )
    .json<Notification[]>()
    .filter((n) => n.status === 'Error');

describe("locks of the owner's account from many addresses (a botnet)", () => {
  it('make one notification an hour with their count and the latest addresses, not one each', async () => {
    for (let i = 1; i <= 12; i++) await lockOut(`203.0.113.${i}`);
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
    await lockOut('198.51.100.1');
    expect((await errors()).map((n) => n.notification_msg)).toEqual([
      'Login of "owner" from 198.51.100.1 locked for 15 minutes after 5 failed attempts',
      expect.stringContaining('locked 12 times since 14:00 UTC'),
    ]);
  });

  it('bring the notification back as unread with the new count once it was read', async () => {
    await lockOut('203.0.113.1');
    const [first] = await errors();
    expect(first?.notification_msg).toBe(
      'Login of "owner" from 203.0.113.1 locked for 15 minutes after 5 failed attempts',
    );
    const read = await ctx.app.inject({
      method: 'PATCH',
      url: apiPaths.notifications.markRead,
      headers: ctx.auth(token),
      payload: { ids: [first?._id] },
    });
    expectStatus(read, 200);
    ctx.clock.advance(60_000);
    await lockOut('2001:db8::7');
    expect(await errors()).toEqual([
      expect.objectContaining({
        _id: first?._id,
        isReaded: false,
        notification_date: ctx.clock.now.toISOString(),
        notification_msg: expect.stringContaining(
          'locked 2 times since 14:00 UTC, each time from one address for 15 minutes after 5 failed attempts; the latest addresses: 2001:db8::7, 203.0.113.1',
        ),
      }),
    ]);
  });

  it('at the account-wide limit, tell that lock apart: 20 addresses make two notifications', async () => {
    for (let i = 1; i <= 20; i++) await lockOut(`203.0.113.${i}`);
    expect((await errors()).map((n) => n.notification_msg).sort()).toEqual([
      'Login of "owner" locked 19 times since 14:00 UTC, each time from one address for 15 minutes after 5 failed attempts; the latest addresses: 203.0.113.19, 203.0.113.18, 203.0.113.17',
      'Login of "owner" locked for the rest of the hour after 100 failed attempts, except from browsers that logged in before',
    ]);
  });
});
