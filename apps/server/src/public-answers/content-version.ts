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

const ignore = () => undefined;

/**
 * Shares a read among the requests that need it, without ever answering one with a read that
 * started before it arrived: while a read is in flight, the requests that arrive wait for the next
 * one, which starts when it ends and answers them all. Under load that is one read at a time
 * instead of one per request, each request waiting for at most two.
 */
export function coalescedReads(read: () => Promise<number>): () => Promise<number> {
  let inFlight: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  const begin = () => {
    const current: Promise<number> = read().finally(() => {
      if (inFlight === current) inFlight = undefined;
    });
    inFlight = current;
    return current;
  };
  return () => {
    if (queued) return queued;
    if (!inFlight) return begin();
    queued = inFlight.then(ignore, ignore).then(() => {
      queued = undefined;
      return begin();
    });
    return queued;
  };
}

/**
 * PostgreSQL: several instances share the database, so the version lives in it. A change committed
 * through one instance is seen by every other on its next request: each request's version is read
 * by a query that started after the request arrived (coalescedReads), so no notification can be
 * late.
 */
class SharedVersion implements ContentVersion {
  readonly read: () => Promise<number>;

  constructor(private readonly db: Db) {
    this.read = coalescedReads(() => readContentVersion(db));
  }

  bump() {
    return bumpContentVersion(this.db);
  }
}

export function createContentVersion(db: Db, engine: Engine): ContentVersion {
  return engine === 'postgres' ? new SharedVersion(db) : new LocalVersion();
}
