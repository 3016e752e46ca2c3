import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundJob } from './background-job.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('a background job', () => {
  it('runs one at a time: a run asked for while one is in flight joins it', async () => {
    let release: () => void = () => {};
    const job = vi.fn(() => new Promise<number>((resolve) => (release = () => resolve(7))));
    const loop = backgroundJob(job, { delayMs: 1_000, onError: () => {} });
    const [first, second] = [loop.run(), loop.run()];
    release();
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(job).toHaveBeenCalledTimes(1);
    // Once it ended, a run is a new one.
    const third = loop.run();
    release();
    await third;
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('runs again a delay after each run ends, failed or not, and stops', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const loop = backgroundJob(
      async () => {
        runs++;
        if (runs === 2) throw new Error('the second failed');
      },
      { delayMs: 1_000, onError: (err) => errors.push(err) },
    );
    loop.start(50);
    await vi.advanceTimersByTimeAsync(49);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('the second failed')]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(3);
    await loop.stop();
    expect(loop.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
  });

  it('waits on stop for the run in flight', async () => {
    let finished = false;
    const loop = backgroundJob(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        finished = true;
      },
      { delayMs: 1_000, onError: () => {} },
    );
    void loop.run();
    await loop.stop();
    expect(finished).toBe(true);
  });
});
