import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../fixtures/server.js';

// The log of a running server stays JSON lines, whatever a library makes Node warn about.
let server: RunningServer | undefined;
afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

/**
 * Makes the started process warn twice, the same warning, once the server is up: as Node 24 does
 * when @simplewebauthn first uses experimental Web Crypto on a passkey registration. NODE_OPTIONS
 * splits at spaces: the data URL writes them as %20.
 */
const WARN_AFTER_START =
  '--import=data:text/javascript,setTimeout(()=>[1,2].forEach(()=>process.emitWarning(`Web%20Crypto%20is%20experimental`,`ExperimentalWarning`)),1500)';

describe('process warnings', () => {
  it('are logged as JSON, once each, with nothing else on stdout or stderr', async () => {
    server = await startServer({ NODE_OPTIONS: WARN_AFTER_START });
    const running = server;
    await expect.poll(() => running.output()).toContain('Web Crypto is experimental');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = running.output().trim().split('\n');
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string };
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
    expect(parsed.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 40, msg: 'ExperimentalWarning: Web Crypto is experimental' },
    ]);
  });
});
