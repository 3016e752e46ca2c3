import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup-error.js';
import { writeBackup } from '../backup/write-backup.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createStorage } from '../storage/create-storage.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = `Usage: npm run backup -- FILE

Writes one archive (gzip tar) with every row of the configured database and every media file.
Safe while the server runs. The archive holds password hashes: keep it private.`;

/** `npm run backup -- FILE`: the whole site in one file, engine-neutral. */
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
    const summary = await writeBackup(
      { db: handle.db, engine: handle.engine, storage, storageDriver: config.storage.driver },
      file,
    ).catch((err: unknown) => {
      throw err instanceof BackupError ? new CliError(err.message) : err;
    });
    const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    console.warn(
      `Backed up ${rows} rows and ${summary.mediaFiles} media files (${summary.mediaBytes} bytes) to ${file}`,
    );
  } finally {
    await handle.destroy();
  }
});
