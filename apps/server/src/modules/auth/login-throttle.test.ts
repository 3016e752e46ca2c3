import { apiPaths } from '@portfolio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { expectStatus, OWNER, testAppPerTest } from '../../test/app.js';
import { notifications } from '../../test/content.js';
import { testEngine } from '../../test/database.js';
import { PAIR_FAILURES, PAIR_LOCK_MS } from './login-throttle.js';

const ctx = testAppPerTest();

const attempt = (password: string, remoteAddress = '203.0.113.7') =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.login,
    remoteAddress,
    payload: { user_id: OWNER.userId, password },
  });
const ownerNotifications = async () => notifications(ctx, await ctx.login());

/** 20 wrong guesses at once: exactly 5 are checked (401), the other 15 are refused unchecked. */
function expectParallelGuessesLocked(answers: readonly LightMyRequestResponse[]): void {
  const statuses = answers.map((res) => res.statusCode);
  expect(statuses.filter((status) => status === 401)).toHaveLength(PAIR_FAILURES);
  expect(statuses.filter((status) => status === 429)).toHaveLength(20 - PAIR_FAILURES);
  for (const res of answers.filter((answer) => answer.statusCode === 429)) {
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
}

describe('failed logins', () => {
  it('lock the account and address after 5 failures: the 6th gets 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expectStatus(await attempt('wrong password'), 401);
    const locked = await attempt(OWNER.password);
    expectStatus(locked, 429);
    expect(locked.json()).toEqual({
      error: 'Too many failed logins: try again in 15 minutes',
      code: 'ACCOUNT_LOCKED',
    });
    expect(locked.headers['retry-after']).toBe('900');
    ctx.clock.advance(10 * 60_000);
    expect((await attempt(OWNER.password)).headers['retry-after']).toBe('300');
    const lockNotes = (await ownerNotifications()).filter((n) => n.status === 'Error');
    expect(lockNotes).toEqual([
      expect.objectContaining({
        action: 'Login',
        notification_msg: `Login of "owner" from 203.0.113.7 locked for 15 minutes after 5 failed attempts`,
      }),
    ]);
  });

  it('do not lock the same account from another address', async () => {
    for (let i = 0; i < 5; i++) await attempt('wrong password');
    expectStatus(await attempt(OWNER.password, '198.51.100.20'), 200);
  });

  it('let the right password in again once the lock ends, and count again from zero', async () => {
    for (let i = 0; i < 5; i++) await attempt('wrong password');
    ctx.clock.advance(PAIR_LOCK_MS - 1000);
    expectStatus(await attempt(OWNER.password), 429);
    ctx.clock.advance(2000);
    expectStatus(await attempt(OWNER.password), 200);
    // The 5th failure is checked (401), so the 4 before did not lock; it locks again.
    for (let i = 0; i < 5; i++) expectStatus(await attempt('wrong password'), 401);
    expectStatus(await attempt(OWNER.password), 429);
  });

  it('count again from zero after a successful login', async () => {
    // 4 + 4 failures without a reset in between would lock at the 5th.
    for (let i = 0; i < 4; i++) expectStatus(await attempt('wrong password'), 401);
    expectStatus(await attempt(OWNER.password), 200);
    for (let i = 0; i < 4; i++) expectStatus(await attempt('wrong password'), 401);
    expectStatus(await attempt(OWNER.password), 200);
  });

  it('in parallel get no more than 5 passwords checked: the rest get 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt('wrong password')));
    expectParallelGuessesLocked(answers);
    expectStatus(await attempt(OWNER.password), 429);
  });

  it('in parallel on two instances of one database get no more than 5 passwords checked', async () => {
    // PostgreSQL: another pool, as another process would have. SQLite has one process per database
    // file (its driver is synchronous), so there the second instance shares the connection.
    const second =
      testEngine === 'postgres' ? await openDatabase(ctx.database.config) : ctx.database.handle;
    const other = await buildApp({ ...ctx.app.deps, db: second.db });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? other : ctx.app).inject({
            method: 'POST',
            url: apiPaths.auth.login,
            remoteAddress: '203.0.113.7',
            payload: { user_id: OWNER.userId, password: 'wrong password' },
          }),
        ),
      );
      expectParallelGuessesLocked(answers);
    } finally {
      await other.close();
      if (second !== ctx.database.handle) await second.destroy();
    }
    const lockNotes = (await ownerNotifications()).filter((n) => n.status === 'Error');
    expect(lockNotes).toHaveLength(1);
  });

  it('lock the account from every address after 100 failures in an hour', async () => {
    for (let i = 0; i < 100; i++) {
      expectStatus(await attempt('wrong password', `10.0.${Math.floor(i / 4)}.${i % 4}`), 401);
    }
    const fromElsewhere = await attempt(OWNER.password, '192.0.2.1');
    expectStatus(fromElsewhere, 429);
    ctx.clock.advance(60 * 60_000);
    expectStatus(await attempt(OWNER.password, '192.0.2.1'), 200);
    const lockNotes = (await ownerNotifications()).filter((n) => n.status === 'Error');
    expect(lockNotes).toEqual([
      expect.objectContaining({
        action: 'Login',
        notification_msg: `Login of "owner" locked for the rest of the hour after 100 failed attempts, except from browsers that logged in before`,
      }),
    ]);
  });

  it('count for unknown accounts too, so a lock does not tell which accounts exist', async () => {
    const unknown = () =>
      ctx.app.inject({
        method: 'POST',
        url: apiPaths.auth.login,
        payload: { user_id: 'nobody', password: 'x' },
      });
    for (let i = 0; i < 5; i++) expectStatus(await unknown(), 401);
    expectStatus(await unknown(), 429);
  });
});

describe('a successful login', () => {
  it('tells the owner who logged in from where', async () => {
    expectStatus(await attempt(OWNER.password), 200);
    expect((await ownerNotifications()).at(-1)).toMatchObject({
      action: 'Login',
      status: 'Success',
      notification_msg: 'Logged in as "owner" from 203.0.113.7',
    });
  });
});
