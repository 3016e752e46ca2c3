import type { ImageJob, ImageResult } from '../modules/media/image-worker.js';

/**
 * A stand-in for the image process whose jobs take the time they name: each job's bytes are
 * `{"ms": n}`, and it holds the process's event loop for n ms (as drawing a card or a résumé
 * does), then answers one file: its process id, in decimal, so a test tells processes apart.
 */
process.on('disconnect', () => process.exit(0));

process.on('message', (job: ImageJob) => {
  const { ms } = JSON.parse(Buffer.from(job.data).toString('utf8')) as { ms: number };
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Holds the event loop, as a synchronous drawing does.
  }
  const result: ImageResult = {
    id: job.id,
    ok: true,
    value: [{ width: 1, height: 1, data: Buffer.from(String(process.pid)) }],
  };
  process.send?.(result);
});
