import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/app.js';

let ctx: TestContext;
afterEach(() => ctx.close());

describe('security headers', () => {
  it('go on every kind of answer: API, error, health', async () => {
    ctx = await createTestContext();
    for (const url of ['/api/profile', '/api/nothing', '/healthz', '/media/images/x/1-a.webp']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS behind a trusted proxy that terminated TLS', async () => {
    ctx = await createTestContext({ TRUST_PROXY: 'true' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignore a forwarded protocol from an untrusted client', async () => {
    ctx = await createTestContext();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

/** Writes raw bytes to the listening app and reads what comes back until the server closes. */
async function rawExchange(app: TestContext['app'], bytes: string): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('what the HTTP parser refuses', () => {
  it.each([
    ['a request line that is not HTTP', 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['headers over the size limit', `GET / HTTP/1.1\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers %s in the error shape with the security headers', async (_name, bytes, status) => {
    ctx = await createTestContext();
    const answer = await rawExchange(ctx.app, bytes);
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toContain('\r\nx-content-type-options: nosniff');
    expect(head).toContain('\r\nreferrer-policy: strict-origin-when-cross-origin');
    expect(JSON.parse(body ?? '')).toEqual({ error: expect.any(String), code: 'BAD_REQUEST' });
  });
});
