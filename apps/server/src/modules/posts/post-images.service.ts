import type { CaseStudyImage } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { imagesOf, storeImage } from '../media/media.service.js';
import { commitMediaChange } from '../media/media-change.js';
import { missingFile, type UploadRequest } from '../media/upload.js';
import { insertPostMedia, unclaimedPostMedia } from './posts.repository.js';

/** How long an image uploaded for a post waits for a saved post to name it. */
const UNCLAIMED_GRACE_MS = 24 * 60 * 60_000;

/**
 * The owner uploads an image for a post (its cover, or one its body shows): checked and
 * re-encoded like every image, kept once a saved post names it (or removed after a day).
 */
export async function uploadPostImage(
  deps: ServiceDeps,
  upload: UploadRequest,
  field: string,
): Promise<CaseStudyImage> {
  const form = await upload.read();
  if (!form.file) throw missingFile(field);
  const image = await storeImage(deps, form.file);
  await commitMediaChange(deps, upload.log, image, async (trx) => {
    await insertPostMedia(trx, image.id, deps.now());
    return { result: undefined, dropped: [] };
  });
  return (await imagesOf(deps, [image.id]))(image.id);
}

/** Removes the post images no saved post took within a day (at start-up). */
export async function sweepUnclaimedPostImages(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  log: FastifyBaseLogger,
): Promise<number> {
  const unclaimed = await unclaimedPostMedia(
    deps.db,
    new Date(deps.now().getTime() - UNCLAIMED_GRACE_MS),
  );
  if (unclaimed.length === 0) return 0;
  await commitMediaChange(deps, log, undefined, async () => ({
    result: undefined,
    dropped: unclaimed,
  }));
  return unclaimed.length;
}
