import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { form, image, login } from '../fixtures/api.js';
import { type RunningServer, startServer } from '../fixtures/server.js';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.kill('SIGKILL');
});

const PROJECT = {
  title: 'Uploaded while stopping',
  description: 'The upload that was in flight when the stop signal came',
  website_link: 'https://example.com',
  project_link: 'https://example.com/code',
};

/** A multipart body as bytes, so the test can send it slowly. */
async function encode(body: FormData): Promise<{ bytes: Buffer; type: string }> {
  const request = new Request('http://x/', { method: 'POST', body });
  return {
    bytes: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

/**
 * The drain the upload tests give the server (SHUTDOWN_DRAIN_MS, as an operator with slow uploads
 * would): the upload's image goes through the pipeline after the signal, which took over the
 * default 8 s on a machine at a load of 16 (the drain then cut it, as it should). The test is about
 * finishing in flight, not about the pipeline's speed.
 */
const UPLOAD_DRAIN_MS = 30_000;

/** A start (up to 45 s on a loaded machine, fixtures/server.ts), the upload and the drain. */
const UPLOAD_TEST_TIMEOUT_MS = 45_000 + 15_000 + UPLOAD_DRAIN_MS;

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s finishes an upload in flight, answers new requests 503, and exits 0',
    async (signal) => {
      const running = await startServer({ SHUTDOWN_DRAIN_MS: String(UPLOAD_DRAIN_MS) });
      server = running;
      const token = await login(running.publicUrl);
      const { bytes, type } = await encode(
        form(PROJECT, { field: 'projectImage', path: image('jolla.jpg') }),
      );

      const upload = http.request(`${running.publicUrl}/api/projects/addproject`, {
        method: 'POST',
        headers: { access_token: token, 'content-type': type, 'content-length': bytes.length },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        upload.on('response', (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        upload.on('error', reject);
      });
      const half = Math.floor(bytes.length / 2);
      upload.write(bytes.subarray(0, half));
      await new Promise((r) => setTimeout(r, 300));

      // The server's own deadline exits 1 after the drain and 2 s, so exit code 0 also says it was
      // in time.
      const exitCode = running.kill(signal);
      await new Promise((r) => setTimeout(r, 300));
      const late = await fetch(`${running.publicUrl}/api/profile`);
      expect(late.status).toBe(503);
      expect(await late.json()).toEqual({
        error: 'The server is restarting; try again in a moment',
        code: 'SERVICE_UNAVAILABLE',
      });

      upload.end(bytes.subarray(half));
      const result = await answered;
      expect(result.status, result.body).toBe(200);
      expect(JSON.parse(result.body)).toMatchObject({ title: PROJECT.title });
      expect(await exitCode).toBe(0);
    },
    UPLOAD_TEST_TIMEOUT_MS,
  );

  it('cuts what still runs when the drain time is over, logs it, and exits 1', async () => {
    // debug logs every incoming request: the test waits for the server to have the upload.
    const running = await startServer({ SHUTDOWN_DRAIN_MS: '200', LOG_LEVEL: 'debug' });
    server = running;
    const token = await login(running.publicUrl);
    const { bytes, type } = await encode(
      form(PROJECT, { field: 'projectImage', path: image('jolla.jpg') }),
    );
    const upload = http.request(`${running.publicUrl}/api/projects/addproject`, {
      method: 'POST',
      headers: { access_token: token, 'content-type': type, 'content-length': bytes.length },
    });
    const outcome = new Promise<string>((resolve) => {
      upload.on('response', (res) => resolve(`answered ${res.statusCode}`));
      upload.on('error', (err) => resolve(`cut: ${err.message}`));
    });
    // Half the body, and never the rest: only the drain deadline can end this request.
    upload.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
    await until(() => running.output().includes('/api/projects/addproject'));

    expect(await running.kill('SIGTERM'), running.output()).toBe(1);
    expect(await outcome).toMatch(/^cut: /);
    expect(running.output()).toContain('requests still running after the drain time are cut');
    expect(running.output()).not.toContain('shutdown took too long');
  });

  it('closes the connections with nothing to answer and exits 0: a preconnected one, one halfway through its headers, one kept alive', async () => {
    const running = await startServer({ SHUTDOWN_DRAIN_MS: '500' });
    server = running;
    const connect = async () => {
      const socket = net.connect(running.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.on('error', () => {});
      return socket;
    };
    // As a browser preconnects: a socket that never sends a byte.
    const preconnected = await connect();
    const halfway = await connect();
    halfway.write('GET / HTTP/1.1\r\nHost: localhost');
    const keptAlive = await connect();
    keptAlive.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => keptAlive.once('data', resolve));
    const closed = [preconnected, halfway, keptAlive].map(
      (socket) => new Promise((resolve) => socket.once('close', resolve)),
    );

    expect(await running.kill('SIGTERM'), running.output()).toBe(0);
    await Promise.all(closed);
    expect(running.output()).not.toContain('shutdown took too long');
  });
});

/** Resolves once a condition holds, checking every 20 ms; fails after 10 s. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 20));
  }
}
