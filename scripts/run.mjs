#!/usr/bin/env node
// Runs a built server entry (server, cli/migrate, cli/owner, cli/backup, cli/restore), building
// first when the build is missing or older than the sources. `npm start` and the npm run CLIs use it.
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsCurrent } from './build-current.mjs';
import { checkNode } from './check-node.mjs';

checkNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2];
if (!entry) {
  console.error(
    'usage: node scripts/run.mjs <server|cli/migrate|cli/owner|cli/backup|cli/restore> [args]',
  );
  process.exit(2);
}

// One line while it builds: the build's own output (Vite's list of every file it wrote) is shown
// only when the build fails, where it says why.
if (!buildIsCurrent(root)) {
  console.warn('Building the application (first start or changed sources)...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    console.error(`The build failed (exit code ${build.status ?? build.signal}).`);
    process.exit(build.status ?? 1);
  }
}

process.argv.splice(2, 1);
// Node 22.1 and newer keep the compiled code of the bundle (110,000 lines, the largest part of a
// start's work in --cpu-prof) in a cache under the temporary folder, so later starts skip compiling
// it; Node 20 has no such cache and compiles it each time.
module.enableCompileCache?.();
await import(pathToFileURL(path.join(root, 'apps/server/dist', `${entry}.js`)).href);
