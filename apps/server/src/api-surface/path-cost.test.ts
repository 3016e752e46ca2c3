import { beforeAll, describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/app.js';
import { sourceWeb } from '../test/web.js';

// A path of many slashes must cost what a short path of the same shape costs: an expression that
// retries every run of slashes (like `/\/+$/`) makes 15,000 of them cost a fifth of a second of
// CPU, and a few such requests a second starve every visitor.

/** Just under Node's 16 kB limit of a request's headers, request line included. */
const MANY = 15_000;
const ROUNDS = 10;
/** Batches of ROUNDS requests measured; the cheapest counts, so a garbage collection or another
 * task of the process landing in one batch does not count as the path's cost. */
const BATCHES = 5;
/** A linear path costs a few times the short one at most (the bytes are copied and sent back). */
const MAX_RATIO = 5;

const ctx = testAppPerFile({ PUBLIC_ORIGIN: 'https://example.com' }, { web: sourceWeb });
beforeAll(async () => {
  // Both hosts' pages compiled before anything is measured: Vite's first compiles run in this
  // process, and their CPU would count in whichever path is measured first.
  await ctx.app.inject({ method: 'GET', url: '/', headers: { host: 'example.com' } });
  await ctx.app.inject({ method: 'GET', url: '/Admin', headers: { host: 'admin.example.com' } });
});

/**
 * CPU time (user + system, µs) of ROUNDS requests to each path, after one to warm each up: the
 * cheapest of BATCHES, the paths measured in turns, so that what else the process does for a while
 * (Vite's dependency scan, a collection) counts for each of them alike.
 */
async function cpuOfEach(urls: readonly string[], host: string): Promise<number[]> {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });
  for (const url of urls) {
    const first = await get(url);
    expect(first.statusCode, first.body.slice(0, 200)).toBeLessThan(500);
  }
  const cheapest = urls.map(() => Number.POSITIVE_INFINITY);
  for (let batch = 0; batch < BATCHES; batch++) {
    for (const [index, url] of urls.entries()) {
      const start = process.cpuUsage();
      for (let i = 0; i < ROUNDS; i++) await get(url);
      const used = process.cpuUsage(start);
      cheapest[index] = Math.min(
        cheapest[index] ?? Number.POSITIVE_INFINITY,
        used.user + used.system,
      );
    }
  }
  return cheapest;
}

const SHAPES: { name: string; host: string; path: (slashes: string) => string }[] = [
  { name: 'a page (slashes alone)', host: 'example.com', path: (s) => s },
  { name: 'a page (slashes, then a letter)', host: 'example.com', path: (s) => `${s}x` },
  { name: 'a page below one', host: 'example.com', path: (s) => `/about${s}x` },
  { name: 'an admin page', host: 'admin.example.com', path: (s) => `/Admin${s}x` },
  {
    name: 'a public page on the admin host',
    host: 'admin.example.com',
    path: (s) => `/about${s}x`,
  },
  { name: 'the API', host: 'example.com', path: (s) => `/api${s}x` },
  { name: 'media', host: 'example.com', path: (s) => `/media${s}x` },
];

describe(`a path of ${MANY.toLocaleString('en')} slashes`, () => {
  it.each(SHAPES)('to $name costs about what two slashes cost', async ({ host, path }) => {
    const [short = 0, long = 0] = await cpuOfEach([path('//'), path('/'.repeat(MANY))], host);
    expect(long / short, `${long} µs against ${short} µs`).toBeLessThan(MAX_RATIO);
  });
});
