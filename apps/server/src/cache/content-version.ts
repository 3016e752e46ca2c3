import { sql } from 'kysely';
import type { Db, Engine } from '../db/database.js';

/**
 * A number that changes whenever public content changes. Cached answers carry the version they were
 * made at and are used only while it holds.
 */
export interface ContentVersion {
  /** A number at once when the version lives in memory; a promise when it must be read. */
  read(): number | Promise<number>;
  bump(): undefined | Promise<void>;
}

/** SQLite: one process owns the database, so the version lives in its memory. */
class LocalVersion implements ContentVersion {
  #value = 0;
  read() {
    return this.#value;
  }
  bump() {
    this.#value += 1;
    return undefined;
  }
}

/**
 * PostgreSQL: several instances share the database, so the version lives in it. A change committed
 * through one instance is seen by every other on its next request: no notification can be late.
 */
class SharedVersion implements ContentVersion {
  constructor(private readonly db: Db) {}
  async read() {
    const row = await this.db
      .selectFrom('content_version')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.value);
  }
  async bump() {
    await this.db
      .updateTable('content_version')
      .set({ value: sql`value + 1` })
      .where('id', '=', 1)
      .execute();
  }
}

export function createContentVersion(db: Db, engine: Engine): ContentVersion {
  return engine === 'postgres' ? new SharedVersion(db) : new LocalVersion();
}
