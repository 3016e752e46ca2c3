import { describe, expect, it } from 'vitest';
import { SharedCache } from './cache.js';

describe('SharedCache', () => {
  it('loads once for callers that arrive together, and keeps the value for its lifetime', async () => {
    let now = new Date(0);
    const cache = new SharedCache<number>(1000, () => now);
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

  it('keeps the last value when a load fails, and loads again next time', async () => {
    const cache = new SharedCache<string>(0, () => new Date());
    await cache.get(async () => 'good');
    await expect(cache.get(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.last()).toBe('good');
    expect(await cache.get(async () => 'again')).toBe('again');
  });
});
