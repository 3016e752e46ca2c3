import { writeBackup } from '../backup/write-backup.js';
import { runArchiveCommand } from './archive-command.js';

const USAGE = `Usage: npm run backup -- FILE

Writes one archive (gzip tar) with every row of the configured database and every media file.
Safe while the server runs. The archive holds password hashes: keep it private.`;

/** `npm run backup -- FILE`: the whole site in one file, engine-neutral. */
await runArchiveCommand(USAGE, async ({ config, handle, storage }, file) => {
  const summary = await writeBackup(
    { db: handle.db, engine: handle.engine, storage, storageDriver: config.storage.driver },
    file,
  );
  const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
  return [
    `Backed up ${rows} rows and ${summary.mediaFiles} media files (${summary.mediaBytes} bytes) to ${file}`,
  ];
});
