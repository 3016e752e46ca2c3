import { createHash } from 'node:crypto';
import type { ImageVariant } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { newId } from '../../lib/ids.js';
import type { StorageDriver, StoredObject } from '../../storage/storage.js';
import { assertPdf } from './documents.js';
import type { ImageProcessor } from './image-processor.js';
import { DEFAULT_WIDTH, type ImageVariantData } from './images.js';
import {
  documentName,
  filesByMedia,
  type MediaFileRow,
  mediaOfKeys,
  type NewMedia,
} from './media.repository.js';
import type { UploadedFile } from './upload.js';

/** Where an upload's files go, and the process that decodes it. */
type MediaDeps = Pick<AppDeps, 'storage' | 'images'>;

const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** A download name safe for a Content-Disposition header: letters, digits, dot, dash, underscore. */
function safeDownloadName(filename: string): string | null {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 100);
  if (!cleaned) return null;
  return cleaned.toLowerCase().endsWith('.pdf') ? cleaned : `${cleaned}.pdf`;
}

/** Writes every file, removing what was written if one write fails. Rows come after, in a transaction. */
async function writeAll(
  storage: StorageDriver,
  files: { row: MediaFileRow; data: Buffer }[],
): Promise<void> {
  const written: string[] = [];
  try {
    for (const { row, data } of files) {
      await storage.put(row.key, data, row.content_type);
      written.push(row.key);
    }
  } catch (err) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw err;
  }
}

/**
 * Draws a social image in the image process (modules/og-image/og-render.ts): a 1200×630 PNG. Its
 * failure is the server's, not the visitor's: a plain Error, answered as a 500.
 */
export async function drawCard(images: ImageProcessor, job: Buffer): Promise<Buffer> {
  const [card] = await images.process(job, 'card').catch((err: unknown) => {
    throw new Error('The social image could not be drawn', { cause: err });
  });
  if (!card) throw new Error('The image process drew no social image');
  return card.data;
}

/**
 * Stores the files the image process drew from an upload (an image's widths, an icon's sizes) as
 * one media item: each file under `folder`, named by its width and content hash, an `image/<type>`.
 * Answers the rows to insert.
 */
async function storeDrawn(
  storage: StorageDriver,
  drawn: readonly ImageVariantData[],
  { kind, folder, type }: { kind: 'image' | 'icon'; folder: string; type: string },
): Promise<NewMedia> {
  const id = newId();
  const files = drawn.map(({ width, height, data }) => ({
    data,
    row: {
      key: `${folder}/${id}/${width}-${contentHash(data)}.${type}`,
      media_id: id,
      content_type: `image/${type}`,
      bytes: data.length,
      width,
      height,
    },
  }));
  await writeAll(storage, files);
  return { id, kind, originalName: null, files: files.map((f) => f.row) };
}

/** Checks and re-encodes an uploaded image, and stores its widths. Answers the rows to insert. */
export async function storeImage(
  { storage, images }: MediaDeps,
  upload: UploadedFile,
): Promise<NewMedia> {
  const variants = await images.process(upload.data);
  return storeDrawn(storage, variants, { kind: 'image', folder: 'images', type: 'webp' });
}

/**
 * Checks, re-encodes and stores several images, one after another: all of them, or none (when
 * one is refused, the files of those before it are removed). Answers the rows to insert.
 */
export async function storeImages(
  deps: MediaDeps,
  uploads: readonly UploadedFile[],
  log: FastifyBaseLogger,
): Promise<NewMedia[]> {
  const stored: NewMedia[] = [];
  try {
    for (const upload of uploads) stored.push(await storeImage(deps, upload));
  } catch (err) {
    const keys = stored.flatMap((media) => media.files.map((file) => file.key));
    await discardFiles(deps.storage, keys, log);
    throw err;
  }
  return stored;
}

/**
 * Checks an uploaded site icon (square, big enough) and stores its PNG favicons, one per size.
 * Answers the rows to insert.
 */
export async function storeIcon(
  { storage, images }: MediaDeps,
  upload: UploadedFile,
): Promise<NewMedia> {
  const favicons = await images.process(upload.data, 'icon');
  return storeDrawn(storage, favicons, { kind: 'icon', folder: 'icons', type: 'png' });
}

/**
 * Checks an uploaded resume is a PDF that opens without a password (read in the image process),
 * and stores it as it is. Answers the rows to insert and its page count.
 */
export async function storeDocument(
  { storage, images }: MediaDeps,
  upload: UploadedFile,
): Promise<NewMedia & { pages: number }> {
  assertPdf(upload.data);
  const { data } = upload;
  const { pages } = await images.readPdf(data);
  const id = newId();
  const row: MediaFileRow = {
    key: `documents/${id}/${contentHash(data)}.pdf`,
    media_id: id,
    content_type: 'application/pdf',
    bytes: data.length,
    width: null,
    height: null,
  };
  await writeAll(storage, [{ row, data }]);
  return {
    id,
    kind: 'document',
    originalName: safeDownloadName(upload.filename),
    files: [row],
    pages,
  };
}

/**
 * Removes files whose rows are gone (after the commit that removed them). A failure leaves an
 * orphan for the start-up sweep, never a row without its file.
 */
export async function discardFiles(
  storage: StorageDriver,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected')
      log.warn({ err: result.reason }, 'could not remove a media file');
  }
}

/**
 * A stored file by its key, and for a document (a PDF) the name it downloads under: the one it was
 * uploaded with, made safe, else resume.pdf. Undefined when no file has this key.
 */
export async function readMediaFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  key: string,
): Promise<(StoredObject & { downloadName?: string }) | undefined> {
  const object = await deps.storage.get(key);
  if (!object || !key.endsWith('.pdf')) return object;
  return { ...object, downloadName: (await documentName(deps.db, key)) ?? 'resume.pdf' };
}

const mediaUrl = (baseUrl: string, key: string) => `${baseUrl}/${key}`;

/** The image of an entity: the URL at the default width, and every width for srcset. */
function imageOf(
  files: readonly MediaFileRow[],
  baseUrl: string,
): { url: string; variants: ImageVariant[] } {
  const variants = files
    .filter((file) => file.width !== null && file.height !== null)
    .map((file) => ({
      url: mediaUrl(baseUrl, file.key),
      width: file.width ?? 0,
      height: file.height ?? 0,
    }))
    .sort((a, b) => a.width - b.width);
  const preferred = variants.filter((v) => v.width <= DEFAULT_WIDTH).pop() ?? variants[0];
  return { url: preferred?.url ?? '', variants };
}

/**
 * The images of media items, read in one query: by id, each as `imageOf` says it (no id, or one
 * with no files: no URL and no widths).
 */
export async function imagesOf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  mediaIds: readonly string[],
): Promise<(mediaId: string | null) => { url: string; variants: ImageVariant[] }> {
  const files = await filesByMedia(deps.db, mediaIds);
  return (mediaId) => imageOf(files.get(mediaId ?? '') ?? [], deps.config.mediaBaseUrl);
}

/** The URLs of documents (a resume's PDF), read in one query: by id ('' past the base for none). */
export async function documentUrlsOf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  mediaIds: readonly string[],
): Promise<(mediaId: string) => string> {
  const files = await filesByMedia(deps.db, mediaIds);
  return (mediaId) => mediaUrl(deps.config.mediaBaseUrl, files.get(mediaId)?.[0]?.key ?? '');
}

/** The storage keys of this site's own media among these URLs (as Markdown names its images). */
export function mediaKeysOf(urls: readonly string[], mediaBaseUrl: string): string[] {
  const prefix = `${mediaBaseUrl}/`;
  return urls
    .filter((url) => url.startsWith(prefix))
    .map((url) => url.slice(prefix.length).split(/[?#]/)[0] ?? '');
}

/** The media item of each stored file key given, by key (in a change's transaction, or not). */
export const mediaIdsOfKeys = (db: Db, keys: readonly string[]): Promise<Map<string, string>> =>
  mediaOfKeys(db, keys);
