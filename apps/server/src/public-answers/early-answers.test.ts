import net from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { apiPaths, type Project, TOKEN_HEADER } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/app.js';
import { addProject, seedProject, toggleStatus } from '../test/content.js';

let ctx: TestContext;
let token: string;
let port: number;
/** The requests Fastify routed: one not answered before routing. */
let routed: number;

/** The app on a port, counting the requests Fastify routes. */
async function start(env: Record<string, string> = {}) {
  ctx = await createTestContext(env);
  token = await ctx.openSession();
  routed = 0;
  ctx.app.addHook('onRequest', (_request, _reply, done) => {
    routed += 1;
    done();
  });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
}
beforeEach(() => start());
afterEach(() => ctx.close());

interface Exchange {
  /** The status line and headers as sent, but the Date line (the clock moves between answers). */
  head: string;
  body: Buffer;
}

/** Sends the list call over a socket of its own and reads every byte of the answer. */
function listCall(headers: Record<string, string> = {}): Promise<Exchange> {
  const lines = Object.entries({ host: 'localhost', connection: 'close', ...headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`POST ${apiPaths.projects.list} HTTP/1.1\r\n${lines.join('')}\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const bytes = Buffer.concat(chunks);
      const end = bytes.indexOf('\r\n\r\n');
      const head = bytes
        .subarray(0, end)
        .toString('latin1')
        .split('\r\n')
        .filter((line) => !line.startsWith('Date: '))
        .join('\r\n');
      resolve({ head, body: bytes.subarray(end + 4) });
    });
  });
}

const titles = (exchange: Exchange) =>
  (JSON.parse(exchange.body.toString()) as Project[]).map((project) => project.title);

/** The list call, checking whether Fastify routed it (`true`) or the server answered it first. */
async function listCallRouted(wasRouted: boolean, headers: Record<string, string> = {}) {
  const before = routed;
  const answer = await listCall(headers);
  expect(routed - before, wasRouted ? 'answered before routing' : 'routed').toBe(wasRouted ? 1 : 0);
  return answer;
}

/**
 * After a change: the handler's answer (kept), the kept answer as the route's hook sends it (its
 * head kept in turn), then that answer before routing.
 */
async function handledRoutedEarly(headers: Record<string, string> = {}) {
  const handled = await listCallRouted(true, headers);
  const routedAnswer = await listCallRouted(true, headers);
  const early = await listCallRouted(false, headers);
  return { handled, routed: routedAnswer, early };
}

describe('kept lists answered before routing', () => {
  it('are the routed kept answer, byte for byte, in each encoding', async () => {
    await seedProject(ctx, token, { title: 'Kept' });
    const plain = await handledRoutedEarly();
    expect(plain.handled.body.equals(plain.routed.body)).toBe(true);
    expect(plain.routed.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(plain.early.head).toBe(plain.routed.head);
    expect(plain.early.body.equals(plain.routed.body)).toBe(true);
    expect(titles(plain.early)).toEqual(['Kept']);

    // The encoding is part of what a head is kept for: br is routed once, then answered first.
    const brRouted = await listCallRouted(true, { 'accept-encoding': 'br' });
    const brEarly = await listCallRouted(false, { 'accept-encoding': 'br' });
    const br = { routed: brRouted, early: brEarly };
    expect(br.early.head).toBe(br.routed.head);
    expect(br.early.head).toContain('content-encoding: br');
    expect(br.early.body.equals(br.routed.body)).toBe(true);
    expect(brotliDecompressSync(br.early.body).equals(plain.early.body)).toBe(true);
  });

  it('show a change of the projects on the very next request', async () => {
    const first = await seedProject(ctx, token, { title: 'First' });
    const before = await handledRoutedEarly();
    expect(titles(before.early)).toEqual(['First']);

    await addProject(ctx, token, { title: 'Second' });
    const added = await handledRoutedEarly();
    expect(titles(added.handled)).toEqual(['Second', 'First']);
    expect(added.early.head).toBe(added.routed.head);
    expect(added.early.body.equals(added.routed.body)).toBe(true);
    expect(added.early.head).not.toBe(before.early.head);

    await toggleStatus(ctx, token, apiPaths.projects.status(first._id));
    const hidden = await handledRoutedEarly();
    expect(titles(hidden.handled)).toEqual(['Second']);
    expect(hidden.early.head).toBe(hidden.routed.head);
    expect(hidden.early.body.equals(hidden.routed.body)).toBe(true);
  });

  it('never answer a request the kept answer may not fit: each is routed', async () => {
    const project = await seedProject(ctx, token, { title: 'Hidden' });
    await toggleStatus(ctx, token, apiPaths.projects.status(project._id));
    const { early } = await handledRoutedEarly();
    expect(titles(early)).toEqual([]);
    const etag = /etag: (.*)/.exec(early.head)?.[1] ?? '';

    const cases: [string, Record<string, string>, (answer: Exchange) => void][] = [
      // The owner sees his hidden project.
      [TOKEN_HEADER, { [TOKEN_HEADER]: token }, (a) => expect(titles(a)).toEqual(['Hidden'])],
      [
        'If-None-Match',
        { 'if-none-match': etag },
        (a) => expect(a.head).toMatch(/^HTTP\/1\.1 304/),
      ],
      [
        'Origin',
        { origin: 'https://elsewhere.example' },
        (a) => expect(a.head).not.toContain('access-control-allow-origin'),
      ],
    ];
    for (const [, headers, check] of cases) check(await listCallRouted(true, headers));
  });

  it('keep a head per forwarded protocol behind a trusted proxy (HSTS over HTTPS)', async () => {
    await ctx.close();
    await start({ TRUST_PROXY: 'true' });
    const https = { 'x-forwarded-proto': 'https' };
    const plain = await handledRoutedEarly();
    expect(plain.early.head).not.toContain('strict-transport-security');
    await listCallRouted(true, https);
    const early = await listCallRouted(false, https);
    expect(early.head).toContain('strict-transport-security: max-age=31536000; includeSubDomains');
  });

  it('stop once the app drains: Fastify answers 503', async () => {
    await handledRoutedEarly();
    await ctx.app.drain(1_000);
    const answer = await listCall();
    expect(answer.head).toMatch(/^HTTP\/1\.1 503/);
  });
});
