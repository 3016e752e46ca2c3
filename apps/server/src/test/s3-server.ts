import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The credentials s3rver accepts. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  readonly endpoint: string;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const S3RVER_BIN = require.resolve('s3rver/bin/s3rver.js');
const LISTENING = /S3rver listening on [\d.]+:(\d+)/;

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * An S3-compatible server (s3rver) on loopback, in a process of its own, keeping its objects in a
 * temporary folder. s3rver seals list continuation tokens with DES, which OpenSSL 3 only has in its
 * legacy provider: without it, any list longer than one page fails.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', S3RVER_BIN, '-d', directory, '-a', '127.0.0.1', '-p', '0', '-s'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${output}`)), 20_000);
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}):\n${output}`));
    });
  }).catch(async (err: unknown) => {
    await stop(child);
    fs.rmSync(directory, { recursive: true, force: true });
    throw err;
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await stop(child);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
