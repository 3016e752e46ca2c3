import {
  changeMessages,
  errorMessages,
  faviconOf,
  NotificationAction,
  resolveTheme,
  SITE_IMAGE_FIELD,
  type SiteImages,
} from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import { lockFor } from '../../db/locks.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { commitContentChange, commitMediaDrop } from '../content/content-change.js';
import { imagesOf, storeIcon, storeImage } from '../media/media.service.js';
import { missingFile, type UploadForm, type UploadRequest } from '../media/upload.js';
import { readTheme } from '../theme/theme.service.js';
import { getProfile } from './profile.repository.js';
import {
  deleteSiteImage,
  findSiteImage,
  findSiteImages,
  putSiteImage,
  type SiteImageSlot,
} from './site-images.repository.js';

/** The upload form of both images: the file alone. */
export const SITE_IMAGE_FORM: UploadForm = { file: SITE_IMAGE_FIELD };

const SLOTS = {
  portrait: {
    store: storeImage,
    name: 'portrait',
    uploaded: changeMessages.portraitUploaded,
    removed: changeMessages.portraitRemoved,
  },
  icon: {
    store: storeIcon,
    name: 'site icon',
    uploaded: changeMessages.iconUploaded,
    removed: changeMessages.iconRemoved,
  },
} as const;

/** The favicons a web app manifest lists. */
const MANIFEST_ICON_SIZES = [192, 512] as const;

/** Changes of the site images run one after the other, so a replaced image is always dropped. */
const LOCK = 'site-images';

/** The portrait and the site icon, as everyone sees them: URLs of every stored size. */
export async function readSiteImages(deps: Pick<AppDeps, 'db' | 'config'>): Promise<SiteImages> {
  const rows = await findSiteImages(deps.db);
  const images = await imagesOf(
    deps,
    rows.map((row) => row.media_id),
  );
  const imageIn = (slot: SiteImageSlot) => {
    const row = rows.find((r) => r.slot === slot);
    return row ? images(row.media_id) : undefined;
  };
  const portrait = imageIn('portrait');
  const icon = imageIn('icon');
  return {
    portrait: portrait ?? null,
    icon: icon ? { favicons: icon.variants } : null,
  };
}

/**
 * The owner uploads the portrait or the site icon: the image is checked and its files stored, then
 * the slot, the notification and the old image's rows in one commit; the old files after it.
 */
export async function uploadSiteImage(
  deps: ServiceDeps,
  slot: SiteImageSlot,
  upload: UploadRequest,
): Promise<SiteImages> {
  const { file } = await upload.read();
  if (!file) throw missingFile(SITE_IMAGE_FORM.file);
  const { store, uploaded } = SLOTS[slot];
  const media = await store(deps, file);
  await commitContentChange(
    deps,
    async (trx, now) => {
      await lockFor(trx, deps.engine, LOCK);
      const current = await findSiteImage(trx, slot);
      await putSiteImage(trx, slot, media.id, now);
      return {
        result: undefined,
        notification: { action: NotificationAction.Edit, message: uploaded },
        dropped: current ? [current.media_id] : [],
      };
    },
    { added: media, log: upload.log },
  );
  return readSiteImages(deps);
}

/** The owner removes the portrait or the site icon: the slot and its rows, the files after. */
export async function removeSiteImage(
  deps: ServiceDeps,
  slot: SiteImageSlot,
  log: FastifyBaseLogger,
): Promise<SiteImages> {
  const { name, removed } = SLOTS[slot];
  await commitMediaDrop(deps, log, async (trx) => {
    await lockFor(trx, deps.engine, LOCK);
    const row = await deleteSiteImage(trx, slot);
    if (!row) throw notFound(errorMessages.noSiteImage(name));
    return {
      result: undefined,
      notification: { action: NotificationAction.Delete, message: removed },
      dropped: [row.media_id],
    };
  });
  return readSiteImages(deps);
}

/** The web app manifest (/site.webmanifest): what a browser shows when the site is installed. */
export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: '/';
  scope: '/';
  display: 'browser';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/**
 * The site's web app manifest: named by the brand title, its icons the 192 and 512 pixel favicons
 * of the uploaded icon, else the built-in SVG favicon; its colours (the splash screen and the
 * browser's frame) the theme's light background.
 */
export async function readWebManifest(deps: Pick<AppDeps, 'db' | 'config'>): Promise<WebManifest> {
  const [profile, { icon }, theme] = await Promise.all([
    getProfile(deps.db),
    readSiteImages(deps),
    readTheme(deps),
  ]);
  const background = resolveTheme(theme).light.bg;
  const icons = icon
    ? MANIFEST_ICON_SIZES.flatMap((size) => {
        const favicon = faviconOf(icon, size);
        return favicon ? [{ src: favicon.url, sizes: `${size}x${size}`, type: 'image/png' }] : [];
      })
    : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }];
  return {
    name: profile.brandTitle,
    short_name: profile.brandTitle,
    description: profile.description,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: background,
    theme_color: background,
    icons,
  };
}
