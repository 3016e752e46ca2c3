#!/usr/bin/env node
// `npm test`: everything that proves the product works, in order, stopping at the first failure.
// PostgreSQL runs too when TEST_DATABASE_URL is set (see README).
import { spawnSync } from 'node:child_process';
import { checkNode } from './check-node.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';

const steps = [
  ['Lint and format', 'npm', ['run', 'lint', '--silent']],
  ['Typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['Unit and integration tests', 'npx', ['vitest', 'run']],
  ['Production build', 'npm', ['run', 'build', '--silent']],
  ['Browser tests (Chromium)', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']],
];

checkNode();
if (!ensureChromium()) process.exit(1);
if (!ensureNginx()) process.exit(1);
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'TEST_DATABASE_URL is not set: the server tests run on SQLite only, without the scale-out tests.',
  );
}

for (const [name, command, args] of steps) {
  console.warn(`\n=== ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
  console.warn(`=== ${name}: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
