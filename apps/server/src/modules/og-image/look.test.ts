import path from 'node:path';
import { DEFAULT_THEME, resolveTheme } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { fakeFontPackages } from '../../test/font-packages.js';
import { ogLook, withScriptFaces } from './look.js';

// The CJK faces' packages, made here with slices whose letters the test chooses.
const packages = fakeFontPackages();
const resolve = packages.only;

packages.add('@fontsource-variable/noto-sans-jp', {
  '[0]': 'U+4E00-4E8F',
  '[1]': 'U+3040-309F,U+3001-3002',
  '[2]': 'U+9000-90FF',
  latin: 'U+0000-00FF',
});
// A slice's range may name letters its font lacks: Chinese's [1] names hangul, as the real one does.
packages.add('@fontsource-variable/noto-sans-sc', {
  '[0]': 'U+4E00-4E8F',
  '[1]': 'U+5000-50FF,U+AC00-AC0F',
});

const look = ogLook(resolveTheme(DEFAULT_THEME));
const added = (texts: string, script?: string) =>
  withScriptFaces(look, texts, { resolve, script })
    .fontFiles.filter((file) => !look.fontFiles.includes(file))
    .map((file) => `${file.family} ${file.weight} ${path.basename(file.path)}`);

describe('the script faces of a card', () => {
  it("are the slices of a CJK face that hold the card's characters, at each weight, and no other", () => {
    // Kana name the Japanese face, which then draws the Han too: the Chinese face is not read.
    expect(added('Ada 一二、ひらがな')).toEqual([
      'Noto Sans JP 400 noto-sans-jp-0-wght-normal.woff2#wght=400',
      'Noto Sans JP 700 noto-sans-jp-0-wght-normal.woff2#wght=700',
      'Noto Sans JP 1 400 noto-sans-jp-1-wght-normal.woff2#wght=400',
      'Noto Sans JP 1 700 noto-sans-jp-1-wght-normal.woff2#wght=700',
    ]);
    // Han alone takes the first CJK face: Chinese before Japanese.
    expect(added('一 倀')).toEqual([
      'Noto Sans SC 400 noto-sans-sc-0-wght-normal.woff2#wght=400',
      'Noto Sans SC 700 noto-sans-sc-0-wght-normal.woff2#wght=700',
      'Noto Sans SC 1 400 noto-sans-sc-1-wght-normal.woff2#wght=400',
      'Noto Sans SC 1 700 noto-sans-sc-1-wght-normal.woff2#wght=700',
    ]);
  });

  it("draw Han alone on a Japanese page's card in Japanese forms, what that face lacks in Chinese", () => {
    expect(added('一 倀', 'Jpan')).toEqual([
      'Noto Sans JP 400 noto-sans-jp-0-wght-normal.woff2#wght=400',
      'Noto Sans JP 700 noto-sans-jp-0-wght-normal.woff2#wght=700',
      'Noto Sans SC 400 noto-sans-sc-1-wght-normal.woff2#wght=400',
      'Noto Sans SC 700 noto-sans-sc-1-wght-normal.woff2#wght=700',
    ]);
    expect(added('一', 'Hans')).toEqual(added('一'));
  });

  it('never draw hangul or kana with a face of another language, whatever its ranges say', () => {
    expect(added('가')).toEqual([]);
    expect(added('一 가', 'Hans')).toEqual([
      'Noto Sans SC 400 noto-sans-sc-0-wght-normal.woff2#wght=400',
      'Noto Sans SC 700 noto-sans-sc-0-wght-normal.woff2#wght=700',
    ]);
  });

  it('are none for a script whose face is not installed: the card is the same look', () => {
    for (const texts of ['हिन्दी', 'ภาษาไทย', '한국어', 'Ada Lovelace']) {
      expect(withScriptFaces(look, texts, { resolve })).toBe(look);
    }
  });

  it('are shaped by resvg only for Arabic', () => {
    expect(withScriptFaces(look, 'مرحبا').resvgText).toBe(true);
    expect(withScriptFaces(look, 'שלום').resvgText).toBeUndefined();
    expect(withScriptFaces(look, 'ひらがな', { resolve }).resvgText).toBeUndefined();
  });
});
