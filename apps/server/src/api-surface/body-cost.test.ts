import { apiPaths } from '@portfolio/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_BODY_LIMIT } from '../lib/body-limits.js';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { sourceWeb } from '../test/web.js';

// A body must cost what its bytes cost to receive, not what its shape makes a parser do: 1 MB of
// `[[[[…]]]]` cost JSON.parse half a second, on any path (a 404 too), with no login, so a few such
// requests a second starved every visitor. Costs are compared in the test, never timed.

const MB = 1024 * 1024;
/** 1 MB of arrays in arrays: half a million levels. */
const NESTED = `${'['.repeat(MB / 2)}${']'.repeat(MB / 2)}`;
/** 1 MB of JSON that nests nothing: one string. */
const FLAT = JSON.stringify('x'.repeat(MB - 2));
const ROUNDS = 20;
/** Batches of ROUNDS requests measured; the cheapest counts, so a garbage collection or another
 * task of the process landing in one batch does not count as the body's cost. */
const BATCHES = 3;
/** What a bad body may cost against a good one: its bytes are received at most, never parsed deep. */
const MAX_RATIO = 5;

const ctx = testAppPerFile(
  { PUBLIC_ORIGIN: 'https://example.com', API_RATE_LIMIT: '1000000' },
  { web: sourceWeb },
);
let token: string;
beforeAll(async () => {
  token = await ctx.openSession();
});

type Request = Omit<InjectOptions, 'payload'>;

const send = (request: Request, payload: string) =>
  ctx.app.inject({
    ...request,
    headers: { host: 'example.com', 'content-type': 'application/json', ...request.headers },
    payload,
  });

/** CPU time (user + system, µs) of ROUNDS requests with this body, after one to warm up: the cheapest of BATCHES. */
async function cpuOf(request: Request, payload: string): Promise<number> {
  const first = await send(request, payload);
  expect(first.statusCode, first.body.slice(0, 200)).toBeLessThan(500);
  let cheapest = Number.POSITIVE_INFINITY;
  for (let batch = 0; batch < BATCHES; batch++) {
    const start = process.cpuUsage();
    for (let i = 0; i < ROUNDS; i++) await send(request, payload);
    const used = process.cpuUsage(start);
    cheapest = Math.min(cheapest, used.user + used.system);
  }
  return cheapest;
}

const ANONYMOUS: { name: string; request: Request }[] = [
  { name: 'an unknown page', request: { method: 'POST', url: '/nothing-here' } },
  { name: 'the home page', request: { method: 'POST', url: '/' } },
  { name: 'an unknown API path', request: { method: 'POST', url: '/api/nonexistent' } },
  {
    name: 'a call that takes no body',
    request: { method: 'POST', url: apiPaths.auth.passkeyLoginOptions },
  },
  // Its first answer is refused; once kept, it is answered before the body is read (decision 011).
  { name: 'a public list call', request: { method: 'POST', url: apiPaths.projects.list } },
  { name: 'the login', request: { method: 'POST', url: apiPaths.auth.login } },
];

describe('1 MB of nested JSON from anyone', () => {
  // Against the same bytes nesting nothing: what a megabyte costs to hand over (inject() copies
  // it into a stream for each request, 0.6 ms here) is the same on both sides, and only what the
  // nesting costs is compared. Against an empty body that copy alone came to 5 times.
  it.each(ANONYMOUS)(
    'to $name is refused, and costs about what 1 MB that nests nothing costs',
    async ({ request }) => {
      const res = await send(request, NESTED);
      expect([400, 413], res.body.slice(0, 200)).toContain(res.statusCode);
      const flat = await cpuOf(request, FLAT);
      const nested = await cpuOf(request, NESTED);
      expect(nested / flat, `${nested} µs against ${flat} µs`).toBeLessThan(MAX_RATIO);
    },
  );
});

describe('nested JSON within a route’s limit', () => {
  it('is refused before it is parsed, for anyone and for the Admin', async () => {
    // The login takes 16 kB: 8,000 levels fit.
    const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`;
    const login = await send({ method: 'POST', url: apiPaths.auth.login }, deep);
    expectStatus(login, 400);
    expect(login.json()).toEqual({
      error: 'The body nests arrays and objects deeper than 64 levels',
      code: 'INVALID_JSON',
    });
    const sixtyFour = `${'['.repeat(64)}${']'.repeat(64)}`;
    const shallow = await send({ method: 'POST', url: apiPaths.auth.login }, sixtyFour);
    expectStatus(shallow, 400);
    expect(shallow.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('costs the Admin’s 1 MB calls about what 1 MB that nests nothing costs', async () => {
    const theme: Request = { method: 'PUT', url: apiPaths.theme, headers: ctx.auth(token) };
    expectStatus(await send(theme, NESTED), 400);
    const flat = await cpuOf(theme, FLAT);
    const nested = await cpuOf(theme, NESTED);
    expect(nested / flat, `${nested} µs against ${flat} µs`).toBeLessThan(MAX_RATIO);
  });
});

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
}

describe('a body sent where none is taken', () => {
  it('is refused unread (413) by every call that takes none, and by the not-found answers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: apiPaths.openapi })).json<OpenApi>();
    const bodyless = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== 'get' && !operation.requestBody)
        .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{\w+\}/g, 'x') })),
    );
    expect(bodyless.length).toBeGreaterThan(20);
    const requests = [
      ...bodyless,
      { method: 'POST', url: '/nothing-here' },
      { method: 'PUT', url: '/' },
      { method: 'DELETE', url: '/api/nonexistent' },
    ];
    // A JSON body with nothing wrong in it but its size; the owner's token gets past the guards.
    const body = JSON.stringify({ note: 'x'.repeat(NO_BODY_LIMIT) });
    for (const { method, url } of requests) {
      const res = await send({ method: method as 'POST', url, headers: ctx.auth(token) }, body);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(413);
    }
  });
});
