import { describe, expect, it } from 'vitest';
import { testAppPerTest } from '../test/app.js';
import { QueryCounter } from '../test/query-counter.js';
import { lockFor } from './locks.js';

const ctx = testAppPerTest();

const LOCK = 'locks test';

describe('a named lock', () => {
  it('makes a transaction that asks for it wait for the one holding it, however often that one asked', async () => {
    const { engine } = ctx.database.handle;
    const order: string[] = [];
    let releaseFirst = () => {};
    const firstHolds = new Promise<void>((locked) => {
      void ctx.db.transaction().execute(async (trx) => {
        await lockFor(trx, engine, LOCK);
        await lockFor(trx, engine, LOCK);
        order.push('first locked');
        locked();
        await new Promise<void>((release) => {
          releaseFirst = release;
        });
        order.push('first commits');
      });
    });
    await firstHolds;
    const second = ctx.db.transaction().execute(async (trx) => {
      await lockFor(trx, engine, LOCK);
      order.push('second locked');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseFirst();
    await second;
    expect(order).toEqual(['first locked', 'first commits', 'second locked']);
  });

  it('is asked of PostgreSQL once in a transaction, and again in the next; SQLite needs none', async () => {
    const { engine } = ctx.database.handle;
    const counter = new QueryCounter();
    const counted = ctx.db.withPlugin(counter);
    for (let transaction = 0; transaction < 2; transaction++) {
      await counted.transaction().execute(async (trx) => {
        for (let i = 0; i < 5; i++) await lockFor(trx, engine, LOCK);
      });
    }
    expect(counter.queries).toBe(engine === 'postgres' ? 2 : 0);
  });
});
