#!/usr/bin/env node
// Measures, on the built tree: time from starting the server to its first 200 answer on /, for a
// first start (empty data folder: migrations and owner account) and a later start, and the idle
// memory (RSS) after it. `npm run measure:start`; the bench reuses it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/server/dist/server.js');

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

export async function startAndTime(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      OWNER_PASSWORD: 'measure start password',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://localhost:${port}/`);
      if (res.status === 200) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  return { child, ms: performance.now() - started };
}

async function main() {
  if (!fs.existsSync(entry)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-start-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const first = await startAndTime(dataDir, port);
  first.child.kill('SIGTERM');
  await new Promise((r) => first.child.once('exit', r));
  const later = await startAndTime(dataDir, port);
  await new Promise((r) => setTimeout(r, 2000));
  const rss = rssMb(later.child.pid);
  later.child.kill('SIGTERM');
  await new Promise((r) => later.child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.warn(`first start to first 200: ${first.ms.toFixed(0)} ms`);
  console.warn(`later start to first 200: ${later.ms.toFixed(0)} ms`);
  console.warn(`idle RSS after start: ${rss.toFixed(1)} MB`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
