import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * The fonts of a card as files resvg reads. resvg (through fontdb) reads TrueType and OpenType
 * only, from files (@resvg/resvg-js 2.6 takes no buffers), and @fontsource ships WOFF and WOFF2:
 * each WOFF is unpacked once to the font it wraps. satori does the same unpacking inside, but does
 * not export it, and no installed package writes one.
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * The TrueType or OpenType font a WOFF 1.0 file wraps (W3C WOFF, section 5): the same tables, each
 * inflated when it was stored compressed, in the WOFF's order (by tag, as an sfnt wants them).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(at + 8));
    const length = woff.readUInt32BE(at + 12);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: stored.length < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce(
    (total, table) => total + padded(table.data.length),
    SFNT_HEADER + count * SFNT_ENTRY,
  );
  const sfnt = Buffer.alloc(size);
  // The header's binary-search fields, as the OpenType table directory defines them.
  const selector = Math.floor(Math.log2(count));
  const searchRange = 2 ** selector * SFNT_ENTRY;
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(selector, 8);
  sfnt.writeUInt16BE(count * SFNT_ENTRY - searchRange, 10);
  let offset = SFNT_HEADER + count * SFNT_ENTRY;
  for (const [index, table] of tables.entries()) {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  }
  return sfnt;
}

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

async function unpack(woff: Buffer): Promise<TtfFace> {
  const name = `${count++}.ttf`;
  const sfnt = woffToSfnt(woff);
  const file = path.join(await ownFolder(), name);
  await fs.writeFile(file, sfnt);
  return { file, family: familyOf(sfnt) };
}

/** The TrueType file of a WOFF font (by its path and bytes), unpacked on its first card. */
export function ttfFace(woffPath: string, woff: Buffer): Promise<TtfFace> {
  let face = unpacked.get(woffPath);
  if (!face) {
    face = unpack(woff);
    // A failed write is tried again by the next card, not remembered.
    face.catch(() => unpacked.delete(woffPath));
    unpacked.set(woffPath, face);
  }
  return face;
}
