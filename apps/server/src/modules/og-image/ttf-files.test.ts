import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyOf, ttfFace, woffToSfnt } from './ttf-files.js';

const fromHere = createRequire(import.meta.url);
const woffOf = (file: string) => fromHere.resolve(`@fontsource/${file}`);

describe('a WOFF font unpacked for resvg', () => {
  it('is the font it wraps: each table inflated where the directory says it is', async () => {
    const sfnt = woffToSfnt(await fs.readFile(woffOf('inter/files/inter-latin-400-normal.woff')));
    // An OpenType font of TrueType outlines, its tables listed by tag.
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const count = sfnt.readUInt16BE(4);
    const tags = Array.from({ length: count }, (_, index) =>
      sfnt.toString('latin1', 12 + index * 16, 16 + index * 16),
    );
    expect(tags).toEqual([...tags].sort());
    const head = 12 + tags.indexOf('head') * 16;
    // The head table's magic number, only readable once the table is inflated.
    expect(sfnt.readUInt32BE(sfnt.readUInt32BE(head + 8) + 12)).toBe(0x5f0f3cf5);
  });

  it('is found by the family inside it, not always the name satori was given', async () => {
    const families = await Promise.all(
      [
        'inter/files/inter-latin-ext-700-normal.woff',
        'fraunces/files/fraunces-latin-600-normal.woff',
        'noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
      ].map(async (file) => familyOf(woffToSfnt(await fs.readFile(woffOf(file))))),
    );
    expect(families).toEqual(['Inter', 'Fraunces SemiBold', 'Noto Sans Arabic']);
  });

  it("is written once, in a folder of the process's own", async () => {
    const hebrew = woffOf('noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff');
    const woff = await fs.readFile(hebrew);
    const face = await ttfFace(hebrew, woff);
    expect(face.family).toBe('Noto Sans Hebrew');
    expect(path.basename(path.dirname(face.file))).toMatch(/^portfolio-og-fonts-/u);
    expect((await fs.readFile(face.file)).equals(woffToSfnt(woff))).toBe(true);
    expect(await ttfFace(hebrew, woff)).toEqual(face);
  });

  it('is refused when it is no WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO and more bytes than a header has'))).toThrow(
      'Not a WOFF font',
    );
  });
});
