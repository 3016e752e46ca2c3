import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create } from 'tar';
import type { Db, Engine } from '../db/database.js';
import { executedMigrations } from '../db/migrate.js';
import type { StorageDriver } from '../storage/storage.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  DATABASE_DIR,
  MANIFEST_FILE,
  type Manifest,
  MEDIA_DIR,
} from './archive-format.js';
import {
  type Columns,
  describeTables,
  encodeRow,
  orderTables,
  type Row,
  readRows,
} from './backup.repository.js';
import { BackupError } from './backup-error.js';

export interface BackupSource {
  readonly db: Db;
  readonly engine: Engine;
  readonly storage: StorageDriver;
  /** 'local' or 's3': recorded in the manifest, for people reading it. */
  readonly storageDriver: string;
}

export interface BackupSummary {
  readonly rows: Record<string, number>;
  readonly mediaFiles: number;
  readonly mediaBytes: number;
}

interface Snapshot {
  migrations: string[];
  tables: { name: string; columns: Columns; rows: Row[] }[];
}

/** A file the snapshot names was removed before it was copied: a change committed meanwhile. */
class MediaGone extends Error {}

/** Attempts before giving up on a site whose content keeps changing under the backup. */
const ATTEMPTS = 3;

/**
 * Every row of every table, as of one moment: PostgreSQL's repeatable-read snapshot, or SQLite's
 * read transaction (WAL lets the running server write meanwhile).
 */
async function readSnapshot(db: Db, engine: Engine): Promise<Snapshot> {
  const transaction =
    engine === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
      : db.transaction();
  return transaction.execute(async (trx) => {
    const migrations = await executedMigrations(trx);
    // An archive of no schema restores nowhere: a wrong DATA_DIR or DATABASE_URL, most likely.
    if (migrations.length === 0) {
      throw new BackupError(
        "The database holds no site (no migration has run in it): check DATA_DIR or DATABASE_URL, which must be the running site's.",
      );
    }
    const described = await describeTables(trx);
    const tables = [];
    for (const name of orderTables(described.keys())) {
      const columns = described.get(name) ?? {};
      tables.push({ name, columns, rows: await readRows(trx, name, columns) });
    }
    return { migrations, tables };
  });
}

/** Copies one stored file into the staging folder, checking it has the size its row says. */
async function copyMedia(storage: StorageDriver, key: string, bytes: number, target: string) {
  const object = await storage.get(key);
  if (!object) throw new MediaGone(key);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await pipeline(object.body, fs.createWriteStream(target, { flags: 'wx' }));
  const { size } = await fsp.stat(target);
  if (size !== bytes) {
    throw new BackupError(`The stored file ${key} has ${size} bytes where its row says ${bytes}`);
  }
}

/** Writes the snapshot and its media files into `stage`; answers the manifest. */
async function stageBackup(source: BackupSource, stage: string, now: Date): Promise<Manifest> {
  const snapshot = await readSnapshot(source.db, source.engine);
  const tables: Manifest['tables'] = {};
  await fsp.mkdir(path.join(stage, DATABASE_DIR));
  for (const table of snapshot.tables) {
    const lines = table.rows.map((row) => `${encodeRow(row, table.columns)}\n`).join('');
    await fsp.writeFile(path.join(stage, DATABASE_DIR, `${table.name}.jsonl`), lines);
    tables[table.name] = { columns: table.columns, rows: table.rows.length };
  }
  const files = snapshot.tables.find((table) => table.name === 'media_files')?.rows ?? [];
  const media = files.map((row) => ({ key: String(row.key), bytes: Number(row.bytes) }));
  await fsp.mkdir(path.join(stage, MEDIA_DIR));
  for (const { key, bytes } of media) {
    await copyMedia(source.storage, key, bytes, path.join(stage, MEDIA_DIR, ...key.split('/')));
  }
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: now.toISOString(),
    source: { engine: source.engine, storage: source.storageDriver },
    migrations: snapshot.migrations,
    tables,
    media,
  };
  await fsp.writeFile(path.join(stage, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Writes one archive (gzip tar) of the database and the media, safely while servers run: the rows
 * come from one snapshot, then the files they name are copied. If a change removes one of those
 * files meanwhile, the backup starts over from a new snapshot. The archive appears under `file`
 * only when complete, readable by its owner alone (it holds password hashes).
 */
export async function writeBackup(
  source: BackupSource,
  file: string,
  now = new Date(),
): Promise<BackupSummary> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) {
    throw new BackupError(`${file} exists already: choose a new file name, or remove it first.`);
  }
  const dir = path.dirname(target);
  if (!fs.existsSync(dir)) throw new BackupError(`The folder ${dir} does not exist.`);
  const partial = path.join(
    dir,
    `.${path.basename(target)}.partial-${randomBytes(4).toString('hex')}`,
  );
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-backup-'));
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const manifest = await stageBackup(source, stage, now);
        await create({ gzip: true, file: partial, cwd: stage, portable: true, mode: 0o600 }, [
          MANIFEST_FILE,
          DATABASE_DIR,
          MEDIA_DIR,
        ]);
        await fsp.chmod(partial, 0o600);
        await fsp.rename(partial, target);
        return {
          rows: Object.fromEntries(Object.entries(manifest.tables).map(([t, v]) => [t, v.rows])),
          mediaFiles: manifest.media.length,
          mediaBytes: manifest.media.reduce((sum, m) => sum + m.bytes, 0),
        };
      } catch (err) {
        if (!(err instanceof MediaGone) || attempt === ATTEMPTS) {
          if (err instanceof MediaGone) {
            throw new BackupError(
              `The stored file ${err.message} disappeared ${ATTEMPTS} times while the backup ran: the content keeps changing. Run the backup again.`,
            );
          }
          throw err;
        }
        await fsp.rm(stage, { recursive: true, force: true });
        await fsp.mkdir(stage);
      }
    }
  } finally {
    await fsp.rm(partial, { force: true });
    await fsp.rm(stage, { recursive: true, force: true });
  }
}
