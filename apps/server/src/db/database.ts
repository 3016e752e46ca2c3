import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, type PostgresPool, SqliteDialect } from 'kysely';
import type { DatabaseConfig } from '../config.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import type { Database } from './schema.js';
import { openSqlite } from './sqlite-driver.js';
import { TypedSqliteDatabase } from './sqlite-typed.js';

export type Engine = DatabaseConfig['engine'];
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  readonly db: Db;
  readonly engine: Engine;
  destroy(): Promise<void>;
}

const PG_INT8 = 20;

/**
 * The database file and its WAL and shared memory are the server's alone: they hold password
 * hashes. SQLite gives the WAL and shared memory the mode of the database file, so the file is
 * made 0600 before SQLite opens it (an empty file is an empty database), and set to 0600 again
 * when an older version made it readable.
 */
function makePrivateDatabaseFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(name)) fs.chmodSync(name, PRIVATE_FILE_MODE);
  }
}

function openTypedSqlite(file: string): TypedSqliteDatabase {
  makePrivateDatabaseFile(file);
  const raw = openSqlite(file);
  raw.exec('pragma journal_mode = WAL');
  raw.exec('pragma synchronous = FULL');
  raw.exec('pragma foreign_keys = ON');
  raw.exec('pragma busy_timeout = 5000');
  return new TypedSqliteDatabase(raw);
}

/** pg loads only when PostgreSQL is configured: a SQLite site never pays for it. */
export async function openPostgresPool(url: string, onIdleError: (err: Error) => void) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection dropped by the server (a restart, a failover) must not crash the process:
  // the pool opens a new one for the next query.
  pool.on('error', onIdleError);
  return pool;
}

/**
 * Opens the configured engine: SQLite (WAL, synchronous=FULL, foreign keys) or PostgreSQL, through
 * a pool of its own (openPostgresPool) unless given one (the tests lend a database's connections
 * from one test to the next).
 */
export async function openDatabase(
  config: DatabaseConfig,
  onIdleError: (err: Error) => void = () => {},
  pool?: PostgresPool,
): Promise<DatabaseHandle> {
  const dialect =
    config.engine === 'sqlite'
      ? new SqliteDialect({ database: openTypedSqlite(config.file) })
      : new PostgresDialect({ pool: pool ?? (await openPostgresPool(config.url, onIdleError)) });
  const db = new Kysely<Database>({ dialect });
  let destroyed: Promise<void> | undefined;
  return { db, engine: config.engine, destroy: () => (destroyed ??= db.destroy()) };
}
