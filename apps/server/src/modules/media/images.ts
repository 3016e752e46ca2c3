import {
  ACCEPTED_IMAGE_TYPES,
  ErrorCode,
  FAVICON_SIZES,
  ICON_MIN_SIZE,
  ICON_RECOMMENDED_SIZE,
  LIMITS,
  SITE_IMAGE_FIELD,
} from '@portfolio/contract';
import { AppError } from '../../errors.js';
import { findMarkup } from './markup.js';

/**
 * Widths stored for srcset; never wider than the upload. 720 and 1280 fit phones: a card drawn
 * 372 px wide at 1.75 device pixels needs 651, one 350 px wide at 3 needs 1050.
 */
const IMAGE_WIDTHS = [480, 720, 960, 1280, 1600] as const;
const WIDEST = 1600;
/** The width the entity's image field points at (or the widest stored below it). */
export const DEFAULT_WIDTH = 960;
const WEBP_QUALITY = 75;

export interface ImageVariantData {
  width: number;
  height: number;
  data: Buffer;
}

const ACCEPTED = new Set<string>(ACCEPTED_IMAGE_TYPES);
const ACCEPTED_FORMATS_TEXT = 'JPEG, PNG, WebP, GIF or AVIF';

/** The widths to store for an image `width` pixels wide: the standard ones below it, and itself. */
function targetWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (width <= WIDEST) widths.push(width);
  return widths;
}

const unsupported = (found: string) =>
  new AppError(
    415,
    ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    `${found} is not accepted: upload a ${ACCEPTED_FORMATS_TEXT} image`,
  );

type Sharp = typeof import('sharp')['default'];
const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: LIMITS.imageMaxPixels } as const;

/**
 * Checks an uploaded image by its bytes (type, markup, pixel count) and answers sharp and the
 * image's upright size.
 */
async function openImage(file: Buffer): Promise<{ sharp: Sharp; width: number; height: number }> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(file);
  if (!type) throw unsupported('This file');
  if (!ACCEPTED.has(type.mime)) throw unsupported(`A ${type.ext.toUpperCase()} file`);
  const markup = findMarkup(file, type.mime);
  if (markup) throw unsupported(`An image that carries markup ("${markup}")`);

  // sharp (libvips) loads on the first upload, not at start: a visitor-only process never pays.
  const { default: sharp } = await import('sharp');
  // Every upload is a new image: libvips' operation cache would only hold memory.
  sharp.cache(false);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(file, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw damaged();
  }
  if (!meta.width || !meta.height) throw damaged();
  if (meta.width * meta.height > LIMITS.imageMaxPixels) {
    throw new AppError(
      413,
      ErrorCode.PAYLOAD_TOO_LARGE,
      `The image has ${meta.width}×${meta.height} pixels: at most ${LIMITS.imageMaxPixels / 1_000_000} megapixels are accepted`,
    );
  }
  const sideways = (meta.orientation ?? 1) >= 5;
  return sideways
    ? { sharp, width: meta.height, height: meta.width }
    : { sharp, width: meta.width, height: meta.height };
}

/**
 * Checks an uploaded image by its bytes and re-encodes it: upright by its EXIF orientation, every
 * metadata block dropped (no GPS leaves the server), as WebP at a few widths, never upscaled.
 */
export async function processImage(file: Buffer): Promise<ImageVariantData[]> {
  const { sharp, width: uprightWidth } = await openImage(file);
  const widths = targetWidths(uprightWidth);
  try {
    // Decoded once, upright, at the widest stored width (JPEG shrinks while it decodes); each width
    // is then made from those pixels, one after the other: a fraction of the memory and time of
    // decoding the full photo once per width.
    const widest = await sharp(file, DECODE_OPTIONS)
      .rotate()
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = widest.info;
    const variants: ImageVariantData[] = [];
    for (const target of widths) {
      const { data, info } = await sharp(widest.data, { raw: { width, height, channels } })
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
    return variants;
  } catch {
    throw damaged();
  }
}

const iconRefused = (message: string) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, [
    { field: SITE_IMAGE_FIELD, message: 'must be a square image' },
  ]);

/**
 * Checks an uploaded site icon (any accepted format, square, at least 180 pixels a side) and makes
 * its favicons: a PNG of each of FAVICON_SIZES, upright, without metadata. A non-square image is
 * refused rather than cropped: the owner sees the icon exactly as it will show.
 */
export async function processIcon(file: Buffer): Promise<ImageVariantData[]> {
  const { sharp, width, height } = await openImage(file);
  const recommended = `${ICON_RECOMMENDED_SIZE}×${ICON_RECOMMENDED_SIZE} or larger is best`;
  if (width !== height) {
    throw iconRefused(
      `The icon is ${width}×${height} pixels: upload a square image (as wide as it is high), ${recommended}`,
    );
  }
  if (width < ICON_MIN_SIZE) {
    throw iconRefused(
      `The icon is ${width}×${height} pixels: upload one of at least ${ICON_MIN_SIZE}×${ICON_MIN_SIZE}, ${recommended}`,
    );
  }
  try {
    // Decoded once, upright, at the largest favicon's size at most, as photos are at their widest
    // width: an icon of 40 megapixels held whole was 160 MB of pixels and 8 s of resizing.
    const largest = Math.max(...FAVICON_SIZES);
    const upright = await sharp(file, DECODE_OPTIONS)
      .rotate()
      .resize({ width: largest, height: largest, fit: 'fill', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: upright.info.width, height: upright.info.height, channels: 4 } as const;
    const favicons: ImageVariantData[] = [];
    for (const size of FAVICON_SIZES) {
      const { data, info } = await sharp(upright.data, { raw })
        .resize({ width: size, height: size, fit: 'fill', kernel: 'lanczos3' })
        .png({ compressionLevel: 9 })
        .toBuffer({ resolveWithObject: true });
      favicons.push({ width: info.width, height: info.height, data });
    }
    return favicons;
  } catch {
    throw damaged();
  }
}

const damaged = () =>
  new AppError(
    400,
    ErrorCode.BAD_REQUEST,
    `The image is damaged or incomplete: upload a ${ACCEPTED_FORMATS_TEXT} image that opens`,
  );
