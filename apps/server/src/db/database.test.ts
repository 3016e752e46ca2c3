import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabasePerTest, testEngine } from '../test/database.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

const database = testDatabasePerTest();

describe(`database on ${testEngine}`, () => {
  it('hands out booleans and Dates, the same on both engines', async () => {
    const db = database.handle.db;
    await sql`create table probe (id integer primary key, flag boolean not null, at timestamptz)`.execute(
      db,
    );
    const at = new Date('2026-11-21T10:20:30.456Z');
    await sql`insert into probe (id, flag, at) values (${1}, ${true}, ${at}), (${2}, ${false}, ${null})`.execute(
      db,
    );
    const { rows } = await sql<{
      id: number;
      flag: boolean;
      at: Date | null;
    }>`select id, flag, at from probe order by id`.execute(db);
    expect(rows).toEqual([
      { id: 1, flag: true, at },
      { id: 2, flag: false, at: null },
    ]);
    expect(rows[0]?.at).toBeInstanceOf(Date);
    const { rows: later } = await sql<{
      id: number;
    }>`select id from probe where at > ${new Date('2026-11-21T10:20:30.455Z')}`.execute(db);
    expect(later).toEqual([{ id: 1 }]);
  });

  it('runs every migration, rolls all of them back, and runs them again', async () => {
    const db = database.handle.db;
    const tableNames = async () =>
      (await db.introspection.getTables())
        .map((t) => t.name)
        .filter((n) => !n.startsWith('kysely'));
    const all = Object.keys(migrations);
    expect(await tableNames()).toEqual(expect.arrayContaining(['users', 'sessions']));
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual([...all].reverse());
    expect(await tableNames()).toEqual([]);
    expect((await migrateToLatest(db)).map((r) => r.migrationName)).toEqual(all);
  });

  it('is set up so that an acknowledged write is durable', async () => {
    const db = database.handle.db;
    if (testEngine === 'sqlite') {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
    } else {
      const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(
        db,
      );
      expect(rows[0]?.synchronous_commit).toBe('on');
    }
  });
});

describe('a SQLite database file', () => {
  let umask: number;
  let scratch: string;
  beforeEach(() => {
    // The loosest umask: the modes must come from the code, not from the process's umask.
    umask = process.umask(0);
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-db-modes-'));
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it('lives in a 0700 folder, and it, its WAL and its shared memory are 0600', async () => {
    const file = path.join(scratch, 'data', 'portfolio.db');
    const handle = await openDatabase({ engine: 'sqlite', file });
    try {
      await migrateToLatest(handle.db);
      expect(mode(path.dirname(file))).toBe(0o700);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(mode(name)).toBe(0o600);
    } finally {
      await handle.destroy();
    }
  });

  it('is closed to others when an older version left it readable', async () => {
    const file = path.join(scratch, 'portfolio.db');
    const first = await openDatabase({ engine: 'sqlite', file });
    await migrateToLatest(first.db);
    await first.destroy();
    fs.chmodSync(file, 0o644);
    const handle = await openDatabase({ engine: 'sqlite', file });
    try {
      await sql`select 1`.execute(handle.db);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(mode(name)).toBe(0o600);
    } finally {
      await handle.destroy();
    }
  });
});
