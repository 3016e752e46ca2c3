import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, routeProcessWarnings } from './logger.js';

/** A stdout that keeps what is written to it, a terminal or not. */
function output(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, text: () => chunks.join('') };
}

async function logOneRequest(isTTY: boolean): Promise<string> {
  const out = output(isTTY);
  const log = await createLogger({ logLevel: 'info' }, out.stream);
  log.info(
    {
      req: {
        method: 'POST',
        headers: {
          access_token: 'token-secret',
          authorization: 'Bearer bearer-secret',
          cookie: 'portfolio_device=cookie-secret',
        },
      },
    },
    'request received',
  );
  log.flush();
  await new Promise((resolve) => setImmediate(resolve));
  return out.text();
}

describe('createLogger', () => {
  it('writes JSON lines when stdout is not a terminal, secrets redacted', async () => {
    const text = await logOneRequest(false);
    const line = JSON.parse(text) as { msg: string; req: { headers: Record<string, string> } };
    expect(line.msg).toBe('request received');
    expect(line.req.headers).toEqual({
      access_token: '[Redacted]',
      authorization: '[Redacted]',
      cookie: '[Redacted]',
    });
  });

  it('writes readable lines at a terminal, secrets redacted there too', async () => {
    const text = await logOneRequest(true);
    expect(() => JSON.parse(text)).toThrow();
    expect(text).toMatch(/INFO.*request received/);
    expect(text).toContain('[Redacted]');
    expect(text).not.toMatch(/secret/);
  });
});

describe('routeProcessWarnings', () => {
  it("logs each distinct warning once, as JSON, in place of Node's own lines", async () => {
    const events = new EventEmitter();
    let printedByNode = 0;
    events.on('warning', () => printedByNode++);
    const out = output(false);
    routeProcessWarnings(await createLogger({ logLevel: 'info' }, out.stream), events);
    const experimental = Object.assign(new Error('The Ed25519 Web Crypto API is experimental'), {
      name: 'ExperimentalWarning',
    });
    events.emit('warning', experimental);
    events.emit('warning', experimental);
    events.emit(
      'warning',
      Object.assign(new Error('Buffer() is deprecated'), {
        name: 'DeprecationWarning',
        code: 'DEP0005',
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(printedByNode).toBe(0);
    const lines = out
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; warning: object });
    expect(lines.map(({ level, msg, warning }) => ({ level, msg, warning }))).toEqual([
      {
        level: 40,
        msg: 'ExperimentalWarning: The Ed25519 Web Crypto API is experimental',
        warning: {
          name: 'ExperimentalWarning',
          message: 'The Ed25519 Web Crypto API is experimental',
        },
      },
      {
        level: 40,
        msg: 'DeprecationWarning: Buffer() is deprecated',
        warning: { name: 'DeprecationWarning', code: 'DEP0005', message: 'Buffer() is deprecated' },
      },
    ]);
  });
});
