import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { faceFile, holds, installedSubsets } from './font-packages.js';
import { fontFileBytes } from './variable-fonts.js';

const resolve = createRequire(import.meta.url).resolve;
const JAPANESE = '@fontsource-variable/noto-sans-jp';
/** 一, one horizontal stroke: its ink is as thick as the weight's strokes. */
const ONE = '\u4e00';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'variable-fonts-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The name the look gives the Japanese face's slice holding a letter, at a weight. */
function japaneseAt(letter: string, weight: number): string {
  const point = letter.codePointAt(0) ?? 0;
  const slice = installedSubsets(JAPANESE, resolve)?.find(({ ranges }) => holds(ranges, point));
  if (!slice) throw new Error(`no slice of ${JAPANESE} holds ${letter}`);
  return faceFile(JAPANESE, slice.key, weight, resolve);
}

/** An sfnt's tables by tag. */
function tables(sfnt: Buffer): Map<string, Buffer> {
  const count = sfnt.readUInt16BE(4);
  return new Map(
    Array.from({ length: count }, (_, index) => {
      const at = 12 + index * 16;
      const offset = sfnt.readUInt32BE(at + 8);
      return [
        sfnt.toString('latin1', at, at + 4),
        sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)),
      ];
    }),
  );
}

/** The dark pixels of a letter drawn 200 pixels high by resvg in this font alone. */
function inkOf(font: Buffer, letter: string): number {
  const file = path.join(folder, `${Math.random()}.ttf`);
  fs.writeFileSync(file, font);
  const family = 'Drawn';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="white"/><text x="50" y="220" font-size="200" font-family="${family}">${letter}</text></svg>`;
  const names = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: [file], defaultFontFamily: family },
  });
  const { pixels } = names.render();
  let ink = 0;
  for (let index = 0; index < pixels.length; index += 4) if ((pixels[index] ?? 255) < 128) ink++;
  return ink;
}

describe('a variable face drawn at a weight', () => {
  it('is a static TrueType font of that weight, holding its slice’s letters', async () => {
    for (const weight of [400, 700]) {
      const font = await fontFileBytes(japaneseAt(ONE, weight));
      expect(font.readUInt32BE(0)).toBe(0x00010000);
      const found = tables(font);
      expect(found.has('fvar') || found.has('gvar')).toBe(false);
      // usWeightClass, in the OS/2 table.
      expect(found.get('OS/2')?.readUInt16BE(4)).toBe(weight);
      expect(inkOf(font, ONE)).toBeGreaterThan(0);
    }
  });

  it('draws its strokes as thick as the weight: 一 at 700 is bolder than at 400, at 400 than at 100', async () => {
    const [thin, regular, bold] = await Promise.all(
      [100, 400, 700].map(async (weight) =>
        inkOf(await fontFileBytes(japaneseAt(ONE, weight)), ONE),
      ),
    );
    expect(regular).toBeGreaterThan((thin ?? 0) * 1.5);
    expect(bold).toBeGreaterThan((regular ?? 0) * 1.3);
  });

  it('leaves a static file as it is', async () => {
    const file = resolve('@fontsource/inter/files/inter-latin-400-normal.woff');
    expect((await fontFileBytes(file)).equals(fs.readFileSync(file))).toBe(true);
  });
});
