import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { type Engine, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { getContactSecret } from '../modules/contact/contact.repository.js';
import { type PostgresTemplateState, templateState } from './postgres-state.js';
import { seedUsers } from './users.js';

/**
 * Where the migrated databases that every test database is copied from are: SQLite files, or
 * PostgreSQL database names. `empty` has the schema alone; `seeded` the owner and viewer too. Every
 * database of the run, templates and test databases, is under `prefix`: a folder for SQLite, the
 * start of its name on PostgreSQL. The run's teardown removes them all.
 */
export interface DatabaseTemplates {
  readonly empty: string;
  readonly seeded: string;
  readonly prefix: string;
  /** On PostgreSQL, what a test database of each template is reset to, by template name. */
  readonly states?: Readonly<Record<string, PostgresTemplateState>>;
}

/** The admin URL of the PostgreSQL server under test, with `database` as its database. */
export function postgresUrl(database?: string): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  if (database === undefined) return adminUrl;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the PostgreSQL server's admin database; answers its rows. */
export async function adminQuery(statement: string, values: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** Migrates the database of `config`, seeds it when asked, and closes every connection to it. */
async function prepare(config: DatabaseConfig, seed: boolean): Promise<void> {
  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle.db);
    if (seed) {
      await seedUsers(handle.db);
      // As a started site has it (start.ts): the contact form on, with its secret.
      await getContactSecret(handle.db, new Date());
    }
    // Nothing left in the write-ahead log: the file alone is the whole database, to be copied.
    if (config.engine === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
  } finally {
    await handle.destroy();
  }
}

async function sqliteTemplates(): Promise<{ templates: DatabaseTemplates; drop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-test-templates-'));
  const templates = {
    empty: path.join(dir, 'empty.db'),
    seeded: path.join(dir, 'seeded.db'),
    prefix: dir,
  };
  await prepare({ engine: 'sqlite', file: templates.empty }, false);
  await prepare({ engine: 'sqlite', file: templates.seeded }, true);
  return { templates, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Reads a template's state, then leaves it: a database is copied only when nobody is on it. */
async function stateOf(template: string): Promise<PostgresTemplateState> {
  const client = new pg.Client({ connectionString: postgresUrl(template) });
  await client.connect();
  try {
    return await templateState(client);
  } finally {
    await client.end();
  }
}

async function postgresTemplates(): Promise<{
  templates: DatabaseTemplates;
  drop(): Promise<void>;
}> {
  const prefix = `portfolio_test_${Math.random().toString(36).slice(2, 8)}`;
  const empty = `${prefix}_template_empty`;
  const seeded = `${prefix}_template_seeded`;
  await adminQuery(`create database "${empty}"`);
  await prepare({ engine: 'postgres', url: postgresUrl(empty) }, false);
  await adminQuery(`create database "${seeded}" template "${empty}"`);
  await prepare({ engine: 'postgres', url: postgresUrl(seeded) }, true);
  return {
    templates: {
      empty,
      seeded,
      prefix,
      states: { [empty]: await stateOf(empty), [seeded]: await stateOf(seeded) },
    },
    // The templates, and any test database a worker left (the one it had made ready for its next
    // test, or one of a test that crashed).
    drop: async () => {
      const left = (await adminQuery(
        'select datname from pg_database where starts_with(datname, $1)',
        [`${prefix}_`],
      )) as { datname: string }[];
      for (const { datname } of left) {
        await adminQuery(`drop database if exists "${datname}" with (force)`);
      }
    },
  };
}

/**
 * Migrates (and seeds, with two argon2id hashes) once per test run, instead of once per test
 * database: a test database is then a copy of a template, a file copy (SQLite) or a CREATE
 * DATABASE ... TEMPLATE (PostgreSQL).
 */
export function createDatabaseTemplates(
  engine: Engine,
): Promise<{ templates: DatabaseTemplates; drop(): Promise<void> }> {
  return engine === 'postgres' ? postgresTemplates() : sqliteTemplates();
}
