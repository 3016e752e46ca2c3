import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { apiPaths, UPLOAD_FIELDS } from '@portfolio/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, OWNER, type TestContext } from '../test/app.js';
import { filePart, multipart, pdf } from '../test/multipart.js';

let ctx: TestContext | undefined;
/** Every client socket of the test, destroyed after it: a server closes only once they are gone. */
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await ctx?.close();
  ctx = undefined;
});

/** The app on a real port, with short timeouts so that a stalled client is cut quickly. */
async function listening(env: Record<string, string>): Promise<{ port: number; host: string }> {
  ctx = await createTestContext({ REQUEST_TIMEOUT_MS: '300', ...env });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  return { port, host: new URL(ctx.config.publicOrigin).host };
}

interface Connection {
  send(data: string | Buffer): void;
  /** Everything the server sent until it closed the connection. */
  closed: Promise<string>;
  /** The next complete answer (headers and a Content-Length body) on this connection. */
  answer(): Promise<{ status: number; body: string }>;
  isOpen(): boolean;
  end(): void;
}

/** A raw HTTP/1.1 client over a socket of its own, from `localAddress` if given. */
function connect(port: number, localAddress = '127.0.0.1'): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    let received = Buffer.alloc(0);
    let waiting: (() => void) | undefined;
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      waiting?.();
    });
    // A refused connection may end in a reset: what counts is that it closed.
    socket.on('error', () => undefined);
    const closed = new Promise<string>((done) =>
      socket.on('close', () => done(received.toString())),
    );
    const answer = () =>
      new Promise<{ status: number; body: string }>((done, fail) => {
        const check = () => {
          const text = received.toString('latin1');
          const end = text.indexOf('\r\n\r\n');
          if (end === -1) return;
          const length = Number(/content-length: (\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
          if (received.length < end + 4 + length) return;
          waiting = undefined;
          received = received.subarray(end + 4 + length);
          done({
            status: Number(text.slice(9, 12)),
            body: text.slice(end + 4, end + 4 + length),
          });
        };
        waiting = check;
        void closed.then(() => fail(new Error('the connection closed before an answer')));
        check();
      });
    socket.once('connect', () =>
      resolve({
        send: (data) => socket.write(data),
        closed,
        answer,
        isOpen: () => !socket.destroyed && !socket.readableEnded,
        end: () => socket.end(),
      }),
    );
    socket.once('error', reject);
  });
}

const loginBody = JSON.stringify({ user_id: OWNER.userId, password: OWNER.password });

function loginHead(host: string, length: number): string {
  return `POST ${apiPaths.auth.login} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
}

/** A login whose body stops half way: the server must cut it. */
async function stalledLogin(port: number, host: string): Promise<Connection> {
  const connection = await connect(port);
  connection.send(loginHead(host, loginBody.length) + loginBody.slice(0, 10));
  return connection;
}

describe('a client that sends its body slowly', () => {
  it('is cut with a 408 in the error shape when a login body stalls, while a whole login works', async () => {
    const { port, host } = await listening({});
    const stalled = await stalledLogin(port, host);
    const normal = await connect(port);
    normal.send(loginHead(host, loginBody.length) + loginBody);
    expect((await normal.answer()).status).toBe(200);
    const answer = await stalled.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'The request took too long to arrive',
      code: 'BAD_REQUEST',
    });
    // The cut request is not left counted in flight: a shutdown now drains at once.
    expect(await ctx?.app.drain(5_000)).toBe(true);
    normal.end();
  });

  it('gives an upload its longer time: a stalled upload outlives a stalled login, then completes', async () => {
    const { port, host } = await listening({ UPLOAD_TIMEOUT_MS: '60000' });
    const token = await ctx?.openSession();
    const form = multipart({}, [
      filePart(UPLOAD_FIELDS.resume, pdf('minimal-document.pdf'), 'application/pdf'),
    ]);
    const upload = await connect(port);
    const half = Math.floor(form.payload.length / 2);
    upload.send(
      `POST ${apiPaths.resume.add} HTTP/1.1\r\nHost: ${host}\r\naccess_token: ${token}\r\n` +
        `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
    );
    upload.send(form.payload.subarray(0, half));
    const login = await stalledLogin(port, host);
    expect(await login.closed).toMatch(/^HTTP\/1\.1 408 /);
    expect(upload.isOpen()).toBe(true);
    upload.send(form.payload.subarray(half));
    expect((await upload.answer()).status).toBe(200);
    upload.end();
  });

  it('is cut at the short time once an upload was answered (refused) before its body arrived', async () => {
    const { port, host } = await listening({ UPLOAD_TIMEOUT_MS: '60000' });
    const upload = await connect(port);
    upload.send(
      `POST ${apiPaths.resume.add} HTTP/1.1\r\nHost: ${host}\r\n` +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n',
    );
    expect((await upload.answer()).status).toBe(401);
    await upload.closed;
  });
});

describe('a body larger than its route takes', () => {
  it('gets its 413 and the connection closed with none of the rest read', async () => {
    const { port, host } = await listening({});
    const served: net.Socket[] = [];
    ctx?.app.server.on('connection', (socket: net.Socket) => served.push(socket));
    const client = await connect(port);
    const megabyte = Buffer.alloc(1024 * 1024, '[');
    client.send(
      `POST /nothing-here HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${8 * megabyte.length}\r\n\r\n`,
    );
    for (let i = 0; i < 8; i++) client.send(megabyte);
    const { status, body } = await client.answer();
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await client.closed;
    // What arrived with the headers, in the first read (64 kB); Node would read on while closing.
    expect(served[0]?.bytesRead).toBeLessThan(96 * 1024);
  });
});

describe('connections from one address', () => {
  async function answered(port: number, host: string, localAddress?: string) {
    const connection = await connect(port, localAddress);
    connection.send(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    return { connection, answer: await connection.answer() };
  }

  it('are refused past MAX_CONNECTIONS_PER_ADDRESS; another address still gets in', async () => {
    const { port, host } = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '3' });
    const open = [];
    for (let i = 0; i < 3; i += 1) {
      const { connection, answer } = await answered(port, host);
      expect(answer.status).toBe(200);
      open.push(connection);
    }
    const refused = await connect(port);
    refused.send(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    expect(await refused.closed).toBe('');
    const other = await answered(port, host, '127.0.0.2');
    expect(other.answer.status).toBe(200);
    for (const connection of [...open, other.connection]) connection.end();
  });

  it('are not capped for a trusted proxy, whose connections carry every visitor', async () => {
    const { port, host } = await listening({
      MAX_CONNECTIONS_PER_ADDRESS: '1',
      TRUST_PROXY: '127.0.0.1',
    });
    const proxy = [await answered(port, host), await answered(port, host)];
    expect(proxy.map(({ answer }) => answer.status)).toEqual([200, 200]);
    const direct = await answered(port, host, '127.0.0.2');
    expect(direct.answer.status).toBe(200);
    const refused = await connect(port, '127.0.0.2');
    refused.send(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    expect(await refused.closed).toBe('');
    for (const { connection } of [...proxy, direct]) connection.end();
  });
});
