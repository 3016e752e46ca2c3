import fs from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * A WOFF file's font as the plain OpenType (sfnt) file it wraps, its tables inflated. fontkit
 * reads a WOFF's table by inflating it whole at each read, and pdfkit's subsetting reads the
 * `glyf` table once per glyph it embeds: three quarters of the time a résumé took.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + count * 16;
  const out = Buffer.alloc(
    tables.reduce((sum, table) => sum + padded(table.data.length), headerLength),
  );
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = headerLength;
  for (const [index, table] of tables.entries()) {
    const at = 12 + index * 16;
    table.tag.copy(out, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  }
  return out;
}

/** A face as pdfkit takes it: its sfnt file, or fontkit's font once a résumé has opened it. */
type Face = Buffer | { layout: unknown };
const faces = new Map<string, Face>();

/**
 * A résumé face for pdfkit, kept for the life of the image process (a few dozen at most): its
 * file read and unwrapped once, then the font fontkit made of it, so that its tables are parsed
 * and its glyphs measured once, not for every résumé.
 */
export function face(path: string): Face {
  let found = faces.get(path);
  if (!found) {
    found = sfntOfWoff(fs.readFileSync(path));
    faces.set(path, found);
  }
  return found;
}

/** Keeps the font fontkit made of a face's file, for the next résumés. */
export function keepFace(path: string, parsed: { layout: unknown }): void {
  faces.set(path, parsed);
}
