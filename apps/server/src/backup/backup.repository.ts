import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { BACKUP_TABLES, type ColumnType, columnType, DERIVED_TABLES } from './archive-format.js';

/** The database seen table by table, whatever its tables are: backups copy every one. */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const anyDb = (db: Db) => db as unknown as AnyDb;

export type Row = Record<string, unknown>;
export type Columns = Record<string, ColumnType>;

/** Rows per insert: well under both engines' limits on bound parameters. */
const INSERT_CHUNK = 100;

/** Each table of the app that backups hold, with its columns' engine-neutral types. */
export async function describeTables(db: Db): Promise<Map<string, Columns>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: false });
  const described = new Map<string, Columns>();
  for (const table of tables) {
    if (table.isView || DERIVED_TABLES.includes(table.name)) continue;
    const columns: Columns = {};
    for (const column of table.columns) {
      columns[column.name] = columnType(table.name, column.name, column.dataType);
    }
    described.set(table.name, columns);
  }
  return described;
}

/** The tables in backup order; fails on a table the backup does not know. */
export function orderTables(names: Iterable<string>): string[] {
  const order: readonly string[] = BACKUP_TABLES;
  const list = [...names];
  const unknown = list.filter((name) => !order.includes(name));
  if (unknown.length > 0) throw new Error(`Backups do not know the tables ${unknown.join(', ')}`);
  return list.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export async function readRows(db: Db, table: string, columns: Columns): Promise<Row[]> {
  const first = Object.keys(columns)[0];
  if (!first) return [];
  return anyDb(db).selectFrom(table).selectAll().orderBy(first).execute();
}

export async function countRows(db: Db, table: string): Promise<number> {
  const row = await anyDb(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertRows(db: Db, table: string, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await anyDb(db)
      .insertInto(table)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** One row as a line of JSON: times as ISO-8601 text, booleans as true/false. */
export function encodeRow(row: Row, columns: Columns): string {
  const out: Row = {};
  for (const [name, type] of Object.entries(columns)) {
    const value = row[name];
    out[name] = type === 'timestamp' && value instanceof Date ? value.toISOString() : value;
  }
  return JSON.stringify(out);
}

const matches: Record<ColumnType, (value: unknown) => boolean> = {
  text: (v) => typeof v === 'string',
  integer: (v) => Number.isSafeInteger(v),
  boolean: (v) => typeof v === 'boolean',
  timestamp: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
};

/** A line of a table file back into a row for either engine; every value's type is checked. */
export function decodeRow(line: string, table: string, columns: Columns): Row {
  const parsed: unknown = JSON.parse(line);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`A row of ${table} is not an object`);
  }
  const source = parsed as Row;
  const row: Row = {};
  for (const [name, type] of Object.entries(columns)) {
    const value = source[name] ?? null;
    if (value !== null && !matches[type](value)) {
      throw new Error(`${table}.${name} holds ${JSON.stringify(value)}, not a ${type}`);
    }
    row[name] = type === 'timestamp' && value !== null ? new Date(value as string) : value;
  }
  const extra = Object.keys(source).filter((name) => !(name in columns));
  if (extra.length > 0) throw new Error(`${table} has unknown columns: ${extra.join(', ')}`);
  return row;
}
