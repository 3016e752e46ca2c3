import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FLOOD = path.join(import.meta.dirname, 'nested-json-flood.ts');

/**
 * Runs `measure` while another process floods the server at `base` with nested JSON
 * (nested-json-flood.ts), and answers its result with the flood's answers counted by status.
 */
export async function underNestedJsonFlood<T>(
  base: string,
  measure: () => Promise<T>,
): Promise<{ result: T; floodAnswers: Record<string, number> }> {
  const flood = spawn(process.execPath, ['--import', 'tsx', FLOOD, base], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  flood.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise<void>((resolve) => flood.once('exit', () => resolve()));
  let result: T;
  try {
    // Let the flood reach its pace before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    result = await measure();
  } finally {
    flood.kill('SIGTERM');
    await exited;
  }
  return { result, floodAnswers: JSON.parse(out || '{}') as Record<string, number> };
}

/**
 * A bystander on the same machine: a bare node:http server that refuses every request with a 413
 * and closes, reading nothing. The same flood aimed at it shows what the flood itself (its process
 * and the kernel's copying of its megabytes) costs the server under measure, which shares the
 * cores: what the flood costs beyond that is the server's own handling of it.
 */
export async function startBystander(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    response.writeHead(413, { connection: 'close', 'content-length': 0 });
    response.end(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
