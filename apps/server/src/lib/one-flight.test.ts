import { describe, expect, it } from 'vitest';
import { oneFlight } from './one-flight.js';

describe('oneFlight', () => {
  it('gives the callers of a key in flight its one run, and starts another once it settled', async () => {
    const once = oneFlight<string>();
    let runs = 0;
    const start = (key: string) => async () => {
      runs += 1;
      const run = `${key}${runs}`;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return run;
    };
    const together = await Promise.all([
      once('a', start('a')),
      once('a', start('a')),
      once('b', start('b')),
    ]);
    expect(together).toEqual(['a1', 'a1', 'b2']);
    expect(await once('a', start('a'))).toBe('a3');
  });

  it('lets the next caller start again after a run failed', async () => {
    const once = oneFlight<string>();
    const failing = once('a', () => Promise.reject(new Error('drawing failed')));
    await expect(Promise.all([failing, once('a', async () => 'other')])).rejects.toThrow(
      'drawing failed',
    );
    expect(await once('a', async () => 'again')).toBe('again');
  });
});
