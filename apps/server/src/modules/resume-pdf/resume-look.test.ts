import { DEFAULT_THEME, resolveTheme } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { fakeFontPackages, withoutCjk as noCjk } from '../../test/font-packages.js';
import { resumeDraws, resumeLook } from './resume-look.js';

// The CJK faces' packages, made here with slices whose letters the test chooses.
const packages = fakeFontPackages();
const resolve = packages.asCjk;

// 一 (U+4E00) is in both faces' first slice; kana only in Japanese's; 倀 (U+5000) only in Chinese's.
packages.add('@fontsource-variable/noto-sans-jp', {
  '[0]': 'U+4E00-4E8F',
  '[1]': 'U+3040-309F,U+3001-3002',
  '[2]': 'U+9000-90FF',
  latin: 'U+0000-00FF',
});
packages.add('@fontsource-variable/noto-sans-sc', { '[0]': 'U+4E00-4E8F', '[1]': 'U+5000-50FF' });

const theme = resolveTheme(DEFAULT_THEME);
const plain = resumeLook(theme);
/** The files a look adds after the faces every résumé has, by package, slice and weight. */
const cjkOf = (chain: { path: string }[], base: { path: string }[]) =>
  chain.slice(base.length).map((file) => file.path.slice(file.path.indexOf('@fontsource-')));
const slice = (region: 'jp' | 'sc', key: string, weight: number) =>
  `@fontsource-variable/noto-sans-${region}/files/noto-sans-${region}-${key}-wght-normal.woff2#wght=${weight}`;

describe("the generated résumé's CJK faces", () => {
  it('are none for a text without CJK letters: the look and so the digest stay as they were', () => {
    const look = resumeLook(theme, {
      text: 'Engenheira sênior · مهندسة · हिन्दी',
      language: 'pt',
      resolve,
    });
    expect(look).toEqual(plain);
  });

  it("draw a Japanese résumé's kana and Han with the Japanese face, only the slices it needs", () => {
    const look = resumeLook(theme, { text: 'ひらがな、一', language: 'ja', resolve });
    expect(cjkOf(look.fonts.body, plain.fonts.body)).toEqual([
      slice('jp', '0', 400),
      slice('jp', '1', 400),
    ]);
    expect(cjkOf(look.fonts.strong, plain.fonts.strong)).toEqual([
      slice('jp', '0', 700),
      slice('jp', '1', 700),
    ]);
    // The faces every résumé has come first, unchanged.
    expect(look.fonts.body.slice(0, plain.fonts.body.length)).toEqual(plain.fonts.body);
  });

  it("draw a Chinese résumé's Han with the Chinese face, and its kana with the Japanese one", () => {
    const look = resumeLook(theme, { text: '一倀ひ', language: 'zh', resolve });
    for (const [chain, base, weight] of [
      [look.fonts.body, plain.fonts.body, 400],
      [look.fonts.strong, plain.fonts.strong, 700],
    ] as const) {
      expect(cjkOf(chain, base)).toEqual([
        slice('sc', '0', weight),
        slice('sc', '1', weight),
        slice('jp', '1', weight),
      ]);
    }
  });

  it('take Han in an English résumé from the first face tried: Simplified Chinese', () => {
    const look = resumeLook(theme, { text: 'Tokyo 一', resolve });
    expect(cjkOf(look.fonts.body, plain.fonts.body)).toEqual([slice('sc', '0', 400)]);
  });

  it('are none in an install without the CJK faces; the letters are not drawn', () => {
    const look = resumeLook(theme, { text: 'ひらがな、一', language: 'ja', resolve: noCjk });
    expect(look).toEqual(plain);
    expect(resumeDraws('ひ', noCjk)).toBe(false);
    expect(resumeDraws('ひ', resolve)).toBe(true);
    expect(resumeDraws('倀', resolve)).toBe(true);
    expect(resumeDraws('\u0f40', resolve)).toBe(false);
  });
});
