import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { migrateToLatest, newerMigrations } from './db/migrate.js';
import { prepareDatabase } from './start.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { captureLogs } from './test/logs.js';

let dataDir: string;
let database: TestDatabase;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-start-'));
  database = await createTestDatabase({ seed: true });
});
afterEach(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What the start logs at warn or above, with the data folder given `mode`. */
async function startWarnings(mode: number, env: Record<string, string> = {}) {
  fs.chmodSync(dataDir, mode);
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      OWNER_PASSWORD: 'a long test password',
      ...env,
    }),
    database: database.config,
  };
  const logs = captureLogs();
  const handle = await prepareDatabase(config, logs.logger);
  await handle.destroy();
  return logs.warnings().map((warning) => warning.msg);
}

describe('the start', () => {
  it('warns when other accounts on the machine can read into DATA_DIR', async () => {
    expect(await startWarnings(0o755)).toEqual([
      `DATA_DIR ${dataDir} is open to other accounts on this machine (mode 0755): run chmod 700 ${dataDir}`,
    ]);
    expect(await startWarnings(0o750)).toEqual([
      `DATA_DIR ${dataDir} is open to other accounts on this machine (mode 0750): run chmod 700 ${dataDir}`,
    ]);
  });

  it('says nothing of a DATA_DIR that is its own', async () => {
    expect(await startWarnings(0o700)).toEqual([]);
  });

  it('says when forge addresses on loopback and private networks are allowed', async () => {
    expect(await startWarnings(0o700, { ALLOW_PRIVATE_UPSTREAMS: '1' })).toEqual([
      'ALLOW_PRIVATE_UPSTREAMS=1: forge addresses on loopback and private networks are allowed (for tests and a forge on your own network)',
    ]);
  });

  it('runs on a database a newer release has migrated, and says so; a command refuses it', async () => {
    const { db } = database.handle;
    const newer = '2099-01-01T00-00_from-a-newer-release';
    await sql`insert into kysely_migration (name, timestamp) values (${newer}, ${new Date().toISOString()})`.execute(
      db,
    );
    expect(await startWarnings(0o700)).toEqual([
      'a newer release has migrated this database: this one runs on it as it is (a rolling upgrade); finish the upgrade',
    ]);
    expect(await newerMigrations(db)).toEqual([newer]);
    await expect(migrateToLatest(db)).rejects.toThrow('Database migration failed');
  });
});
