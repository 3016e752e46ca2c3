import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { SqliteConnection, SqliteDriverStatement } from './sqlite-driver.js';

type Decoder = (value: unknown) => unknown;

const decodeBoolean: Decoder = (value) => (value === null ? null : value === 1 || value === true);
const decodeTimestamp: Decoder = (value) =>
  value === null ? null : new Date(value as string | number);

/**
 * Columns declared `boolean` or `timestamptz` come out of PostgreSQL as booleans and Dates. SQLite
 * stores them as 0/1 and ISO-8601 text; this maps them by the column's declared type so both engines
 * hand the same JavaScript values to the repositories.
 */
function decoderFor(declaredType: string | null): Decoder | undefined {
  const type = declaredType?.toLowerCase();
  if (type === 'boolean') return decodeBoolean;
  if (type === 'timestamptz') return decodeTimestamp;
  return undefined;
}

function encodeParameter(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

class TypedStatement implements SqliteStatement {
  readonly reader: boolean;
  #decoders: [string, Decoder][] | undefined;

  constructor(private readonly statement: SqliteDriverStatement) {
    this.reader = statement.reader;
  }

  #decode(row: Record<string, unknown>): Record<string, unknown> {
    this.#decoders ??= this.statement.columns().flatMap((column) => {
      const decoder = decoderFor(column.type);
      return decoder ? [[column.name, decoder] as [string, Decoder]] : [];
    });
    for (const [name, decoder] of this.#decoders) row[name] = decoder(row[name]);
    return row;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.statement.all(parameters.map(encodeParameter)).map((row) => this.#decode(row));
  }

  run(parameters: ReadonlyArray<unknown>) {
    return this.statement.run(parameters.map(encodeParameter));
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    for (const row of this.statement.iterate(parameters.map(encodeParameter))) {
      yield this.#decode(row);
    }
  }
}

const STATEMENT_CACHE_SIZE = 256;

/** A SQLite connection for Kysely's SqliteDialect: typed values and a prepared-statement cache. */
export class TypedSqliteDatabase implements SqliteDatabase {
  readonly #statements = new Map<string, TypedStatement>();

  constructor(private readonly raw: SqliteConnection) {}

  prepare(sql: string): TypedStatement {
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
    } else {
      statement = new TypedStatement(this.raw.prepare(sql));
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  close(): void {
    this.#statements.clear();
    this.raw.close();
  }
}
