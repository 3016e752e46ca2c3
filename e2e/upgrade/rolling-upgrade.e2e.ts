import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@portfolio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SharedBackends, sharedBackends, stopS3 } from '../fixtures/scale-out.js';
import { ROOT, type RunningServer, startServer } from '../fixtures/server.js';
import {
  addProject,
  addQuote,
  call,
  editProject,
  login,
  mediaBytes,
  ok,
  type ProjectAnswer,
  publicLists,
} from '../fixtures/site-client.js';

// A rolling upgrade on PostgreSQL + S3: the previous release runs, the new one starts beside it on
// the same database and bucket and migrates it, and the older keeps answering, reads and writes,
// until it is stopped. .ci/rolling-upgrade unpacks and builds the previous release (named in
// .ci/previous-release) and gives its folder here.
const previous = process.env.PREVIOUS_RELEASE_DIR ?? '';

/** The migrations a release's tree knows, by name. */
function migrationsOf(root: string): string[] {
  return fs
    .readdirSync(path.join(root, 'apps/server/src/db/migrations'))
    .filter((file) => /^\d{4}-.*\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/** What the server logged as migrated, in order. */
const migratedBy = (server: RunningServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"migrated"'))
    .map((line) => (JSON.parse(line) as { migration: string }).migration);

/**
 * Visitors and the owner's list on one instance, every 50 ms until stopped: the statuses that were
 * not 200, and how many requests were answered.
 */
function steadyTraffic(server: RunningServer, token: string) {
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const answers = await Promise.all([
        fetch(`${server.publicUrl}/projects`),
        call(server.publicUrl, 'POST', apiPaths.projects.list),
        call(server.publicUrl, 'POST', apiPaths.projects.list, { token }),
      ]);
      for (const res of answers) {
        await res.arrayBuffer();
        if (res.status === 200) answered += 1;
        else failures.push(`${res.url}: ${res.status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { failures, answered };
    },
  };
}

const titles = (list: unknown) => (list as { title: string }[]).map((p) => p.title).sort();

let shared: SharedBackends;
let older: RunningServer | undefined;
let newer: RunningServer | undefined;

beforeAll(async () => {
  if (!fs.existsSync(path.join(previous, 'apps/server/dist/server.js'))) {
    throw new Error(
      'PREVIOUS_RELEASE_DIR must name the previous release, built (.ci/rolling-upgrade)',
    );
  }
  shared = await sharedBackends();
  older = await startServer({ ...shared.env, LOG_LEVEL: 'info' }, previous);
});

afterAll(async () => {
  for (const server of [older, newer]) await server?.stop();
  await shared?.close();
  await stopS3();
});

describe('a rolling upgrade from the previous release', () => {
  it('migrates what the previous release lacks while it answers, then both serve one site', async () => {
    if (!older) throw new Error('the previous release did not start');
    const toRun = migrationsOf(ROOT).filter((name) => !migrationsOf(previous).includes(name));
    const token = await login(older.publicUrl);
    const before = await addProject(older.publicUrl, token, 'Written before the upgrade');
    await addQuote(older.publicUrl, token, 'Quoted before the upgrade');

    const traffic = steadyTraffic(older, token);
    newer = await startServer({ ...shared.env, LOG_LEVEL: 'info' }, ROOT);
    // A few more rounds on the older once the newer has migrated and answers.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { failures, answered } = await traffic.stop();
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    expect(migratedBy(newer)).toEqual(toRun);
    const applied = await shared.postgres.query<{ name: string }>(
      'select name from kysely_migration order by name',
    );
    expect(applied.map((row) => row.name)).toEqual(migrationsOf(ROOT));

    // Written before, read on the newer; written on each, read on the other.
    const newerToken = await login(newer.publicUrl);
    const onOlder = await addProject(older.publicUrl, token, 'Written on the older after');
    const edited = await editProject(
      newer.publicUrl,
      newerToken,
      before._id,
      'Edited on the newer',
    );
    for (const server of [older, newer]) {
      const lists = await publicLists(server.publicUrl);
      expect(titles(lists[apiPaths.projects.list])).toEqual([
        'Edited on the newer',
        'Written on the older after',
      ]);
      expect(JSON.stringify(lists[apiPaths.quotes.list])).toContain('Quoted before the upgrade');
      expect((await mediaBytes(server.publicUrl, edited.project_image)).length).toBeGreaterThan(0);
    }
    const ownerList = await ok<ProjectAnswer[]>(
      call(newer.publicUrl, 'POST', apiPaths.projects.list, { token: newerToken }),
    );
    expect(ownerList.map((project) => project._id)).toContain(onOlder._id);

    // The older stops as a supervisor stops it; the newer goes on alone.
    expect(await older.stop()).toBe(0);
    older = undefined;
    expect((await fetch(`${newer.publicUrl}/`)).status).toBe(200);
    expect(titles((await publicLists(newer.publicUrl))[apiPaths.projects.list])).toEqual([
      'Edited on the newer',
      'Written on the older after',
    ]);
  });
});
