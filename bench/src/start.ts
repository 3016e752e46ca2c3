import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rssBytes } from '../../e2e/fixtures/process.js';
import { freePort, ROOT, SERVER_NODE_FLAGS } from '../../e2e/fixtures/server.js';

export interface StartFigures {
  firstStartMs: number;
  laterStartMs: number;
  idleRssMb: number;
}

async function startTimed(dataDir: string, port: number) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(ROOT, 'apps/server/dist/server.js')],
    {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(port),
        MALLOC_ARENA_MAX: '2',
        OWNER_PASSWORD: 'measure start password',
      },
      stdio: 'ignore',
    },
  );
  for (;;) {
    const ok = await fetch(`http://localhost:${port}/`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    await new Promise((r) => setTimeout(r, 5));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ms: performance.now() - started, pid: child.pid ?? 0, stop };
}

/**
 * From starting the built server to its first 200 on /: a first start (empty data folder, so
 * migrations and the owner account) and a later one; then the idle memory after 2 s.
 */
export async function measureStart(): Promise<StartFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-start-'));
  try {
    const port = await freePort();
    const first = await startTimed(dataDir, port);
    await first.stop();
    const later = await startTimed(dataDir, port);
    await new Promise((r) => setTimeout(r, 2000));
    const idleRssMb = rssBytes(later.pid) / 1024 / 1024;
    await later.stop();
    return { firstStartMs: first.ms, laterStartMs: later.ms, idleRssMb };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureStart();
  console.warn(`first start to first 200: ${figures.firstStartMs.toFixed(0)} ms`);
  console.warn(`later start to first 200: ${figures.laterStartMs.toFixed(0)} ms`);
  console.warn(`idle RSS after start: ${figures.idleRssMb.toFixed(1)} MB`);
}
