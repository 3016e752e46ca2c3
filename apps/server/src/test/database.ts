import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { dropLater } from './database-drops.js';
import { adminQuery, type DatabaseTemplates, postgresUrl } from './database-templates.js';

export interface TestDatabase {
  readonly config: DatabaseConfig;
  readonly handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** Which engine this test run uses: the vitest project sets TEST_DB. */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** Where each PostgreSQL test database of the server suite is recorded, so CI can prove it ran. */
const POSTGRES_RUN_LOG = path.resolve(
  import.meta.dirname,
  '../../../../test-results/postgres-server-databases.log',
);

/** PostgreSQL's error code for "database is being accessed by other users". */
const OBJECT_IN_USE = '55006';

async function dropPostgresDatabase(name: string): Promise<void> {
  // The app's pool has ended, but its connections can take a moment to close. Terminating one that
  // is closing makes it emit an error nobody handles: wait for them instead, and force only what is
  // still there after a second.
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(`drop database if exists "${name}"`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== OBJECT_IN_USE) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await adminQuery(`drop database if exists "${name}" with (force)`);
}

async function copyPostgresTemplate(prefix: string, template: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`create database "${name}" template "${template}"`);
  return name;
}

/**
 * The seeded database the next test of this worker gets, copied while the test before it runs: a
 * CREATE DATABASE takes 100 to 400 ms. The run's global teardown drops the one left at the end.
 */
let nextSeeded: Promise<string> | undefined;

async function createPostgresDatabase(
  templates: DatabaseTemplates,
  seed: boolean,
): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  let copy: Promise<string>;
  if (seed) {
    copy = nextSeeded ?? copyPostgresTemplate(templates.prefix, templates.seeded);
    nextSeeded = copyPostgresTemplate(templates.prefix, templates.seeded);
    // A failed copy fails the test that takes it, not the process now.
    nextSeeded.catch(() => {});
  } else {
    copy = copyPostgresTemplate(templates.prefix, templates.empty);
  }
  const name = await copy;
  fs.mkdirSync(path.dirname(POSTGRES_RUN_LOG), { recursive: true });
  fs.appendFileSync(POSTGRES_RUN_LOG, `${name}\n`);
  return {
    config: { engine: 'postgres', url: postgresUrl(name) },
    drop: async () => dropLater(() => dropPostgresDatabase(name)),
  };
}

function createSqliteDatabase(
  templates: DatabaseTemplates,
  seed: boolean,
): { config: DatabaseConfig; drop(): Promise<void> } {
  const dir = fs.mkdtempSync(path.join(templates.prefix, 'test-'));
  const file = path.join(dir, 'test.db');
  fs.copyFileSync(seed ? templates.seeded : templates.empty, file);
  return {
    config: { engine: 'sqlite', file },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh, migrated database of the engine under test, copied from this run's template: empty, or
 * with the owner and viewer (`seed`). drop() closes it and removes it entirely (PostgreSQL's by
 * the end of the test file).
 */
export async function createTestDatabase({ seed = false } = {}): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const created =
    testEngine === 'postgres'
      ? await createPostgresDatabase(templates, seed)
      : createSqliteDatabase(templates, seed);
  const handle = await openDatabase(created.config);
  // Connect now, as migrating used to: Kysely connects on the first query, and destroying a handle
  // that never connected closes nothing (a test that destroys it expects the database gone).
  await sql`select 1`.execute(handle.db);
  return {
    config: created.config,
    handle,
    drop: async () => {
      await handle.destroy();
      await created.drop();
    },
  };
}
