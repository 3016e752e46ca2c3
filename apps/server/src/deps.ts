import type { Config } from './config.js';
import type { Db, Engine } from './db/database.js';
import type { StorageDriver } from './storage/storage.js';

/** What every route reaches through `app.deps`: built once at start, swapped out in tests. */
export interface AppDeps {
  readonly config: Config;
  readonly db: Db;
  readonly engine: Engine;
  /** Where media files live. */
  readonly storage: StorageDriver;
  /** The current time; tests move it to check expiry. */
  readonly now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
