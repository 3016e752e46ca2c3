import type { CaseStudyImage } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import { insertOwnedMedia, type OwnedMedia, unclaimedMedia } from '../../db/owned-media.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { imagesOf, storeImage } from './media.service.js';
import { commitMediaChange, type NewMedia } from './media-change.js';
import { missingFile, type UploadRequest } from './upload.js';

/** How long an image uploaded for an item waits for a saved item to name it. */
const UNCLAIMED_GRACE_MS = 24 * 60 * 60_000;

/**
 * The owner uploads an image for an item's Markdown: checked and re-encoded like every image
 * (magic bytes, widths, no metadata), kept once a saved item names it (or removed after a day).
 */
export async function uploadOwnedImage(
  deps: ServiceDeps,
  kind: OwnedMedia,
  upload: UploadRequest,
  field: string,
): Promise<CaseStudyImage> {
  const form = await upload.read();
  if (!form.file) throw missingFile(field);
  const image = await storeImage(deps, form.file);
  await keepOwnedImage(deps, kind, image, upload.log);
  return (await imagesOf(deps, [image.id]))(image.id);
}

/**
 * Keeps an image stored for an item (its files written, `storeImage`) as an owned image of this
 * kind: kept once a saved item names it, or removed after a day.
 */
export async function keepOwnedImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  kind: OwnedMedia,
  image: NewMedia,
  log: FastifyBaseLogger,
): Promise<void> {
  await commitMediaChange(deps, log, image, async (trx) => {
    await insertOwnedMedia(trx, kind, image.id, deps.now());
    return { result: undefined, dropped: [] };
  });
}

/** Removes the images of this kind no saved item took within a day (at start-up). */
export async function sweepUnclaimedImages(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  kind: OwnedMedia,
  log: FastifyBaseLogger,
): Promise<number> {
  const unclaimed = await unclaimedMedia(
    deps.db,
    kind,
    new Date(deps.now().getTime() - UNCLAIMED_GRACE_MS),
  );
  if (unclaimed.length === 0) return 0;
  await commitMediaChange(deps, log, undefined, async () => ({
    result: undefined,
    dropped: unclaimed,
  }));
  return unclaimed.length;
}
