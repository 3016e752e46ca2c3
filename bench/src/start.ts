import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { processTree, rssBytes } from '../../e2e/fixtures/process.js';
import { freePort, ROOT } from '../../e2e/fixtures/server.js';

export interface StartFigures {
  firstStartMs: number;
  laterStartMs: number;
  idleRssMb: number;
}

/** The process `npm start` serves from: the Node.js that runs scripts/run.mjs. */
function serverProcess(npmPid: number): number {
  const pid = processTree(npmPid).find((candidate) => {
    const [command = '', ...args] = fs
      .readFileSync(`/proc/${candidate}/cmdline`, 'utf8')
      .split('\0');
    return path.basename(command) === 'node' && args.includes('scripts/run.mjs');
  });
  if (pid === undefined) throw new Error('npm start runs no scripts/run.mjs');
  return pid;
}

/** `npm start`, as README tells a user, timed until / answers 200. */
async function startTimed(dataDir: string, port: number) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: String(port),
      OWNER_PASSWORD: 'measure start password',
    },
    stdio: 'ignore',
  });
  for (;;) {
    const ok = await fetch(`http://localhost:${port}/`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    await new Promise((r) => setTimeout(r, 5));
  }
  const ms = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    });
  return { ms, pid: serverProcess(child.pid ?? 0), stop };
}

/**
 * From `npm start` on a built tree to its first 200 on /: a first start (empty data folder, so
 * migrations, the owner account and the profile) and a later one; then the server's idle memory
 * after 2 s.
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
