import type { Db, Engine } from '../db/database.js';
import { bumpContentVersion, readContentVersion } from './content-version.repository.js';

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
  read() {
    return readContentVersion(this.db);
  }
  bump() {
    return bumpContentVersion(this.db);
  }
}

export function createContentVersion(db: Db, engine: Engine): ContentVersion {
  return engine === 'postgres' ? new SharedVersion(db) : new LocalVersion();
}
