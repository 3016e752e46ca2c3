import { LIMITS } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import { OWNED_MEDIA } from '../../db/owned-media.js';
import type { ServiceDeps } from '../../deps.js';
import { AppError, badRequest } from '../../errors.js';
import { discardFiles, imagesOf, mediaKeysOf, storeImage } from '../media/media.service.js';
import type { NewMedia } from '../media/media-change.js';
import { keepOwnedImage } from '../media/owned-images.service.js';
import { fetchRemoteImage, RemoteImageError } from '../media/remote-image.js';

/** Whether a post's cover is an image elsewhere on the web (an http(s) URL not of this site). */
export const isRemoteCover = (cover: string, mediaBaseUrl: string) =>
  cover.length <= LIMITS.linkMax &&
  /^https?:\/\//i.test(cover) &&
  mediaKeysOf([cover], mediaBaseUrl).length === 0;

/**
 * The covers an import's front matter names elsewhere on the web, each read once
 * (`fetchRemoteImage`) and put through the image pipeline as an upload is, then kept as the
 * posts' owned images: their URLs on this site, by the URL each came from. The first that fails
 * is a 400 naming its file and URL, and then the images read before it are removed: nothing is
 * stored.
 */
export async function fetchImportCovers(
  deps: ServiceDeps,
  wanted: readonly { file: string; url: string }[],
  log: FastifyBaseLogger,
): Promise<Map<string, string>> {
  const stored = new Map<string, NewMedia>();
  try {
    for (const { file, url } of wanted) {
      if (stored.has(url)) continue;
      try {
        const { allowPrivateUpstreams, remoteImageTimeoutMs } = deps.config.forges;
        const data = await fetchRemoteImage(url, allowPrivateUpstreams, remoteImageTimeoutMs);
        stored.set(url, await storeImage(deps, { data, filename: 'cover' }));
      } catch (err) {
        if (!(err instanceof RemoteImageError || err instanceof AppError)) throw err;
        const reason =
          err instanceof AppError && err.statusCode >= 500 ? 'could not be read' : err.message;
        throw badRequest(`The cover ${url} of ${file} could not be taken: ${reason}`, [
          {
            field: file,
            message: `cover ${url} ${err instanceof RemoteImageError ? reason : `is refused: ${reason}`}`,
          },
        ]);
      }
    }
  } catch (err) {
    const keys = [...stored.values()].flatMap((image) => image.files.map((f) => f.key));
    await discardFiles(deps.storage, keys, log);
    throw err;
  }
  for (const image of stored.values()) await keepOwnedImage(deps, OWNED_MEDIA.post, image, log);
  const images = await imagesOf(
    deps,
    [...stored.values()].map((image) => image.id),
  );
  return new Map([...stored].map(([url, image]) => [url, images(image.id).url]));
}
