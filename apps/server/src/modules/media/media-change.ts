import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { deleteMedia, insertMedia, type NewMedia } from './media.repository.js';
import { discardFiles } from './media.service.js';

export type { NewMedia };

export interface MediaChange<T> {
  result: T;
  /** Media items the change no longer uses: their rows go in the transaction, their files after. */
  dropped: string[];
}

/**
 * Commits a change that may bring new media (its files already durable in storage: one item or
 * several) and drop old media, in one transaction. After the commit the dropped files are removed; if the change fails,
 * the new files are. So a row never points at a missing file; a crash can only leave an orphan
 * file, which the start-up sweep removes.
 */
export async function commitMediaChange<T>(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  log: FastifyBaseLogger,
  added: NewMedia | readonly NewMedia[] | undefined,
  change: (trx: Db) => Promise<MediaChange<T>>,
): Promise<T> {
  const addedItems = added === undefined ? [] : 'id' in added ? [added] : added;
  let droppedKeys: string[] = [];
  let result: T;
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      for (const item of addedItems) await insertMedia(trx, item, deps.now());
      const outcome = await change(trx);
      droppedKeys = [];
      for (const mediaId of outcome.dropped) droppedKeys.push(...(await deleteMedia(trx, mediaId)));
      return outcome.result;
    });
  } catch (err) {
    await discardFiles(
      deps.storage,
      addedItems.flatMap((item) => item.files.map((file) => file.key)),
      log,
    );
    throw err;
  }
  await discardFiles(deps.storage, droppedKeys, log);
  return result;
}
