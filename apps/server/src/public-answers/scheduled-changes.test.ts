import { apiPaths } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { nextPublication } from '../modules/posts/blog.service.js';
import { expectStatus, ownerAppPerTest } from '../test/app.js';
import { POST_BODY } from '../test/posts.js';
import { createContentVersion } from './content-version.js';
import { withScheduledChanges } from './scheduled-changes.js';

const MINUTE = 60_000;

const ctx = ownerAppPerTest();

/** An instance's content version as app.ts makes it, over the database's shared version. */
const instance = () =>
  withScheduledChanges(createContentVersion(ctx.db, 'postgres'), {
    next: (after) => nextPublication(ctx, after),
    now: () => ctx.clock.now,
  });

async function schedule(minutes: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.posts.add,
    headers: ctx.auth(ctx.token),
    payload: {
      ...POST_BODY,
      status: 'scheduled',
      publishAt: new Date(ctx.clock.now.getTime() + minutes * MINUTE).toISOString(),
    },
  });
  expectStatus(res, 200);
}

describe('the content version, moved on by scheduled posts', () => {
  it('holds until a post’s time, then moves once on every instance that shares it', async () => {
    // Two instances on one database: their versions live in it (the shared version's table is
    // on both engines).
    const [first, second] = [instance(), instance()];
    const start = await first.read();
    expect(await second.read()).toBe(start);

    // The owner schedules a post through the first instance: its change bumps the version (the
    // test app's own bump is the database's too on PostgreSQL).
    await schedule(1);
    await first.bump();
    const scheduled = await second.read();
    expect(scheduled).toBeGreaterThan(start);
    expect(await first.read()).toBe(scheduled);

    ctx.clock.advance(MINUTE - 1);
    expect(await first.read()).toBe(scheduled);
    expect(await second.read()).toBe(scheduled);

    // Its time comes: the first read anywhere moves the version, the other instance follows it
    // without moving it again.
    ctx.clock.advance(1);
    const published = await second.read();
    expect(published).toBe(scheduled + 1);
    expect(await first.read()).toBe(published);
    expect(await second.read()).toBe(published);
  });

  it('moves at each time in turn, and not at all with nothing scheduled', async () => {
    const version = withScheduledChanges(createContentVersion(ctx.db, 'sqlite'), {
      next: (after) => nextPublication(ctx, after),
      now: () => ctx.clock.now,
    });
    const start = await version.read();
    ctx.clock.advance(60 * MINUTE);
    // Nothing scheduled: the common read is the version alone, at once (SQLite).
    expect(version.read()).toBe(start);

    await schedule(2);
    await schedule(5);
    version.bump();
    const scheduled = await version.read();
    ctx.clock.advance(2 * MINUTE);
    expect(await version.read()).toBe(scheduled + 1);
    expect(version.read()).toBe(scheduled + 1);
    ctx.clock.advance(3 * MINUTE);
    expect(await version.read()).toBe(scheduled + 2);
    ctx.clock.advance(60 * MINUTE);
    expect(version.read()).toBe(scheduled + 2);
  });

  it('reads the time again after a failed read', async () => {
    let calls = 0;
    const version = withScheduledChanges(createContentVersion(ctx.db, 'sqlite'), {
      next: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return undefined;
      },
      now: () => ctx.clock.now,
    });
    await expect(version.read()).rejects.toThrow('connection lost');
    expect(await version.read()).toBe(0);
    expect(version.read()).toBe(0);
    expect(calls).toBe(2);
  });
});
