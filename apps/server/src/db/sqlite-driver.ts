import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The one place that knows which SQLite binding this Node line uses (docs/decisions/008):
 * Node's built-in `node:sqlite` where the runtime has it (22 and 24), better-sqlite3 12 on Node 20,
 * which has no built-in SQLite. Both are handed out behind the same small interface, so the Kysely
 * dialect, the tests and the tools never know which one they hold.
 */
export type SqliteBinding = 'node:sqlite' | 'better-sqlite3';

interface SqliteColumn {
  readonly name: string;
  readonly type: string | null;
}

export interface SqliteDriverStatement {
  /** True when the statement answers rows (a select, a pragma, or a write with RETURNING). */
  readonly reader: boolean;
  columns(): SqliteColumn[];
  all(parameters: readonly unknown[]): Record<string, unknown>[];
  iterate(parameters: readonly unknown[]): IterableIterator<Record<string, unknown>>;
  run(parameters: readonly unknown[]): {
    changes: number | bigint;
    lastInsertRowid: number | bigint;
  };
}

export interface SqliteConnection {
  readonly binding: SqliteBinding;
  prepare(sql: string): SqliteDriverStatement;
  exec(sql: string): void;
  close(): void;
}

export interface OpenSqliteOptions {
  readonly readOnly?: boolean;
}

/** The part of `node:sqlite` used here (its types are not in @types/node 20, the lowest line). */
interface NodeSqliteStatement {
  columns(): { name: string; type: string | null }[];
  all(...parameters: unknown[]): Record<string, unknown>[];
  iterate(...parameters: unknown[]): IterableIterator<Record<string, unknown>>;
  run(...parameters: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
}
interface NodeSqlite {
  DatabaseSync: new (
    file: string,
    options: { readOnly: boolean },
  ) => { prepare(sql: string): NodeSqliteStatement; exec(sql: string): void; close(): void };
  StatementSync: { prototype: { columns?: unknown } };
}

/**
 * `node:sqlite` when this runtime has it with what we use (`StatementSync#columns`, Node 22.16 and
 * 24). Node 22 announces it as experimental on first load; that one warning is not printed, every
 * other warning is.
 */
function loadNodeSqlite(): NodeSqlite | undefined {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string })?.type;
    if (type === 'ExperimentalWarning' && String(warning).includes('SQLite')) return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    const module = process.getBuiltinModule?.('node:sqlite') as NodeSqlite | undefined;
    return typeof module?.StatementSync?.prototype.columns === 'function' ? module : undefined;
  } finally {
    process.emitWarning = emitWarning;
  }
}

const nodeSqlite = loadNodeSqlite();

/** The binding `openSqlite` uses on this runtime. */
export const sqliteBinding: SqliteBinding = nodeSqlite ? 'node:sqlite' : 'better-sqlite3';

/** Rows of `node:sqlite` have no prototype and BLOBs are Uint8Arrays: hand out what better-sqlite3 does. */
function plainRow(row: Record<string, unknown>): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    plain[key] =
      value instanceof Uint8Array && !Buffer.isBuffer(value)
        ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
        : value;
  }
  return plain;
}

const PRIMARY_CODES =
  'OK ERROR INTERNAL PERM ABORT BUSY LOCKED NOMEM READONLY INTERRUPT IOERR CORRUPT NOTFOUND FULL CANTOPEN PROTOCOL EMPTY SCHEMA TOOBIG CONSTRAINT MISMATCH MISUSE NOLFS AUTH FORMAT RANGE NOTADB NOTICE WARNING'.split(
    ' ',
  );
const CONSTRAINT_CODES =
  'CHECK COMMITHOOK FOREIGNKEY FUNCTION NOTNULL PRIMARYKEY TRIGGER UNIQUE VTAB ROWID PINNED DATATYPE'.split(
    ' ',
  );
const SQLITE_CONSTRAINT = 19;

/**
 * `node:sqlite` errors carry SQLite's extended result code as a number (`errcode`); better-sqlite3's
 * carry its name (`code: 'SQLITE_CONSTRAINT_UNIQUE'`). Give both the name: each constraint by its
 * own, any other by its primary code.
 */
function named(err: unknown): unknown {
  const errcode = (err as { errcode?: unknown }).errcode;
  if (typeof errcode !== 'number') return err;
  const primary = errcode & 0xff;
  const extended = errcode >> 8;
  const name =
    primary === SQLITE_CONSTRAINT && extended >= 1
      ? `CONSTRAINT_${CONSTRAINT_CODES[extended - 1]}`
      : PRIMARY_CODES[primary];
  Object.defineProperty(err, 'code', { value: `SQLITE_${name ?? primary}`, enumerable: true });
  return err;
}

function coded<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    throw named(err);
  }
}

function openWithNodeSqlite(
  sqlite: NodeSqlite,
  file: string,
  { readOnly = false }: OpenSqliteOptions,
): SqliteConnection {
  const database = new sqlite.DatabaseSync(file, { readOnly });
  return {
    binding: 'node:sqlite',
    prepare(sql) {
      const statement = coded(() => database.prepare(sql));
      return {
        reader: statement.columns().length > 0,
        columns: () =>
          statement.columns().map((column) => ({ name: column.name, type: column.type })),
        all: (parameters) => coded(() => statement.all(...parameters).map(plainRow)),
        *iterate(parameters) {
          const rows = coded(() => statement.iterate(...parameters));
          for (;;) {
            const next = coded(() => rows.next());
            if (next.done) return;
            yield plainRow(next.value);
          }
        },
        run: (parameters) => coded(() => statement.run(...parameters)),
      };
    },
    exec: (sql) => coded(() => database.exec(sql)),
    close: () => database.close(),
  };
}

function openWithBetterSqlite3(file: string, { readOnly = false }: OpenSqliteOptions) {
  const requireHere = createRequire(import.meta.url);
  let Database: typeof BetterSqlite3;
  try {
    Database = requireHere('better-sqlite3');
  } catch (err) {
    throw new Error(
      `SQLite on Node ${process.versions.node} needs the better-sqlite3 package, which did not install (${(err as Error).message}). Install a C++ toolchain and run npm install again, or use Node 22 or 24, which have SQLite built in.`,
    );
  }
  const database = new Database(file, { readonly: readOnly, fileMustExist: readOnly });
  const connection: SqliteConnection = {
    binding: 'better-sqlite3',
    prepare(sql) {
      const statement = database.prepare(sql);
      return {
        reader: statement.reader,
        columns: () =>
          statement.columns().map((column) => ({ name: column.name, type: column.type })),
        all: (parameters) => statement.all(parameters) as Record<string, unknown>[],
        iterate: (parameters) =>
          statement.iterate(parameters) as IterableIterator<Record<string, unknown>>,
        run: (parameters) => statement.run(parameters),
      };
    },
    exec: (sql) => {
      database.exec(sql);
    },
    close: () => {
      database.close();
    },
  };
  return connection;
}

/** Opens a SQLite file with this runtime's binding. A read-only open needs the file to exist. */
export function openSqlite(file: string, options: OpenSqliteOptions = {}): SqliteConnection {
  return nodeSqlite
    ? openWithNodeSqlite(nodeSqlite, file, options)
    : openWithBetterSqlite3(file, options);
}
