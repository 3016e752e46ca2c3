import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './apps/web/messages-plugin.ts';
import { preferMemoryTmpdir } from './scripts/memory-tmpdir.mjs';

// Test databases and stored media in memory: no test waits for the disk's fsync (see the script).
preferMemoryTmpdir();

const WEB_SOURCES = 'apps/web/src';

/**
 * The web test files that replace a module with `vi.mock`: a replacement only holds in a module
 * graph of the file's own, so these run isolated; the others share their worker's modules.
 */
const webFilesMockingModules = fs
  .readdirSync(WEB_SOURCES, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join(WEB_SOURCES, file))
  .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(file, 'utf8')));

/** The screen and unit tests of the web app, in jsdom. */
const webProject = (
  name: string,
  files: { include: string[]; exclude: string[] },
  isolate: boolean,
) => ({
  plugins: [react(), messageCatalogues()],
  test: {
    name,
    ...files,
    environment: 'jsdom',
    setupFiles: [`${WEB_SOURCES}/test/setup.ts`],
    // Without isolation a worker imports React, the contract and the screens once, not once a
    // file: 173 s of the web files became 67 s. setup.ts empties what a test leaves behind.
    isolate,
    // A file of its own module graph runs in a fresh V8 context of a kept worker thread, not in a
    // new process: the mocking files took 30 CPU-s in forks, 20 so (the same tests, back to back).
    // The shared files stay in forks: in a VM context each would import everything again.
    ...(isolate ? { pool: 'vmThreads' as const } : {}),
    // A screen test waits for its calls and renders (findBy… waits up to 10 s, setup.ts): a
    // busy machine must slow it down, not fail it. `expect.poll` waits as long (its default is a
    // second, which the contact form's proof-of-work outlasts on a busy machine); a poll still
    // ends as soon as its state is reached.
    testTimeout: 30_000,
    expect: { poll: { timeout: 10_000 } },
  },
});

const SERVER_SOURCES = 'apps/server/src';

/** The server's test helpers that give a test a database or storage of the engine under test. */
const ENGINE_HELPERS = new Set(
  ['test/app.ts', 'test/database.ts'].map((file) => path.join(SERVER_SOURCES, file)),
);

/** Words only a test of the engine or storage under test reads (vitest project env, injects). */
const ENGINE_WORDS = /\b(TEST_DB|TEST_STORAGE|TEST_DATABASE_URL|databaseTemplates|s3Endpoint)\b/;

/** Whether a server source, or a module it imports from this repository, reaches the engine. */
function reachesEngine(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  if (ENGINE_HELPERS.has(file)) return true;
  const source = fs.readFileSync(file, 'utf8');
  if (ENGINE_WORDS.test(source)) return true;
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].some(([, specifier = '']) => {
    const imported = path.join(path.dirname(file), specifier.replace(/\.js$/, '.ts'));
    return fs.existsSync(imported) && reachesEngine(imported, seen);
  });
}

/**
 * The server test files that never reach a database or storage of the engine under test (the
 * Markdown renderer, image decoding, the OG and PDF drawing, pure helpers): they run once, in the
 * SQLite project. On PostgreSQL they would run the same code again and prove nothing more.
 */
const serverFilesWithoutEngine = fs
  .readdirSync(SERVER_SOURCES, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.ts$/.test(file))
  .map((file) => path.join(SERVER_SOURCES, file))
  .filter((file) => !reachesEngine(file));

/**
 * The tests of counters shared through Redis (`*.redis.test.ts`): in the SQLite project when
 * TEST_REDIS_URL names a Redis server, whose workers have the server imported already (a project of
 * their own cost a worker and the projects' global setup for one file of a third of a second).
 */
const REDIS_TESTS = `${SERVER_SOURCES}/**/*.redis.test.ts`;
const withRedis = Boolean(process.env.TEST_REDIS_URL);

// SQLite + local disk is the default site; PostgreSQL + S3 (a loopback S3 server) the scale-out one.
const serverProject = (engine: 'sqlite' | 'postgres') => ({
  // The server's page tests render the web app's sources (test/web.ts): its catalogues too.
  plugins: [messageCatalogues()],
  test: {
    name: `server-${engine}`,
    include: [`${SERVER_SOURCES}/**/*.test.ts`],
    exclude: [
      ...(engine === 'sqlite' && withRedis ? [] : [REDIS_TESTS]),
      ...(engine === 'postgres' ? serverFilesWithoutEngine : []),
    ],
    environment: 'node',
    env: {
      TEST_DB: engine,
      TEST_STORAGE: engine === 'postgres' ? 's3' : 'local',
      // The AWS SDK warns once on Node 20 about its future Node 22 floor, through console.error.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    globalSetup: [
      'apps/server/src/test/database-global-setup.ts',
      'apps/server/src/test/image-worker-global-setup.ts',
      ...(engine === 'postgres' ? ['apps/server/src/test/s3-global-setup.ts'] : []),
    ],
    setupFiles: ['apps/server/src/test/setup.ts'],
    // Each worker imports the server once, not once per file: import and JIT warm-up were half of
    // the CPU time. The files share no state they rely on (every test builds its app on a database
    // and storage of its own; mocks and fake timers are restored after each test).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on the 2-core machine, idle
    // whenever a test waits for PostgreSQL, S3 or an image process. Measured on the PostgreSQL
    // project: 154 s with one worker, 98 s with two.
    maxWorkers: 2,
    projects: [
      webProject(
        'web',
        { include: [`${WEB_SOURCES}/**/*.test.{ts,tsx}`], exclude: webFilesMockingModules },
        false,
      ),
      webProject('web-mocking', { include: webFilesMockingModules, exclude: [] }, true),
      {
        test: {
          name: 'docs',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          // `npm start` on a stand-in tree starts Node three times: seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      serverProject('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
