import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sfntOf } from '../../lib/woff.js';

/**
 * The fonts of a card as files resvg reads. resvg (through fontdb) reads TrueType and OpenType
 * only, from files (@resvg/resvg-js 2.6 takes no buffers), and @fontsource ships WOFF and WOFF2:
 * each WOFF is unpacked once to the font it wraps (lib/woff.ts), a variable face made static
 * (lib/variable-fonts.ts) is written as it is.
 */

const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const NAME_TABLE = 0x6e616d65; // 'name'
const WINDOWS = 3;
const TYPOGRAPHIC_FAMILY = 16;
const FAMILY = 1;

/**
 * The family name a font is found by in resvg (fontdb): its typographic family, else its family
 * (Windows names, English first). It may not be the name satori was given: Fraunces at 600 calls
 * itself "Fraunces SemiBold".
 */
export function familyOf(sfnt: Buffer): string {
  const count = sfnt.readUInt16BE(4);
  const entry = Array.from({ length: count }, (_, index) => SFNT_HEADER + index * SFNT_ENTRY).find(
    (at) => sfnt.readUInt32BE(at) === NAME_TABLE,
  );
  if (entry === undefined) throw new Error('A font without names');
  const table = sfnt.readUInt32BE(entry + 8);
  const strings = table + sfnt.readUInt16BE(table + 4);
  const records = Array.from({ length: sfnt.readUInt16BE(table + 2) }, (_, index) => {
    const at = table + 6 + index * 12;
    return {
      platform: sfnt.readUInt16BE(at),
      language: sfnt.readUInt16BE(at + 4),
      id: sfnt.readUInt16BE(at + 6),
      text: sfnt.subarray(
        strings + sfnt.readUInt16BE(at + 10),
        strings + sfnt.readUInt16BE(at + 10) + sfnt.readUInt16BE(at + 8),
      ),
    };
  }).filter((record) => record.platform === WINDOWS);
  for (const id of [TYPOGRAPHIC_FAMILY, FAMILY]) {
    const named = records
      .filter((record) => record.id === id)
      .sort((a, b) => Number(b.language === 0x409) - Number(a.language === 0x409))[0];
    // Windows names are UTF-16, big-endian.
    if (named) return Buffer.from(named.text).swap16().toString('utf16le');
  }
  throw new Error('A font without a family name');
}

/** A font as resvg reads it: its TrueType file and the family it is found by. */
export interface TtfFace {
  file: string;
  family: string;
}

/**
 * Where this process keeps the fonts it unpacked: a folder of its own, made on first use (no other
 * account can have put a file there), removed when the process exits.
 */
let folder: Promise<string> | undefined;
function ownFolder(): Promise<string> {
  if (!folder) {
    folder = fs.mkdtemp(path.join(os.tmpdir(), 'portfolio-og-fonts-'));
    folder.then(
      (made) => process.once('exit', () => rmSync(made, { recursive: true, force: true })),
      () => {
        folder = undefined;
      },
    );
  }
  return folder;
}

const unpacked = new Map<string, Promise<TtfFace>>();
let count = 0;

async function unpack(font: Buffer): Promise<TtfFace> {
  const name = `${count++}.ttf`;
  const sfnt = sfntOf(font);
  const file = path.join(await ownFolder(), name);
  await fs.writeFile(file, sfnt);
  return { file, family: familyOf(sfnt) };
}

/**
 * The TrueType file of a look's font (by the name the look lists it by, and its bytes: a WOFF, or
 * a variable face made static), written on its first card.
 */
export function ttfFace(fontPath: string, font: Buffer): Promise<TtfFace> {
  let face = unpacked.get(fontPath);
  if (!face) {
    face = unpack(font);
    // A failed write is tried again by the next card, not remembered.
    face.catch(() => unpacked.delete(fontPath));
    unpacked.set(fontPath, face);
  }
  return face;
}
