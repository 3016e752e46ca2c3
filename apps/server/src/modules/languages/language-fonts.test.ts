import { apiPaths, type LanguageFonts } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest, ownerCall, VIEWER } from '../../test/app.js';
import { fakeFontPackages, withoutCjk } from '../../test/font-packages.js';
import { readLanguageFonts } from './language-fonts.js';

const ctx = ownerAppPerTest();

const setLanguages = async (languages: string[]) =>
  expectStatus(
    await ownerCall(ctx, 'PUT', apiPaths.languages, { defaultLanguage: 'en', languages }),
    200,
  );

const fonts = async () => {
  const res = await ownerCall(ctx, 'GET', apiPaths.languageFonts);
  expectStatus(res, 200);
  return res.json<LanguageFonts>().languages;
};

// An install that lost its CJK faces: none, or Japanese's alone, made here.
const packages = fakeFontPackages();
packages.add('@fontsource-variable/noto-sans-jp', { '[1]': 'U+3040-309F' });
const withJapanese = packages.asCjk;

describe("the languages whose script the site's fonts cannot draw", () => {
  it('are none for the scripts of its fonts, CJK too, and read by the Admin only', async () => {
    await setLanguages([
      'en',
      'pt',
      'ar',
      'he',
      'bn',
      'hi',
      'th',
      'ru',
      'el',
      'am',
      'dv',
      'ja',
      'ko',
      'zh',
      'zh-TW',
    ]);
    expect(await fonts()).toEqual([]);
    expectStatus(await ctx.app.inject({ method: 'GET', url: apiPaths.languageFonts }), 401);
    const viewer = await ctx.openSession(VIEWER.userId);
    const res = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.languageFonts,
      headers: ctx.auth(viewer),
    });
    expectStatus(res, 403);
  });

  it('name a script no font of the site draws, on the social images nor in the résumé', async () => {
    await setLanguages(['en', 'bo']);
    expect(await fonts()).toEqual([
      { language: 'bo', script: 'Tibt', scriptName: 'Tibetan', socialImages: false, resume: false },
    ]);
  });

  it("name the CJK face an install lacks for the social images, Traditional Chinese's for zh-TW", async () => {
    await setLanguages(['en', 'ja', 'ko', 'zh', 'zh-TW']);
    expect((await readLanguageFonts(ctx, withoutCjk)).languages).toEqual([
      { ...missing('ja', 'Jpan', 'Japanese'), install: '@fontsource-variable/noto-sans-jp' },
      { ...missing('ko', 'Kore', 'Korean'), install: '@fontsource-variable/noto-sans-kr' },
      {
        ...missing('zh', 'Hans', 'Simplified Chinese'),
        install: '@fontsource-variable/noto-sans-sc',
      },
      {
        ...missing('zh-TW', 'Hant', 'Traditional Chinese'),
        install: '@fontsource-variable/noto-sans-tc',
      },
    ]);
  });

  it('leave a language out once its face is installed: the social images and the résumé draw it', async () => {
    await setLanguages(['en', 'ja', 'ko']);
    expect((await readLanguageFonts(ctx, withJapanese)).languages).toEqual([
      { ...missing('ko', 'Kore', 'Korean'), install: '@fontsource-variable/noto-sans-kr' },
    ]);
  });
});

function missing(language: string, script: string, scriptName: string) {
  return { language, script, scriptName, socialImages: false, resume: false };
}
