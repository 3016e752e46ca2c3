import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { runCli } from './run-cli.js';

/** `npm run migrate`: brings the configured database's schema up to date. */
await runCli(async () => {
  const config = loadConfig(process.env);
  const handle = await openDatabase(config.database);
  try {
    const results = await migrateToLatest(handle.db);
    if (results.length === 0) console.warn('The database is up to date.');
    for (const result of results) console.warn(`Applied ${result.migrationName}`);
  } finally {
    await handle.destroy();
  }
});
