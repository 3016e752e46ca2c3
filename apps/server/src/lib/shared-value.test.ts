import { describe, expect, it } from 'vitest';
import { deferred } from '../test/fake-upstream.js';
import { SharedValue, StaleWhileRevalidateValue } from './shared-value.js';

describe('SharedValue', () => {
  it('loads once for callers that arrive together, and keeps the value for its lifetime', async () => {
    let now = new Date(0);
    const cache = new SharedValue<number>(1000, () => now);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return loads;
    };
    expect(await Promise.all(Array.from({ length: 50 }, () => cache.get(load)))).toEqual(
      Array(50).fill(1),
    );
    now = new Date(999);
    expect(await cache.get(load)).toBe(1);
    now = new Date(1000);
    expect(await cache.get(load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('loads again after a failed load', async () => {
    const cache = new SharedValue<string>(0, () => new Date());
    await expect(cache.get(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(async () => 'again')).toBe('again');
  });
});

describe('StaleWhileRevalidateValue', () => {
  const TTL = 1000;
  const BACKOFF = 300;
  let now = new Date(0);
  const at = (ms: number) => {
    now = new Date(ms);
  };
  /** Lets every promise chain that is already settled run to its end (the background loads). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const newCache = () =>
    new StaleWhileRevalidateValue<string>({ ttlMs: TTL, backoffMs: BACKOFF, now: () => now });

  it('answers the stale value at once while one load replaces it in the background', async () => {
    at(0);
    const cache = newCache();
    await cache.get(async () => 'first');
    at(TTL);
    const next = deferred<string>();
    let loads = 0;
    const slow = () => {
      loads += 1;
      return next.promise;
    };
    expect(await Promise.all([cache.get(slow), cache.get(slow), cache.get(slow)])).toEqual([
      'first',
      'first',
      'first',
    ]);
    expect(loads).toBe(1);
    next.resolve('second');
    await settle();
    expect(await cache.get(slow)).toBe('second');
    expect(loads).toBe(1);
  });

  it('asks nobody during the back-off after a failure, then tries again', async () => {
    at(0);
    const cache = newCache();
    await cache.get(async () => 'good');
    at(TTL);
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('down');
    };
    expect(await cache.get(failing)).toBe('good');
    await settle();
    expect(loads).toBe(1);
    at(TTL + BACKOFF - 1);
    expect(await cache.get(failing)).toBe('good');
    expect(loads).toBe(1);
    at(TTL + BACKOFF);
    expect(await cache.get(async () => 'recovered')).toBe('good');
    await settle();
    expect(await cache.get(failing)).toBe('recovered');
    expect(loads).toBe(1);
  });

  it('with no value, waits for the first load, and repeats its failure at once during the back-off', async () => {
    at(0);
    const cache = newCache();
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('down');
    };
    await expect(cache.get(failing)).rejects.toThrow('down');
    at(BACKOFF - 1);
    await expect(cache.get(failing)).rejects.toThrow('down');
    expect(loads).toBe(1);
    at(BACKOFF);
    expect(await cache.get(async () => 'good')).toBe('good');
  });
});
