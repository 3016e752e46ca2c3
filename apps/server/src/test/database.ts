import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

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

async function createPostgresDatabase(): Promise<{
  config: DatabaseConfig;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `portfolio_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  fs.mkdirSync(path.dirname(POSTGRES_RUN_LOG), { recursive: true });
  fs.appendFileSync(POSTGRES_RUN_LOG, `${name}\n`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { engine: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // The app's pool has ended, but its connections can take a moment to close. Terminating
        // one that is closing makes it emit an error nobody handles: wait for them instead, and
        // force only what is still there after a second.
        for (let attempt = 0; attempt < 50; attempt++) {
          try {
            await client.query(`drop database if exists "${name}"`);
            return;
          } catch (err) {
            if ((err as { code?: string }).code !== OBJECT_IN_USE) throw err;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

function createSqliteDatabase(): { config: DatabaseConfig; drop(): Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-test-db-'));
  return {
    config: { engine: 'sqlite', file: path.join(dir, 'test.db') },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh, migrated database of the engine under test; drop() removes it entirely. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const created =
    testEngine === 'postgres' ? await createPostgresDatabase() : createSqliteDatabase();
  const handle = await openDatabase(created.config);
  await migrateToLatest(handle.db);
  return {
    config: created.config,
    handle,
    drop: async () => {
      await handle.destroy();
      await created.drop();
    },
  };
}
