import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, inject } from 'vitest';
import type { DatabaseConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { dropLater } from './database-drops.js';
import { adminQuery, type DatabaseTemplates, postgresUrl } from './database-templates.js';
import { type KeptConnections, keepConnections, type LentPool } from './kept-connections.js';
import { madeWhile } from './made-while.js';
import { type PostgresTemplateState, schemaFingerprint } from './postgres-state.js';

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

/** A test database as made, before it is opened: PostgreSQL's with the connections it is lent. */
interface CreatedDatabase {
  config: DatabaseConfig;
  pool?: LentPool;
  drop(): Promise<void>;
}

async function copyPostgresTemplate(prefix: string, template: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`create database "${name}" template "${template}"`);
  return name;
}

/** How long a given-up database may keep connections of its test before it is dropped instead. */
const LEAVE_WAIT_MS = 1000;

const waitFor = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);

/** This worker's kept connections to each of its PostgreSQL test databases (kept-connections.ts). */
const keptConnections = new Map<string, Promise<KeptConnections>>();

function connectionsTo(name: string): Promise<KeptConnections> {
  let kept = keptConnections.get(name);
  if (!kept) {
    kept = keepConnections(name);
    keptConnections.set(name, kept);
  }
  return kept;
}

/**
 * How many connections a database's kept pool holds between tests: a test that asked for more at
 * once (up to the app's 10) has the rest closed after it. A worker holds a few databases, and ten
 * kept to each neared the server's 100 connections.
 */
const KEPT_AT_MOST = 5;

/** Closes the kept connections to a database that will not be given again. */
async function closeConnectionsTo(name: string): Promise<void> {
  const kept = keptConnections.get(name);
  keptConnections.delete(name);
  await kept?.then((connections) => connections.close()).catch(() => {});
}

/**
 * Resets a database whose test has ended to its template's state, when its test has left it (given
 * back the connections it was lent, closed any of its own) and its schema is still the template's;
 * answers whether it did. One a test changed the schema of, or still holds, is not given again.
 */
async function resetToTemplate(
  name: string,
  lent: LentPool,
  state: PostgresTemplateState,
): Promise<boolean> {
  if (!(await waitFor(lent.returned, LEAVE_WAIT_MS))) return false;
  const connections = await connectionsTo(name);
  const client = await connections.connect();
  try {
    // A test's own handle has ended, but its connections can take a moment to close.
    for (let waited = 0; await connections.othersOnIt(client); waited += 20) {
      if (waited >= LEAVE_WAIT_MS) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if ((await schemaFingerprint(client)) !== state.fingerprint) return false;
    await client.query(state.reset);
    return true;
  } finally {
    client.release();
  }
}

/**
 * This worker's test databases of each template that tests have given up: each is being reset, and
 * answers its name once it is ready for the next test (or nothing, when it was dropped instead).
 */
const givenUp = new Map<string, Promise<string | undefined>[]>();

function poolOf(template: string): Promise<string | undefined>[] {
  let pool = givenUp.get(template);
  if (!pool) {
    pool = [];
    givenUp.set(template, pool);
  }
  return pool;
}

/** Takes the database given up first, once reset, or copies the template when there is none. */
async function takePostgresDatabase(
  templates: DatabaseTemplates,
  template: string,
): Promise<string> {
  const pool = poolOf(template);
  for (let next = pool.shift(); next; next = pool.shift()) {
    const name = await next;
    if (name) return name;
  }
  // Most tests want the seeded database: a second one is copied with the first, to be ready for
  // the next test while this one runs and while the first is reset.
  if (template === templates.seeded) {
    const spare = copyPostgresTemplate(templates.prefix, template);
    // A failed copy fails the test that takes it, not the process now.
    spare.catch(() => {});
    pool.push(spare);
  }
  return copyPostgresTemplate(templates.prefix, template);
}

/** Gives a database up: reset for the next test of this worker, or dropped when it cannot be. */
function givePostgresDatabaseUp(
  name: string,
  lent: LentPool,
  template: string,
  state: PostgresTemplateState,
) {
  const ready = resetToTemplate(name, lent, state)
    .then(async (reset) => {
      if (reset) await (await connectionsTo(name)).trim(KEPT_AT_MOST);
      return reset;
    })
    .catch(() => false)
    .then(async (reset) => {
      if (reset) return name;
      await closeConnectionsTo(name);
      dropLater(() => dropPostgresDatabase(name));
      return undefined;
    });
  poolOf(template).push(ready);
}

async function createPostgresDatabase(
  templates: DatabaseTemplates,
  seed: boolean,
): Promise<CreatedDatabase> {
  const template = seed ? templates.seeded : templates.empty;
  const state = templates.states?.[template];
  if (!state) throw new Error(`no state of the PostgreSQL template ${template}`);
  const name = await takePostgresDatabase(templates, template);
  fs.mkdirSync(path.dirname(POSTGRES_RUN_LOG), { recursive: true });
  fs.appendFileSync(POSTGRES_RUN_LOG, `${name}\n`);
  const pool = (await connectionsTo(name)).lend();
  return {
    config: { engine: 'postgres', url: postgresUrl(name) },
    pool,
    drop: async () => givePostgresDatabaseUp(name, pool, template, state),
  };
}

function createSqliteDatabase(templates: DatabaseTemplates, seed: boolean): CreatedDatabase {
  const dir = fs.mkdtempSync(path.join(templates.prefix, 'test-'));
  const file = path.join(dir, 'test.db');
  fs.copyFileSync(seed ? templates.seeded : templates.empty, file);
  return {
    config: { engine: 'sqlite', file },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh, migrated database of the engine under test, as this run's template is: empty, or with
 * the owner and viewer (`seed`). drop() closes it and removes it (SQLite's file), or gives it back
 * to be reset to the template for a later test of this worker (PostgreSQL's, see
 * postgres-state.ts; dropped instead when it cannot be, by the run's teardown at the latest).
 */
export async function createTestDatabase({ seed = false } = {}): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const created =
    testEngine === 'postgres'
      ? await createPostgresDatabase(templates, seed)
      : createSqliteDatabase(templates, seed);
  const handle = await openDatabase(created.config, undefined, created.pool);
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

/**
 * A fresh test database (with no row) for each test of the file that calls this at its top level,
 * dropped after the test.
 */
export function testDatabasePerTest(): TestDatabase {
  return madeWhile(
    beforeEach,
    afterEach,
    () => createTestDatabase(),
    (database) => database.drop(),
    'The test database',
  );
}
