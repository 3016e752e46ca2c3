import { DEFAULT_PROFILE, DEFAULT_THEME, presetChoice, resolveTheme } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { ogLook } from './look.js';
import { ogCardOf, ogDigest, ogImagePath, pagePathOfImage } from './og-card.js';

const ORIGIN = 'https://example.com';
const source = { profile: DEFAULT_PROFILE, portrait: null };
const CLASSIC = resolveTheme(DEFAULT_THEME);

describe('social image cards', () => {
  it('has a path for every public page and case study, and reads it back', () => {
    for (const page of ['/', '/about', '/projects', '/contact', '/projects/my-app-2']) {
      expect(pagePathOfImage(ogImagePath(page))).toBe(page);
    }
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/projects/my-app')).toBe('/og/projects/my-app.png');
    for (const path of [
      '/og/.png',
      '/og/admin.png',
      '/og/projects/My-App.png',
      '/og/x/y.png',
      '/og/home',
    ]) {
      expect(pagePathOfImage(path)).toBeUndefined();
    }
  });

  it('shows the greeting, name and roles on Home; the page name elsewhere; none off the site', () => {
    const home = ogCardOf('/', source, ORIGIN);
    expect(home).toMatchObject({
      eyebrow: DEFAULT_PROFILE.greeting,
      title: DEFAULT_PROFILE.ownerName,
      subtitle: 'Deep Learning Engineer · Full Stack Web Developer',
      footer: 'example.com',
      image: undefined,
      round: true,
    });
    expect(ogCardOf('/resume', source, ORIGIN)?.eyebrow).toBe('Resume');
    expect(ogCardOf('/nothing', source, ORIGIN)).toBeUndefined();
  });

  it('changes its digest with what it shows and with the look', () => {
    const card = ogCardOf('/', source, ORIGIN);
    if (!card) throw new Error('no card');
    const look = ogLook(CLASSIC);
    expect(ogDigest(card, look)).toMatch(/^[\w-]{12}$/);
    expect(ogDigest(card, look)).toBe(ogDigest({ ...card }, ogLook(CLASSIC)));
    expect(ogDigest({ ...card, title: 'Ada' }, look)).not.toBe(ogDigest(card, look));
    expect(ogDigest(card, { ...look, accent: '#ff0000' })).not.toBe(ogDigest(card, look));
  });

  it('reads its fonts from the installed @fontsource package: WOFF, which satori reads', () => {
    const files = ogLook(CLASSIC).fontFiles;
    expect(files.slice(0, 4).map((file) => `${file.family} ${file.weight}`)).toEqual([
      'Inter 400',
      'Inter 700',
      'Inter latin-ext 400',
      'Inter latin-ext 700',
    ]);
    expect(files).toHaveLength(16);
    expect(ogLook(CLASSIC).fontFamily).toMatch(/^Inter, Inter latin-ext, Inter cyrillic, /);
    expect(ogLook(CLASSIC).fontFamily).toMatch(/, Noto Sans Math, Noto Sans Symbols 2$/);
    for (const file of files) {
      expect(file.path).toMatch(
        /@fontsource\/(inter|noto-sans-math|noto-sans-symbols-2)\/files\/.+\.woff$/,
      );
    }
  });

  it("takes the theme's light colours and its fonts, the heading face for the title", () => {
    const studio = resolveTheme(presetChoice('studio'));
    const look = ogLook(studio);
    expect(look).toMatchObject({
      background: studio.light.bg,
      text: studio.light.text,
      accent: studio.light.accent,
    });
    const heading = studio.font.heading.face;
    const body = studio.font.body.face;
    if (!heading || !body) throw new Error('Studio has self-hosted fonts');
    expect(look.headingFontFamily.startsWith(`${heading.family}, `)).toBe(true);
    expect(look.fontFamily.startsWith(`${body.family}, Inter`)).toBe(true);
    expect(look.fontFiles[0]?.path).toMatch(/\/files\/[a-z0-9-]+-latin-\d00-normal\.woff$/);
    const card = ogCardOf('/', source, ORIGIN);
    if (!card) throw new Error('no card');
    expect(ogDigest(card, look)).not.toBe(ogDigest(card, ogLook(CLASSIC)));
    const accented = resolveTheme({
      ...presetChoice('studio'),
      accent: { light: '#7a1f5c', dark: null },
    });
    expect(ogLook(accented).accent).toBe('#7a1f5c');
  });
});
