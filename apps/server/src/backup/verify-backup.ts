import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Manifest } from './archive-format.js';
import { orderTables, type Row } from './backup.repository.js';
import { checkMedia, extractArchive, readManifest, readTableRows } from './restore-backup.js';

/**
 * Reads a backup back as a restore would, without a database: the archive unpacks, its manifest is
 * one, every table's rows decode with their columns' types and are as many as the manifest says,
 * and every media file is there with its size. Answers the manifest; throws a BackupError.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-verify-'));
  try {
    await extractArchive(file, stage);
    const manifest = await readManifest(stage);
    let fileRows: Row[] = [];
    for (const table of orderTables(Object.keys(manifest.tables))) {
      const rows = await readTableRows(stage, table, manifest);
      if (table === 'media_files') fileRows = rows;
    }
    await checkMedia(stage, manifest, fileRows);
    return manifest;
  } finally {
    await fsp.rm(stage, { recursive: true, force: true });
  }
}
