import { type Static, Type } from '@sinclair/typebox';
import { ImageVariant } from './content.js';

/**
 * The owner's portrait (shown on Home and About) and the site icon (the favicons and the web app
 * manifest). Neither is in the profile: the profile is replaced whole by PUT /api/profile, and an
 * image is uploaded and removed on its own.
 */

/** The multipart field of both uploads. */
export const SITE_IMAGE_FIELD = 'image';

/**
 * The PNG sizes made from the site icon: 16 and 32 (browser tabs), 180 (apple-touch-icon), 192 and
 * 512 (the web app manifest).
 */
export const FAVICON_SIZES = [16, 32, 180, 192, 512] as const;
export type FaviconSize = (typeof FAVICON_SIZES)[number];

/** The site icon must be square and at least this many pixels on a side (512 is best). */
export const ICON_MIN_SIZE = 180;
export const ICON_RECOMMENDED_SIZE = 512;

/** The path of the web app manifest, on the public host. */
export const WEB_MANIFEST_PATH = '/site.webmanifest';

export const Portrait = Type.Object({
  url: Type.String({ description: 'URL of the portrait at its default width' }),
  variants: Type.Array(ImageVariant, { description: 'Every stored width (WebP)' }),
});
export type Portrait = Static<typeof Portrait>;

export const SiteIcon = Type.Object({
  favicons: Type.Array(ImageVariant, {
    description: 'One square PNG of each size of FAVICON_SIZES, smallest first',
  }),
});
export type SiteIcon = Static<typeof SiteIcon>;

/** The answer of GET /api/profile/images and of each change of them: what is there now. */
export const SiteImages = Type.Object({
  portrait: Type.Union([Portrait, Type.Null()]),
  icon: Type.Union([SiteIcon, Type.Null()]),
});
export type SiteImages = Static<typeof SiteImages>;

export const NO_SITE_IMAGES: SiteImages = { portrait: null, icon: null };

/** The favicon of one size, if the icon has it. */
export function faviconOf(icon: SiteIcon | null | undefined, size: FaviconSize) {
  return icon?.favicons.find((favicon) => favicon.width === size);
}
