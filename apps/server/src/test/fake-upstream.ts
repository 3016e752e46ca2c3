import http from 'node:http';
import type { AddressInfo } from 'node:net';
// Not the global setTimeout: a test may fake that one to drive the app's clock.
import { setTimeout as sleep } from 'node:timers/promises';

interface UpstreamRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface UpstreamAnswer {
  status: number;
  body?: unknown;
  /** Sent as it is, not as JSON (an image's bytes too). */
  raw?: string | Buffer;
  /** Headers besides the JSON content type (Link, ETag, rate limits, Location). */
  headers?: Record<string, string>;
  delayMs?: number;
  /**
   * Never sent: the request stays open until the caller gives up (its own timeout, which a test
   * sets short, so that the stall costs the test nothing) or the fake closes.
   */
  stalls?: boolean;
}

export interface FakeUpstream {
  readonly url: string;
  readonly requests: UpstreamRequest[];
  /** How each request is answered; tests replace it. A promise holds the answer until it settles. */
  answer: (request: UpstreamRequest) => UpstreamAnswer | Promise<UpstreamAnswer>;
  count(path: string): number;
  close(): Promise<void>;
}

/** A fake third-party service on loopback that records what it was asked. */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeUpstream = {
    url: '',
    requests: [],
    answer: () => ({ status: 404, body: { error: 'not set up' } }),
    count: (path) => fake.requests.filter((r) => r.path.split('?')[0] === path).length,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const request = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
      };
      fake.requests.push(request);
      const answer = await fake.answer(request);
      if (answer.delayMs) await sleep(answer.delayMs);
      if (res.destroyed || answer.stalls) return;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(fake, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  return fake;
}

/** A promise and the functions that settle it: an upstream answer a test holds, then releases. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
