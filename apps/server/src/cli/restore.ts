import { restoreBackup } from '../backup/restore-backup.js';
import type { Config } from '../config.js';
import { runArchiveCommand } from './archive-command.js';

const USAGE = `Usage: npm run restore -- FILE

Loads a backup made by npm run backup into the configured database and media storage (either
engine, either driver). Both must be empty: restore never overwrites a site.`;

/** The settings that choose the database and the media, as a refused restore names them. */
function pointAt(config: Config): string {
  const database =
    config.database.engine === 'postgres'
      ? 'DATABASE_URL at a new, empty database'
      : config.database.file.startsWith(`${config.dataDir}/`)
        ? 'DATA_DIR at a new, empty folder'
        : 'DATABASE_URL at a new SQLite file';
  const media =
    config.storage.driver === 's3'
      ? 'S3_BUCKET at an empty bucket'
      : database.startsWith('DATA_DIR')
        ? ''
        : 'DATA_DIR at a new, empty folder for the media';
  return [database, media].filter(Boolean).join(' and ');
}

const plural = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/** `npm run restore -- FILE`: a backup into an empty database and storage. */
await runArchiveCommand(USAGE, async ({ config, handle, storage }, file) => {
  const summary = await restoreBackup({ db: handle.db, storage, pointAt: pointAt(config) }, file);
  const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
  return [
    `Restored ${plural(rows, 'row')} and ${plural(summary.mediaFiles, 'media file')} from ${file} into ${config.database.engine} and ${config.storage.driver} storage.`,
    ...summary.migrated.map((name) => `Applied ${name}`),
  ];
});
