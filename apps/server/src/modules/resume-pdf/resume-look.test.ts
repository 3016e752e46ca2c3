import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_THEME, resolveTheme } from '@portfolio/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResolveFile } from '../../lib/font-packages.js';
import { resumeDraws, resumeLook } from './resume-look.js';

// The CJK faces an owner may add, as @fontsource lays them out: made here (no CJK package is a
// dependency), each slice an empty file, as the look only names the files.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-faces-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function fakePackage(pkg: string, unicode: Record<string, string>, weights = [400, 700]) {
  const dir = path.join(root, '@fontsource', pkg);
  fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'unicode.json'), JSON.stringify(unicode));
  for (const key of Object.keys(unicode)) {
    for (const weight of weights) {
      const slice = key.replace(/^\[(\d+)\]$/u, '$1');
      fs.writeFileSync(path.join(dir, 'files', `${pkg}-${slice}-${weight}-normal.woff`), '');
    }
  }
}

const installed = createRequire(import.meta.url).resolve;
const CJK = /^@fontsource\/noto-sans-(jp|kr|sc|tc)\//u;
/** The faces of the fake packages; every other package as installed; no other CJK face. */
const resolve: ResolveFile = (request) => {
  if (!CJK.test(request)) return installed(request);
  const file = path.join(root, request);
  if (!fs.existsSync(file)) throw new Error(`Cannot find module '${request}'`);
  return file;
};
const noCjk: ResolveFile = (request) => {
  if (CJK.test(request)) throw new Error(`Cannot find module '${request}'`);
  return installed(request);
};

// 一 (U+4E00) is in both faces' first slice; kana only in Japanese's; 倀 (U+5000) only in Chinese's.
fakePackage('noto-sans-jp', {
  '[0]': 'U+4E00-4E8F',
  '[1]': 'U+3040-309F,U+3001-3002',
  '[2]': 'U+9000-90FF',
  latin: 'U+0000-00FF',
});
fakePackage('noto-sans-sc', { '[0]': 'U+4E00-4E8F', '[1]': 'U+5000-50FF' }, [400]);

const theme = resolveTheme(DEFAULT_THEME);
const plain = resumeLook(theme);
/** The files a look adds after the faces every résumé has, by package and slice. */
const cjkOf = (chain: { path: string }[], base: { path: string }[]) =>
  chain.slice(base.length).map((file) => path.relative(root, file.path));

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
