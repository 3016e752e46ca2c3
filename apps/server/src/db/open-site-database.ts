import type { MigrationResult } from 'kysely';
import type { Config } from '../config.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { explainDatabaseFailure } from './unavailable.js';

/**
 * Opens the configured database and brings its schema up to date, as the start and the commands
 * do. A database that cannot be opened or reached fails with one line that says what to check.
 */
export async function openSiteDatabase(
  config: Pick<Config, 'database' | 'dataDir'>,
  onIdleError?: (err: Error) => void,
): Promise<{ handle: DatabaseHandle; applied: MigrationResult[] }> {
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(config.database, onIdleError);
    return { handle, applied: await migrateToLatest(handle.db) };
  } catch (err) {
    await handle?.destroy();
    throw explainDatabaseFailure(err, config) ?? err;
  }
}
