// scripts/run.mjs, as `npm start` runs it on a tree whose build is missing: one line of progress
// while it builds, the build's own output only when the build fails. It runs on a copy of the
// scripts in a folder of its own, with a stand-in build, so the repository's build is not touched.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A build that talks as Vite does (a line for every file) and then does what `npm run build` does. */
const BUILD = `
for (let i = 0; i < 130; i++) console.log('dist/client/assets/chunk-' + i + '.js   1.00 kB');
if (process.env.BUILD_FAILS) { console.error('error: Could not resolve "./missing"'); process.exit(2); }
const fs = require('node:fs');
fs.mkdirSync('apps/server/dist', { recursive: true });
fs.writeFileSync('apps/server/dist/server.js', "console.log('the server started');");
fs.writeFileSync('apps/server/dist/.build-stamp', '');
`;

let tree;
beforeEach(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-run-'));
  fs.mkdirSync(path.join(tree, 'scripts'));
  for (const file of ['run.mjs', 'check-node.mjs', 'build-current.mjs']) {
    fs.copyFileSync(path.join(ROOT, 'scripts', file), path.join(tree, 'scripts', file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  const { engines } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  fs.writeFileSync(
    path.join(tree, 'package.json'),
    JSON.stringify({ type: 'module', engines, scripts: { build: 'node build.cjs' } }),
  );
  fs.writeFileSync(path.join(tree, 'build.cjs'), BUILD);
});
afterEach(() => fs.rmSync(tree, { recursive: true, force: true }));

function start(env = {}) {
  const run = spawnSync(process.execPath, ['scripts/run.mjs', 'server'], {
    cwd: tree,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm start on a tree that is not built', () => {
  it('shows one line while it builds, then the server', () => {
    const { code, output } = start();
    expect(code, output).toBe(0);
    expect(output.trim().split('\n').sort()).toEqual(
      ['Building the application (first start or changed sources)...', 'the server started'].sort(),
    );
  });

  it("shows the build's output when the build fails, and stops with its exit code", () => {
    const { code, output } = start({ BUILD_FAILS: '1' });
    expect(code).toBe(2);
    expect(output).toContain('error: Could not resolve "./missing"');
    expect(output).toContain('dist/client/assets/chunk-129.js');
    expect(output).toContain('The build failed (exit code 2).');
    expect(output).not.toContain('the server started');
  });
});
