import { inflateSync } from 'node:zlib';

/**
 * A WOFF file's font as the plain OpenType (sfnt) file it wraps (W3C WOFF 1.0, section 5), its
 * tables inflated, in the WOFF's order (by tag, as an sfnt lists them). The résumé needs it because
 * fontkit inflates a WOFF's table whole at each read, and pdfkit's subsetting reads the `glyf`
 * table once per glyph it embeds (three quarters of the time a résumé took); the social images
 * because resvg reads TrueType and OpenType only. No installed package exports one.
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

/** A font's plain OpenType (sfnt) file: a WOFF unwrapped, a TrueType or OpenType font as it is. */
export const sfntOf = (font: Buffer): Buffer =>
  font.toString('latin1', 0, 4) === 'wOFF' ? sfntOfWoff(font) : font;
