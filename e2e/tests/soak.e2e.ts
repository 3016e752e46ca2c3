import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { call, form, image, login } from '../fixtures/api.js';
import { rssBytes, treeRssBytes } from '../fixtures/process.js';
import { type RunningServer, startServer } from '../fixtures/server.js';

const SECONDS = 60;
const WINDOW = 10;

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
});

/** Adds, edits and deletes projects and quotes in a loop, as an owner at work, until told to stop. */
async function adminWrites(base: string, token: string, stop: { now: boolean }) {
  const failures: string[] = [];
  let writes = 0;
  for (let i = 0; !stop.now; i++) {
    const fields = {
      title: `soak ${i}`,
      description: 'written during the soak',
      website_link: 'https://example.com',
      project_link: 'https://example.com/code',
    };
    const added = await call<{ _id: string }>(
      base,
      token,
      'POST',
      '/api/projects/addproject',
      form(fields, { field: 'projectImage', path: image('DSCN0010.jpg') }),
    );
    const edited = await call(
      base,
      token,
      'PUT',
      `/api/projects/editProject/${added.body._id}`,
      form({ ...fields, title: `soak ${i} edited` }),
    );
    const quote = await call(base, token, 'POST', '/api/quotes/addQuotes', {
      quote: `soak quote ${i}`,
    });
    const deleted =
      i % 2 === 0
        ? await call(base, token, 'DELETE', `/api/projects/deleteProject/${added.body._id}`)
        : { status: 200 };
    for (const [what, res] of [
      ['add', added],
      ['edit', edited],
      ['quote', quote],
      ['delete', deleted],
    ] as const) {
      if (res.status !== 200) failures.push(`${what} ${i}: ${res.status}`);
    }
    writes += 4;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { failures, writes };
}

describe('soak', () => {
  it(
    `serves ${SECONDS} s of public load at 100 connections with admin writes, without errors or memory growth`,
    async () => {
      // All the load comes from one address: neither its calls, its pages nor its 100 connections
      // beside the admin's may be refused.
      server = await startServer({
        API_RATE_LIMIT: '1000000',
        PAGE_RATE_LIMIT: '1000000',
        MAX_CONNECTIONS_PER_ADDRESS: '1000',
      });
      const base = server.publicUrl;
      const token = await login(base);
      const pid = server.pid;
      const stop = { now: false };
      const writes = adminWrites(base, token, stop);
      // Images are decoded in a child process that the first upload starts: measuring starts once
      // it runs, so the first window holds it as the last one does.
      const deadline = Date.now() + 10_000;
      while (treeRssBytes(pid).processes < 2 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const samples: { server: number; total: number; processes: number }[] = [];
      const sampler = setInterval(() => {
        const tree = treeRssBytes(pid);
        samples.push({ server: rssBytes(pid), total: tree.bytes, processes: tree.processes });
      }, 1000);

      // A failed request says why (a timeout, a reset, a refused connection), counted by kind.
      const reasons = new Map<string, number>();
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: base,
            connections: 100,
            duration: SECONDS,
            requests: [
              { method: 'GET', path: '/' },
              { method: 'GET', path: '/about' },
              { method: 'GET', path: '/projects' },
              { method: 'POST', path: '/api/projects/getprojects' },
              { method: 'POST', path: '/api/quotes/fetchQuotes' },
            ],
          },
          (err, done) => (err ? reject(err) : resolve(done)),
        );
        instance.on('reqError', (error: Error) => {
          reasons.set(error.message, (reasons.get(error.message) ?? 0) + 1);
        });
      });
      stop.now = true;
      clearInterval(sampler);
      const admin = await writes;

      expect(result.errors, JSON.stringify(Object.fromEntries(reasons))).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
      expect(result.requests.total).toBeGreaterThan(1000);
      expect(admin.failures).toEqual([]);
      expect(admin.writes).toBeGreaterThan(20);
      // Every sample counted the image process: the server's memory is that of both processes.
      const without = samples.filter((s) => s.processes < 2).length;
      expect(without, 'samples taken without the image process').toBe(0);
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const growth = (of: (sample: (typeof samples)[number]) => number) => {
        const first = mean(samples.slice(0, WINDOW).map(of));
        const last = mean(samples.slice(-WINDOW).map(of));
        return {
          ratio: last / first,
          text: `${Math.round(first / 1e6)} MB -> ${Math.round(last / 1e6)} MB`,
        };
      };
      const total = growth((s) => s.total);
      const report =
        `RSS of the server and its image process ${total.text}; ` +
        `of the server alone ${growth((s) => s.server).text}`;
      console.warn(report);
      expect(total.ratio, report).toBeLessThan(1.2);
    },
    (SECONDS + 60) * 1000,
  );
});
