#!/usr/bin/env node
// `npm test`: everything that proves the product works, stopping at the first failed stage: the
// checks and the production build, the unit and integration tests, then the browser tests.
// `npm run test:quick` (--quick): the checks and the unit and integration tests, without the build
// and the browser. PostgreSQL runs too when TEST_DATABASE_URL is set (see README).
// Both Vitest configs keep the tests' temporary files (databases, media, data folders) on the
// machine's tmpfs when it has one (memory-tmpdir.mjs).
import { spawn } from 'node:child_process';
import { checkNode } from './check-node.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';

const quick = process.argv.includes('--quick');

const UNIT = ['Unit and integration tests', 'npx', ['vitest', 'run'], 'inherit'];
const BROWSER = [
  'Browser tests',
  'npx',
  ['vitest', 'run', '--config', 'e2e/vitest.config.ts'],
  'inherit',
];

/**
 * The stages, in order. The commands of a stage run at once (each is one process on one core,
 * mostly): the lint tools and the production build beside the typecheck, which checks the
 * workspaces one after the other on one core.
 */
const stages = [
  [
    quick ? 'Lint, format and types' : 'Lint, format, types and the production build',
    [
      ...['biome', 'knip', 'deps'].map((tool) => [
        `lint:${tool}`,
        'npm',
        ['run', '--silent', `lint:${tool}`],
      ]),
      // Each workspace reads the contract's declarations (checked once, not once in each of
      // them), and is skipped while its files are unchanged (tsconfig.json).
      ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
      ...(quick ? [] : [['build', 'npm', ['run', 'build', '--silent']]]),
    ],
  ],
  // One after the other: each keeps both cores busy on its own (a browser file loads, hydrates
  // and checks pages with axe-core in Chromium while its server answers: one file alone used 92%
  // of both cores). Run at once, every wait in them (a page's, an image job's, a test's) stretched
  // past its timeout: 10 failed that pass alone.
  ['Unit and integration tests', [UNIT]],
  ...(quick ? [] : [['Browser tests (Chromium)', [BROWSER]]]),
];

/** Runs one command; its output is shown as it comes (inherit) or at its end, in one piece. */
function run([name, command, args, stdio = 'pipe']) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: stdio === 'inherit' ? 'inherit' : 'pipe' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output.trim()) console.warn(`--- ${name}\n${output.trimEnd()}`);
      resolve({ name, code });
    });
  });
}

checkNode();
if (!quick) {
  // Named for the browser tests' setup, which then takes it as chosen (e2e/global-setup.ts).
  const chromium = ensureChromium();
  if (!chromium) process.exit(1);
  process.env.CHROMIUM_PATH = chromium;
}
if (!quick && !ensureNginx()) process.exit(1);
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'TEST_DATABASE_URL is not set: the server tests run on SQLite only, without the scale-out tests.',
  );
}

const started = Date.now();
for (const [name, commands] of stages) {
  console.warn(`\n=== ${name}`);
  const stageStarted = Date.now();
  const failed = (await Promise.all(commands.map(run))).filter((result) => result.code !== 0);
  if (failed.length > 0) {
    console.error(`\n${name} failed: ${failed.map((result) => result.name).join(', ')}.`);
    process.exit(failed[0]?.code ?? 1);
  }
  console.warn(`=== ${name}: passed in ${((Date.now() - stageStarted) / 1000).toFixed(1)} s`);
}
console.warn(`\nAll passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
