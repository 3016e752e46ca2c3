import { apiPaths, type Notification, NotificationAction } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { expectStatus, ownerAppPerTest, ownerCall } from '../../test/app.js';
import { notifySuccess } from './notifications.service.js';

const DAY = 24 * 3600_000;

const ctx = ownerAppPerTest();

/** `count` notifications, one a minute, the newest `ageMs` before the test clock. */
async function storeNotifications(count: number, ageMs: number): Promise<void> {
  const newest = ctx.clock.now.getTime() - ageMs;
  const rows = Array.from({ length: count }, (_, i) => {
    const at = newest - (count - 1 - i) * 60_000;
    return {
      id: newId(at),
      message: `stored ${i}`,
      action: 'Create',
      status: 'Success',
      is_read: false,
      created_at: new Date(at),
    };
  });
  for (let i = 0; i < rows.length; i += 100) {
    await ctx.db
      .insertInto('notifications')
      .values(rows.slice(i, i + 100))
      .execute();
  }
}

const count = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const list = (query = '') => ownerCall(ctx, 'POST', `${apiPaths.notifications.list}${query}`);
const messages = async (query = '') => {
  const res = await list(query);
  expectStatus(res, 200);
  return res.json<Notification[]>().map((n) => n.notification_msg);
};

describe('keeping notifications', () => {
  it('forgets those older than 180 days beyond the newest 1,000 when one is written', async () => {
    await storeNotifications(1_100, 200 * DAY);
    await notifySuccess(ctx.db, NotificationAction.Create, 'the newest', ctx.clock.now);
    expect(await count()).toBe(1_000);
    const kept = await messages();
    expect(kept).toHaveLength(1_000);
    expect(kept[0]).toBe('the newest');
    expect(kept.at(-1)).toBe('stored 101');
  });

  it('keeps every one of the last 180 days, even past 1,000', async () => {
    await storeNotifications(1_100, 0);
    await notifySuccess(ctx.db, NotificationAction.Create, 'the newest', ctx.clock.now);
    expect(await count()).toBe(1_101);
  });
});

describe('getNotify', () => {
  it('answers without paging the whole list as before, newest first, up to 1,000', async () => {
    await storeNotifications(3, 0);
    expect(await messages()).toEqual(['stored 2', 'stored 1', 'stored 0']);
    await storeNotifications(1_001, DAY);
    const all = await messages();
    expect(all).toHaveLength(1_000);
    expect(all.slice(0, 4)).toEqual(['stored 2', 'stored 1', 'stored 0', 'stored 1000']);
  });

  it('pages with limit and before, the last id of the previous page', async () => {
    await storeNotifications(7, 0);
    const first = (await list('?limit=3')).json<Notification[]>();
    expect(first.map((n) => n.notification_msg)).toEqual(['stored 6', 'stored 5', 'stored 4']);
    const second = await messages(`?limit=3&before=${first.at(-1)?._id}`);
    expect(second).toEqual(['stored 3', 'stored 2', 'stored 1']);
    const sixth = (await list('?limit=6')).json<Notification[]>()[5]?._id;
    expect(await messages(`?limit=3&before=${sixth}`)).toEqual(['stored 0']);
  });

  it('refuses a page it cannot give, naming the parameter', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=1001', 'limit'],
      ['?limit=ten', 'limit'],
      ['?before=xyz', 'before'],
      [`?before=${'f'.repeat(24)}`, 'before'],
    ] as const) {
      const res = await list(query);
      expectStatus(res, 400);
      expect(res.json().details, query).toContainEqual({ field, message: expect.any(String) });
    }
  });
});
