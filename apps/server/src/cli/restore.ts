import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup-error.js';
import { restoreBackup } from '../backup/restore-backup.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createStorage } from '../storage/create-storage.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = `Usage: npm run restore -- FILE

Loads a backup made by npm run backup into the configured database and media storage (either
engine, either driver). Both must be empty: restore never overwrites a site.`;

/** `npm run restore -- FILE`: a backup into an empty database and storage. */
await runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) throw new CliError(USAGE);
  const config = loadConfig(process.env);
  const handle = await openDatabase(config.database);
  try {
    const storage = await createStorage(config);
    const summary = await restoreBackup({ db: handle.db, storage }, file).catch((err: unknown) => {
      throw err instanceof BackupError ? new CliError(err.message) : err;
    });
    const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    console.warn(
      `Restored ${rows} rows and ${summary.mediaFiles} media files from ${file} into ${config.database.engine} and ${config.storage.driver} storage.`,
    );
    for (const name of summary.migrated) console.warn(`Applied ${name}`);
  } finally {
    await handle.destroy();
  }
});
