import type { Config } from './config.js';
import type { Db, Engine } from './db/database.js';
import type { ForgeImages } from './modules/forges/forge-image-jobs.js';
import type { InsightsCounter } from './modules/insights/insights-counter.js';
import type { ImageProcessor } from './modules/media/image-processor.js';
import type { ContentVersion } from './public-answers/content-version.js';
import type { StorageDriver } from './storage/storage.js';

/** What the app is built from: built once at start, swapped out in tests. */
export interface AppDeps {
  readonly config: Config;
  readonly db: Db;
  readonly engine: Engine;
  /** Where media files live. */
  readonly storage: StorageDriver;
  /**
   * Decodes uploaded images and draws social cards in a child process. Its creator stops it: the
   * server when it shuts down; the tests keep one warm for all their apps (a cold start is seconds).
   */
  readonly images: ImageProcessor;
  /** The current time; tests move it to check expiry. */
  readonly now: () => Date;
}

/** What every route and service reaches through `app.deps`: the app's deps, and what buildApp adds. */
export interface ServiceDeps extends AppDeps {
  /**
   * The version of the public content. A service that changes public content bumps it once its
   * change commits, before its answer leaves: every kept public answer is stale from then on.
   */
  readonly contentVersion: ContentVersion;
  /** Counts visits in memory and writes them every few seconds (modules/insights). */
  readonly insights: InsightsCounter;
  /** Makes the images of projects imported from forges, after their import answered. */
  readonly forgeImages: ForgeImages;
}
