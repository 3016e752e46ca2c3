import {
  contrastRatio,
  FONT_PAIRING_KEYS,
  formatRatio,
  presetChoice,
  resolveTheme,
  THEME_PRESET_KEYS,
  textOn,
  themeContrast,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { themeHead } from './theme-style.js';

const fontUrl = async (face: { file: string }) => `/fonts/h/${face.file}`;

describe('contrast', () => {
  it('is WCAG 2’s ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    // The greys on white either side of 4.5:1, as WCAG's own examples give them.
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
  });

  it('is shown rounded down, never up to a pass', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(3)).toBe('3.00:1');
  });

  it('puts white or near-black on an accent, whichever reads better', () => {
    expect(textOn('#0b5cad')).toBe('#ffffff');
    expect(textOn('#ffd400')).toBe('#111111');
  });
});

describe('theme presets', () => {
  it('are at least four, Classic first', () => {
    expect(THEME_PRESET_KEYS[0]).toBe('classic');
    expect(THEME_PRESET_KEYS.length).toBeGreaterThanOrEqual(4);
  });

  it.each(THEME_PRESET_KEYS)('%s meets WCAG AA in both modes', (preset) => {
    const failing = themeContrast(resolveTheme(presetChoice(preset))).filter((r) => !r.passes);
    expect(failing).toEqual([]);
  });
});

describe('theme head', () => {
  it('sets every variable of both modes, above the stylesheet’s :root', async () => {
    const head = await themeHead(resolveTheme(presetChoice('terminal')), fontUrl);
    expect(head).toMatch(
      /^<link rel="preload" href="\/fonts\/h\/ibm-plex-sans-latin-400-normal.woff2" as="font" type="font\/woff2" crossorigin><style id="site-theme">/,
    );
    expect(head).toContain(
      'html:root{--bg:#f4f7f4;--surface:#ffffff;--text:#17211b;--muted:#45554b;--border:#c9d6cc;--accent:#0f7a3d;--on-accent:#ffffff;--link:#0b6b34;--focus:#0f7a3d;--switch-off:#66756b;--danger:#b3261e;--success:#1e7b34;--quote:#0b6b34;',
    );
    expect(head).toContain(
      '--radius:0;--radius-control:0;--radius-pill:0;--density:0.75;--quote-case:none}',
    );
    expect(head).toContain('html:root[data-theme="dark"]{--bg:#0d1117;');
    expect(head).toContain('--font-heading:"IBM Plex Mono",ui-monospace');
  });

  it("cases the quote as the preset does: Classic in the spec's capitals", async () => {
    const classic = await themeHead(resolveTheme(presetChoice('classic')), fontUrl);
    expect(classic).toContain('--quote-case:uppercase}');
  });

  it('colours the quote with a chosen accent', async () => {
    const theme = resolveTheme({
      ...presetChoice('classic'),
      accent: { light: '#1e5c2a', dark: null },
    });
    expect(theme.light.quote).toBe('#1e5c2a');
    expect(theme.dark.quote).toBe(resolveTheme(presetChoice('classic')).dark.quote);
  });

  it.each(FONT_PAIRING_KEYS)(
    'loads each face of the %s pairing once, Latin only, swapped',
    async (font) => {
      const theme = resolveTheme({ ...presetChoice('classic'), font });
      const head = await themeHead(theme, fontUrl);
      const faces = head.match(/@font-face\{[^}]*\}/g) ?? [];
      const expected = new Set(
        [theme.font.body.face?.file, theme.font.heading.face?.file].filter(Boolean),
      );
      expect(faces).toHaveLength(expected.size);
      for (const face of faces) {
        expect(face).toContain('font-display:swap');
        expect(face).toContain('unicode-range:U+0000-00FF');
      }
      expect(head.includes('rel="preload"')).toBe(theme.font.body.face !== null);
    },
  );
});
