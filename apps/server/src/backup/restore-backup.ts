import fs, { type Stats } from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { extract, type ReadEntry } from 'tar';
import type { Db } from '../db/database.js';
import { knownMigrations, migrateTo, migrateToLatest } from '../db/migrate.js';
import type { StorageDriver } from '../storage/storage.js';
import { isValidKey } from '../storage/storage.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  DATABASE_DIR,
  MANIFEST_FILE,
  Manifest,
  MEDIA_DIR,
} from './archive-format.js';
import {
  type Columns,
  countRows,
  decodeRow,
  describeTables,
  insertRows,
  orderTables,
  type Row,
} from './backup.repository.js';
import { BackupError } from './backup-error.js';

export interface RestoreTarget {
  readonly db: Db;
  readonly storage: StorageDriver;
  /** The settings to change for an empty site, as the refusal names them: "DATA_DIR at a new, empty folder". */
  readonly pointAt: string;
}

export interface RestoreSummary {
  readonly rows: Record<string, number>;
  readonly mediaFiles: number;
  readonly migrated: string[];
}

export async function readManifest(stage: string): Promise<Manifest> {
  const file = path.join(stage, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new BackupError('This file is not a portfolio backup.');
  const manifest: unknown = JSON.parse(await fsp.readFile(file, 'utf8'));
  const format = (manifest as { format?: unknown }).format;
  if (format !== ARCHIVE_FORMAT) throw new BackupError('This file is not a portfolio backup.');
  const version = (manifest as { version?: unknown }).version;
  if (typeof version === 'number' && version > ARCHIVE_VERSION) {
    throw new BackupError(
      `This backup has format ${version}, newer than this version reads (${ARCHIVE_VERSION}): upgrade first.`,
    );
  }
  if (!Value.Check(Manifest, manifest)) {
    const first = [...Value.Errors(Manifest, manifest)][0];
    throw new BackupError(`The backup's manifest is damaged (${first?.path}: ${first?.message}).`);
  }
  return manifest;
}

/** The backup's schema must be one this version has: its migrations, a prefix of ours. */
function checkMigrations(manifest: Manifest): string {
  const known = knownMigrations();
  manifest.migrations.forEach((name, i) => {
    if (known[i] !== name) {
      throw new BackupError(
        `This backup was made by another version of the site (its schema has the migration "${name}", unknown here): restore it with that version or a newer one.`,
      );
    }
  });
  const last = manifest.migrations.at(-1);
  if (!last) throw new BackupError("The backup's manifest names no migration.");
  return last;
}

/** Restores only into nothing: every table empty, no stored file. */
async function checkEmpty(target: RestoreTarget): Promise<void> {
  const filled: string[] = [];
  for (const table of (await describeTables(target.db)).keys()) {
    const count = await countRows(target.db, table);
    if (count > 0) filled.push(`${table} (${count} ${count === 1 ? 'row' : 'rows'})`);
  }
  let storedFile: string | undefined;
  for await (const object of target.storage.list()) {
    storedFile = object.key;
    break;
  }
  if (filled.length === 0 && !storedFile) return;
  const what = [
    filled.length > 0 ? `the database has data in ${filled.join(', ')}` : '',
    storedFile ? `the media storage has files (${storedFile}, ...)` : '',
  ].filter(Boolean);
  throw new BackupError(
    `Restore needs an empty database and empty media storage, but ${what.join(' and ')}. Point ${target.pointAt}, and run the restore again; nothing was changed.`,
  );
}

function sameColumns(a: Columns | undefined, b: Columns): boolean {
  const sorted = (columns: Columns) => JSON.stringify(Object.entries(columns).sort());
  return a !== undefined && sorted(a) === sorted(b);
}

/** A table's rows as the archive holds them, decoded, and as many as its manifest says. */
export async function readTableRows(
  stage: string,
  table: string,
  manifest: Manifest,
): Promise<Row[]> {
  const entry = manifest.tables[table];
  const text = await fsp
    .readFile(path.join(stage, DATABASE_DIR, `${table}.jsonl`), 'utf8')
    .catch(() => {
      throw new BackupError(`The backup has no rows file for ${table}: it is damaged.`);
    });
  const rows = text
    .split('\n')
    .filter(Boolean)
    .map((line) => decodeRow(line, table, entry?.columns ?? {}));
  if (rows.length !== entry?.rows) {
    throw new BackupError(`The backup's ${table} has ${rows.length} rows, not ${entry?.rows}.`);
  }
  return rows;
}

/** Reads and checks every table file against the manifest and the target's schema. */
async function readTables(stage: string, manifest: Manifest, db: Db): Promise<Map<string, Row[]>> {
  const schema = await describeTables(db);
  const tables = new Map<string, Row[]>();
  for (const table of orderTables(Object.keys(manifest.tables))) {
    const entry = manifest.tables[table];
    const columns: Columns = entry?.columns ?? {};
    if (!sameColumns(schema.get(table), columns)) {
      throw new BackupError(`The backup's table ${table} does not match this schema.`);
    }
    const rows = await readTableRows(stage, table, manifest);
    tables.set(table, rows);
  }
  return tables;
}

/** Every file of the manifest is in the archive with its size, and every media row has its file. */
export async function checkMedia(
  stage: string,
  manifest: Manifest,
  fileRows: Row[],
): Promise<void> {
  const listed = new Set(manifest.media.map((m) => m.key));
  const missing = fileRows.map((row) => String(row.key)).filter((key) => !listed.has(key));
  if (missing.length > 0) throw new BackupError(`The backup lacks the media file ${missing[0]}.`);
  for (const { key, bytes } of manifest.media) {
    if (!isValidKey(key)) throw new BackupError(`The backup names a bad media key: ${key}`);
    const stat = await fsp.stat(mediaPath(stage, key)).catch(() => undefined);
    if (stat?.size !== bytes) {
      throw new BackupError(`The backup's media file ${key} is missing or damaged.`);
    }
  }
}

const mediaPath = (stage: string, key: string) => path.join(stage, MEDIA_DIR, ...key.split('/'));

/** Unpacks an archive into `stage`: plain files and folders only, as a link could make restore read outside it. */
export async function extractArchive(file: string, stage: string): Promise<void> {
  const plain = (_path: string, entry: Stats | ReadEntry) =>
    'type' in entry && (entry.type === 'File' || entry.type === 'Directory');
  await extract({ file, cwd: stage, strict: true, filter: plain }).catch((err: Error) => {
    throw new BackupError(`${file} is not a readable backup archive (${err.message}).`);
  });
}

/**
 * Loads a backup into an empty database and empty storage, of either engine and driver. The schema
 * is first brought to the backup's migration, the files are stored, then every row is inserted in
 * one transaction; if anything fails, the stored files are removed again. Then the schema is
 * migrated to this version's latest, as a start would.
 */
export async function restoreBackup(target: RestoreTarget, file: string): Promise<RestoreSummary> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-restore-'));
  try {
    await extractArchive(file, stage);
    const manifest = await readManifest(stage);
    const schemaAt = checkMigrations(manifest);
    await checkEmpty(target);
    await migrateTo(target.db, schemaAt);
    const tables = await readTables(stage, manifest, target.db);
    const fileRows = tables.get('media_files') ?? [];
    await checkMedia(stage, manifest, fileRows);

    const contentTypes = new Map(
      fileRows.map((row) => [String(row.key), String(row.content_type)]),
    );
    const stored: string[] = [];
    try {
      for (const { key } of manifest.media) {
        const data = await fsp.readFile(mediaPath(stage, key));
        await target.storage.put(key, data, contentTypes.get(key) ?? 'application/octet-stream');
        stored.push(key);
      }
      await target.db.transaction().execute(async (trx) => {
        for (const [table, rows] of tables) await insertRows(trx, table, rows);
      });
    } catch (err) {
      await Promise.allSettled(stored.map((key) => target.storage.delete(key)));
      throw err;
    }
    const migrated = await migrateToLatest(target.db);
    return {
      rows: Object.fromEntries([...tables].map(([table, rows]) => [table, rows.length])),
      mediaFiles: stored.length,
      migrated: migrated.map((result) => result.migrationName),
    };
  } finally {
    await fsp.rm(stage, { recursive: true, force: true });
  }
}
