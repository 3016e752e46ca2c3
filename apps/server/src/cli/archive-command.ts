import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup-error.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { explainDatabaseFailure } from '../db/unavailable.js';
import { createStorage } from '../storage/create-storage.js';
import type { StorageDriver } from '../storage/storage.js';
import { CliError, runCli } from './run-cli.js';

/** The configured site an archive command works on. */
export interface Site {
  config: Config;
  handle: DatabaseHandle;
  storage: StorageDriver;
}

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: one FILE argument (else the usage), the
 * configured database and storage, a BackupError printed as a plain message. The task answers the
 * lines to print.
 */
export async function runArchiveCommand(
  usage: string,
  task: (site: Site, file: string) => Promise<string[]>,
): Promise<void> {
  await runCli(async () => {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h', default: false } },
    });
    const file = positionals[0];
    if (values.help || !file || positionals.length > 1) throw new CliError(usage);
    const config = loadConfig(process.env);
    const handle = await openDatabase(config.database).catch((err: unknown) => {
      throw explainDatabaseFailure(err, config) ?? err;
    });
    try {
      const storage = await createStorage(config);
      const lines = await task({ config, handle, storage }, file).catch((err: unknown) => {
        if (err instanceof BackupError) throw new CliError(err.message);
        throw explainDatabaseFailure(err, config) ?? err;
      });
      for (const line of lines) console.warn(line);
    } finally {
      await handle.destroy();
    }
  });
}
