import type { MigrationResult } from 'kysely';
import type { Config } from '../config.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateToLatest, newerMigrations } from './migrate.js';
import { explainDatabaseFailure } from './unavailable.js';

/**
 * Opens the configured database and brings its schema up to date, as the start and the commands
 * do. A database that cannot be opened or reached fails with one line that says what to check.
 * With `newerSchema: 'run'` (the start), a database a newer release has migrated is used as it is
 * (`newer` names what this release does not know): its migrations only add (docs/deployment.md,
 * upgrades), so an older instance keeps running, or restarts, during a rolling upgrade. The
 * commands refuse it, as Kysely does.
 */
export async function openSiteDatabase(
  config: Pick<Config, 'database' | 'dataDir'>,
  onIdleError?: (err: Error) => void,
  newerSchema: 'run' | 'refuse' = 'refuse',
): Promise<{ handle: DatabaseHandle; applied: MigrationResult[]; newer: string[] }> {
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(config.database, onIdleError);
    const newer = newerSchema === 'run' ? await newerMigrations(handle.db) : [];
    if (newer.length > 0) return { handle, applied: [], newer };
    return { handle, applied: await migrateToLatest(handle.db), newer };
  } catch (err) {
    await handle?.destroy();
    throw explainDatabaseFailure(err, config) ?? err;
  }
}
