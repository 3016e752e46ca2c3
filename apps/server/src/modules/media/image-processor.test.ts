import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { image } from '../../test/multipart.js';
import { ImageProcessor } from './image-processor.js';
import type { ImageVariantData } from './images.js';

const images = new ImageProcessor();
afterEach(() => images.close());

describe('the image process', () => {
  it('fails the jobs of a process that stopped, and only those: a job sent after is processed', async () => {
    const photo = fs.readFileSync(image('Canon_40D.jpg'));
    // The first has the process; the second waits its turn. Both are awaited from the start: the
    // close refuses the waiting one at once.
    const beforeStop = Promise.all(
      [images.process(photo), images.process(photo)].map((job) =>
        expect(job).rejects.toThrow('The image could not be processed: its decoder stopped'),
      ),
    );
    images.close();
    const afterStop = images.process(photo);
    await beforeStop;
    expect(await afterStop).toHaveLength(1);
  });
});

describe('a job of the image process', () => {
  /** A processor whose process is the stand-in: each job holds it for the time it names. */
  const busy = (jobTimeoutMs: number, idleMs?: number) =>
    new ImageProcessor({
      worker: path.join(import.meta.dirname, '../../test/busy-image-worker.ts'),
      jobTimeoutMs,
      idleMs,
    });
  const job = (ms: number) => Buffer.from(JSON.stringify({ ms }));
  /** The id of the process that answered a job of the stand-in. */
  const processOf = async (answer: Promise<ImageVariantData[]>) =>
    Number((await answer)[0]?.data.toString());
  const running = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('has its time limit to itself: a burst longer than the limit is processed whole', async () => {
    const processor = busy(2000);
    try {
      // 15 jobs of 0.2 s asked at once: 3 s in all, each far within its 2 s.
      const answers = await Promise.allSettled(
        Array.from({ length: 15 }, () => processor.process(job(200))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(15).fill('fulfilled'));
    } finally {
      processor.close();
    }
  });

  it('past its limit is refused and its process killed; the next job has a new process', async () => {
    const processor = busy(1000);
    try {
      const first = await processOf(processor.process(job(10)));
      const stuck = processor.process(job(60_000));
      const next = processOf(processor.process(job(10)));
      await expect(stuck).rejects.toThrow('The image took too long to process');
      expect(await next).not.toBe(first);
      expect(running(first)).toBe(false);
    } finally {
      processor.close();
    }
  });
  it('stops its process when it has had no job for idleMs, and starts a new one for the next job', async () => {
    const processor = busy(1000, 200);
    try {
      const first = await processOf(processor.process(job(0)));
      expect(await processOf(processor.process(job(0)))).toBe(first);
      await vi.waitUntil(() => !running(first), { timeout: 10_000, interval: 50 });
      expect(await processOf(processor.process(job(0)))).not.toBe(first);
    } finally {
      processor.close();
    }
  });
});
