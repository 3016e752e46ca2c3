import { restoreBackup } from '../backup/restore-backup.js';
import { runArchiveCommand } from './archive-command.js';

const USAGE = `Usage: npm run restore -- FILE

Loads a backup made by npm run backup into the configured database and media storage (either
engine, either driver). Both must be empty: restore never overwrites a site.`;

/** `npm run restore -- FILE`: a backup into an empty database and storage. */
await runArchiveCommand(USAGE, async ({ config, handle, storage }, file) => {
  const summary = await restoreBackup({ db: handle.db, storage }, file);
  const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
  return [
    `Restored ${rows} rows and ${summary.mediaFiles} media files from ${file} into ${config.database.engine} and ${config.storage.driver} storage.`,
    ...summary.migrated.map((name) => `Applied ${name}`),
  ];
});
