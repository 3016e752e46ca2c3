import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sfntOfWoff } from './woff.js';

const inter = createRequire(import.meta.url).resolve(
  '@fontsource/inter/files/inter-latin-400-normal.woff',
);

describe('a WOFF font unwrapped', () => {
  it('is the OpenType file it holds, every table whole and inflated where the directory says', () => {
    const woff = fs.readFileSync(inter);
    const sfnt = sfntOfWoff(woff);
    const count = woff.readUInt16BE(12);
    // TrueType outlines, as many tables as the WOFF lists, the size it says the font has.
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(count);
    expect(sfnt.byteLength).toBe(woff.readUInt32BE(16));
    const tags = Array.from({ length: count }, (_, i) =>
      sfnt.toString('latin1', 12 + i * 16, 16 + i * 16),
    );
    expect(tags).toEqual([...tags].sort());
    expect(tags).toEqual(expect.arrayContaining(['glyf', 'cmap', 'head']));
    const head = 12 + tags.indexOf('head') * 16;
    // The head table's magic number, only readable once the table is inflated.
    expect(sfnt.readUInt32BE(sfnt.readUInt32BE(head + 8) + 12)).toBe(0x5f0f3cf5);
  });

  it('is refused when the file is no WOFF', () => {
    expect(() => sfntOfWoff(Buffer.from('OTTO and more bytes than a header has'))).toThrow(
      'Not a WOFF',
    );
  });
});
