import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FONT_PAIRINGS, type FontFace, pairingFaces } from '@portfolio/contract';

/**
 * The self-hosted fonts: each face's woff2 file read from its @fontsource package (never bundled,
 * never fetched from another origin) and served at an address that carries a hash of its bytes,
 * so browsers may keep it for a year.
 */

export const FONTS_PREFIX = '/fonts';

// Not `require`: the server bundle's banner declares that name.
const resolveIn = createRequire(import.meta.url);

const FACES = new Map<string, FontFace>(
  Object.values(FONT_PAIRINGS)
    .flatMap((pairing) => pairingFaces(pairing))
    .map((face) => [face.file, face]),
);

/** Where a face's file is on disk. */
const filePath = (face: FontFace) => resolveIn.resolve(`${face.pkg}/files/${face.file}`);

/** A known font file's bytes and their hash, read once each. */
const loaded = new Map<string, Promise<{ bytes: Buffer; hash: string }>>();

function load(face: FontFace) {
  let entry = loaded.get(face.file);
  if (!entry) {
    entry = fs.readFile(filePath(face)).then((bytes) => ({
      bytes,
      hash: createHash('sha256').update(bytes).digest('hex').slice(0, 12),
    }));
    loaded.set(face.file, entry);
  }
  return entry;
}

/** The address of a face's file, e.g. `/fonts/3f2a…/inter-latin-400-normal.woff2`. */
export async function fontUrl(face: FontFace): Promise<string> {
  const { hash } = await load(face);
  return `${FONTS_PREFIX}/${hash}/${face.file}`;
}

/**
 * A font file by its address' parts: its bytes, and whether the hash is the current one (an older
 * page may still name an older hash: it gets today's file, not kept for long).
 */
export async function findFont(
  hash: string,
  file: string,
): Promise<{ bytes: Buffer; current: boolean } | undefined> {
  const face = FACES.get(file);
  if (!face) return undefined;
  const font = await load(face);
  return { bytes: font.bytes, current: font.hash === hash };
}
