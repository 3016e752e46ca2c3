import { LIMITS, type SiteTheme } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { storeImage } from '../media/media.service.js';
import type { NewMedia } from '../media/media-change.js';
import { readCapped } from '../media/remote-image.js';
import { drawTextCard } from '../og-image/og-image.service.js';
import { giveImportedProjectImage } from '../projects/project-changes.service.js';
import { readTheme } from '../theme/theme.service.js';
import { ForgeError, forgeFetch } from './forge-fetch.js';
import type { ForgeImages, ImageJob } from './forge-image-jobs.js';

/** Every picture of one import is read within this time; the ones left get a drawn card. */
const PICTURES_BUDGET_MS = 15_000;
/** Images made at a time. */
const AT_A_TIME = 4;

type ImageDeps = Pick<AppDeps, 'storage' | 'images' | 'config'>;

/**
 * A repository's own picture, read once: through forgeFetch (its host checked, redirects on the
 * same origin only, a forge call's timeout), no token sent, at most an upload's size, counted as
 * it comes. What it is, the image pipeline decides by its bytes.
 */
async function fetchRepoPicture(
  url: string,
  forges: ImageDeps['config']['forges'],
  signal: AbortSignal,
): Promise<Buffer> {
  const response = await forgeFetch(forges.allowPrivateUpstreams, forges.callTimeoutMs)(url, {
    headers: { accept: 'image/*' },
    signal,
  });
  const host = new URL(url).host;
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new ForgeError('unavailable', `${host} answered ${response.status} for a picture`);
  }
  const picture = await readCapped(response, LIMITS.uploadMaxBytes);
  if (!picture) {
    throw new ForgeError(
      'malformed',
      `${host}'s picture is larger than ${LIMITS.uploadMaxBytes} bytes`,
    );
  }
  return picture;
}

/**
 * An imported repository's image: its own picture where the forge has one, through the image
 * pipeline as an upload is (type by its bytes, markup, pixel count, re-encoded); otherwise, or
 * when the picture cannot be read or is refused, a card of its name and description drawn in the
 * site's theme, as the social images are. Undefined only when even the card cannot be drawn:
 * the project then waits for the owner's image.
 */
async function imageOfRepo(
  deps: ImageDeps,
  item: Pick<ImageJob, 'repo' | 'fields'>,
  theme: SiteTheme,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<NewMedia | undefined> {
  const { repo, fields } = item;
  if (repo.imageUrl) {
    try {
      const picture = await fetchRepoPicture(repo.imageUrl, deps.config.forges, signal);
      return await storeImage(deps, { data: picture, filename: 'picture' });
    } catch (err) {
      log.warn(
        { repository: repo.fullName, reason: (err as Error).message },
        "forges: a repository's picture was not taken; a card is drawn instead",
      );
    }
  }
  try {
    const card = await drawTextCard(deps, theme, {
      eyebrow: repo.fullName,
      title: fields.title,
      subtitle: fields.description,
    });
    return await storeImage(deps, { data: card, filename: 'card.png' });
  } catch (err) {
    log.error({ err, repository: repo.fullName }, "forges: a repository's card was not drawn");
    return undefined;
  }
}

/**
 * The images of imported projects, made in the background of the instance that answered the
 * import (a card takes the image process most of a second: a hundred would hold the owner's call
 * for a minute). Imports queue one after the other; within one, a few images at a time, their
 * pictures read within one budget of time. Each image is given to its project in a transaction
 * of its own, unless the project has an image by then (the owner's) or is gone: then it is dropped.
 */
export function createForgeImages(deps: AppDeps): ForgeImages {
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  async function make(jobs: readonly ImageJob[], log: FastifyBaseLogger): Promise<void> {
    const theme = await readTheme(deps);
    const signal = AbortSignal.timeout(PICTURES_BUDGET_MS);
    for (let start = 0; start < jobs.length && !stopped; start += AT_A_TIME) {
      await Promise.all(
        jobs.slice(start, start + AT_A_TIME).map(async (job) => {
          const image = await imageOfRepo(deps, job, theme, signal, log);
          if (!image) return;
          // Each image on its own: one that fails to be given leaves the others theirs.
          try {
            await giveImportedProjectImage(deps, job.projectId, image, log);
          } catch (err) {
            log.error({ err, repository: job.repo.fullName }, 'forges: an image was not given');
          }
        }),
      );
    }
  }

  return {
    give(jobs, log) {
      queue = queue
        .then(() => (stopped ? undefined : make(jobs, log)))
        .catch((err: unknown) => log.error({ err }, "forges: an import's images were not made"));
    },
    idle: () => queue,
    async stop() {
      stopped = true;
      await queue;
    },
  };
}
