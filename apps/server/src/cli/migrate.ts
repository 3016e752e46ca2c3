import { loadConfig } from '../config.js';
import { openSiteDatabase } from '../db/open-site-database.js';
import { runCli } from './run-cli.js';

/** `npm run migrate`: brings the configured database's schema up to date. */
await runCli(async () => {
  const config = loadConfig(process.env);
  const { handle, applied } = await openSiteDatabase(config);
  await handle.destroy();
  if (applied.length === 0) console.warn('The database is up to date.');
  for (const result of applied) console.warn(`Applied ${result.migrationName}`);
});
