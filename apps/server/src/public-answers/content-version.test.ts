import { describe, expect, it } from 'vitest';
import { testAppPerTest } from '../test/app.js';
import { QueryCounter } from '../test/query-counter.js';
import { coalescedReads, createContentVersion } from './content-version.js';

const ctx = testAppPerTest();

// The shared version is what PostgreSQL's instances use; its table is on both engines, so its
// reads are checked on both.
describe('the content version', () => {
  it('lives in memory with SQLite, bumped by this process', async () => {
    const version = createContentVersion(ctx.db, 'sqlite');
    const before = version.read();
    expect(typeof before).toBe('number');
    version.bump();
    expect(version.read()).toBe(Number(before) + 1);
  });

  it('shared, reads for many requests at once in one or two queries', async () => {
    const counter = new QueryCounter();
    const version = createContentVersion(ctx.db.withPlugin(counter), 'postgres');
    const reads = await Promise.all(Array.from({ length: 50 }, () => version.read()));
    expect(new Set(reads).size).toBe(1);
    expect(counter.queries).toBeLessThanOrEqual(2);
  });
});

/** A read the test answers by hand. */
function deferredReads() {
  const pending: ((value: number) => void)[] = [];
  const read = () => new Promise<number>((resolve) => pending.push(resolve));
  return { read, pending };
}

describe('coalesced reads', () => {
  it('answers a request that arrives during a read with the next read, never the one in flight', async () => {
    const { read, pending } = deferredReads();
    const shared = coalescedReads(read);
    const early = shared();
    // Another instance commits a change now; then two requests arrive.
    const late = [shared(), shared()];
    expect(pending).toHaveLength(1);
    pending[0]?.(1);
    expect(await early).toBe(1);
    await Promise.resolve();
    expect(pending).toHaveLength(2);
    pending[1]?.(2);
    expect(await Promise.all(late)).toEqual([2, 2]);
  });

  it('starts a fresh read once none is in flight, and after a failed one', async () => {
    let calls = 0;
    const shared = coalescedReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(shared()).rejects.toThrow('connection lost');
    expect(await shared()).toBe(2);
    expect(await shared()).toBe(3);
  });
});
