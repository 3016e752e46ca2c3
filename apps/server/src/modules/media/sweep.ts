import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { isValidKey, type StorageDriver } from '../../storage/storage.js';
import { allFileKeys } from './media.repository.js';

/**
 * Removes stored files that no row points at: what a crash between writing a file and committing
 * its row (or between a commit and removing the old file) leaves behind. Files younger than
 * `graceMs` are left alone, as another instance may be about to commit their rows.
 */
export async function sweepOrphanFiles(
  db: Db,
  storage: StorageDriver,
  graceMs: number,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  now = new Date(),
): Promise<number> {
  const known = await allFileKeys(db);
  let removed = 0;
  for await (const object of storage.list()) {
    if (known.has(object.key) || !isValidKey(object.key)) continue;
    if (now.getTime() - object.lastModified.getTime() < graceMs) continue;
    await storage.delete(object.key);
    removed += 1;
  }
  if (removed > 0) log.warn({ removed }, 'removed media files that no row pointed at');
  return removed;
}
