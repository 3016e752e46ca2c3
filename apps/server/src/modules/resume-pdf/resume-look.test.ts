import { DEFAULT_THEME, resolveTheme } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { fakeFontPackages, withoutCjk as noCjk } from '../../test/font-packages.js';
import { resumeDraws, resumeLook } from './resume-look.js';

// The CJK faces an owner may add (no CJK package is a dependency): made here.
const packages = fakeFontPackages();
const resolve = packages.asCjk;

// 一 (U+4E00) is in both faces' first slice; kana only in Japanese's; 倀 (U+5000) only in Chinese's.
packages.add('noto-sans-jp', {
  '[0]': 'U+4E00-4E8F',
  '[1]': 'U+3040-309F,U+3001-3002',
  '[2]': 'U+9000-90FF',
  latin: 'U+0000-00FF',
});
packages.add('noto-sans-sc', { '[0]': 'U+4E00-4E8F', '[1]': 'U+5000-50FF' }, [400]);

const theme = resolveTheme(DEFAULT_THEME);
const plain = resumeLook(theme);
/** The files a look adds after the faces every résumé has, by package and slice. */
const cjkOf = (chain: { path: string }[], base: { path: string }[]) =>
  chain.slice(base.length).map((file) => file.path.slice(file.path.indexOf('@fontsource/')));

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
    const files = ['0', '1'].map(
      (slice) => `@fontsource/noto-sans-jp/files/noto-sans-jp-${slice}-400-normal.woff`,
    );
    expect(cjkOf(look.fonts.body, plain.fonts.body)).toEqual(files);
    expect(cjkOf(look.fonts.strong, plain.fonts.strong)).toEqual(
      files.map((file) => file.replace('-400-', '-700-')),
    );
    // The faces every résumé has come first, unchanged.
    expect(look.fonts.body.slice(0, plain.fonts.body.length)).toEqual(plain.fonts.body);
  });

  it("draw a Chinese résumé's Han with the Chinese face, and its kana with the Japanese one", () => {
    const look = resumeLook(theme, { text: '一倀ひ', language: 'zh', resolve });
    expect(cjkOf(look.fonts.body, plain.fonts.body)).toEqual([
      '@fontsource/noto-sans-sc/files/noto-sans-sc-0-400-normal.woff',
      '@fontsource/noto-sans-sc/files/noto-sans-sc-1-400-normal.woff',
      '@fontsource/noto-sans-jp/files/noto-sans-jp-1-400-normal.woff',
    ]);
    // Chinese's face has no bold: the bold Han comes from the Japanese face.
    expect(cjkOf(look.fonts.strong, plain.fonts.strong)).toEqual([
      '@fontsource/noto-sans-jp/files/noto-sans-jp-0-700-normal.woff',
      '@fontsource/noto-sans-jp/files/noto-sans-jp-1-700-normal.woff',
    ]);
  });

  it('take Han in an English résumé from the first face tried: Simplified Chinese', () => {
    const look = resumeLook(theme, { text: 'Tokyo 一', resolve });
    expect(cjkOf(look.fonts.body, plain.fonts.body)).toEqual([
      '@fontsource/noto-sans-sc/files/noto-sans-sc-0-400-normal.woff',
    ]);
  });

  it('are none when no CJK face is installed; the letters are not drawn', () => {
    const look = resumeLook(theme, { text: 'ひらがな、一', language: 'ja', resolve: noCjk });
    expect(look).toEqual(plain);
    expect(resumeDraws('ひ', noCjk)).toBe(false);
    expect(resumeDraws('ひ', resolve)).toBe(true);
    expect(resumeDraws('倀', resolve)).toBe(true);
    expect(resumeDraws('\u0f40', resolve)).toBe(false);
  });
});
