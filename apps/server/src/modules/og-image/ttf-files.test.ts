import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sfntOfWoff } from '../../lib/woff.js';
import { familyOf, ttfFace } from './ttf-files.js';

const fromHere = createRequire(import.meta.url);
const woffOf = (file: string) => fromHere.resolve(`@fontsource/${file}`);

describe('a WOFF font unpacked for resvg', () => {
  it('is found by the family inside it, not always the name satori was given', async () => {
    const families = await Promise.all(
      [
        'inter/files/inter-latin-ext-700-normal.woff',
        'fraunces/files/fraunces-latin-600-normal.woff',
        'noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
      ].map(async (file) => familyOf(sfntOfWoff(await fs.readFile(woffOf(file))))),
    );
    expect(families).toEqual(['Inter', 'Fraunces SemiBold', 'Noto Sans Arabic']);
  });

  it("is written once, in a folder of the process's own", async () => {
    const hebrew = woffOf('noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff');
    const woff = await fs.readFile(hebrew);
    const face = await ttfFace(hebrew, woff);
    expect(face.family).toBe('Noto Sans Hebrew');
    expect(path.basename(path.dirname(face.file))).toMatch(/^portfolio-og-fonts-/u);
    expect((await fs.readFile(face.file)).equals(sfntOfWoff(woff))).toBe(true);
    expect(await ttfFace(hebrew, woff)).toEqual(face);
  });
});
