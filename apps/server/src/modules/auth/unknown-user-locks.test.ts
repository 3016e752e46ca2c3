import { apiPaths, type Notification } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, type TestContext } from '../../test/app.js';
import { PAIR_FAILURES } from './login-throttle.js';

const ATTACKER = '203.0.113.66';
let ctx: TestContext;
let token: string;
beforeEach(async () => {
  ctx = await createTestContext();
  // An hour's start, so the counts below stay in one hour.
  ctx.clock.now = new Date('2026-11-24T14:00:00.000Z');
  token = await ctx.openSession();
});
afterEach(() => ctx.close());

const lockOut = async (userId: string) => {
  for (let i = 0; i < PAIR_FAILURES; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      remoteAddress: ATTACKER,
      payload: { user_id: userId, password: `guess ${i}` },
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
    const read = await ctx.app.inject({
      method: 'PATCH',
      url: apiPaths.notifications.markRead,
      headers: ctx.auth(token),
      payload: { ids: [first?._id] },
    });
    expectStatus(read, 200);
    ctx.clock.advance(60_000);
    await lockOut('nobody-b');
    expect(await errors()).toEqual([
      expect.objectContaining({
        _id: first?._id,
        isReaded: false,
        notification_date: ctx.clock.now.toISOString(),
        notification_msg: expect.stringContaining('2 times since 14:00 UTC'),
      }),
    ]);
  });
});
