import { DEFAULT_THEME, presetChoice, resolveTheme } from '@portfolio/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ogLook } from './look.js';
import type { OgCard } from './og-card.js';
import { type OgJob, renderOgCard } from './og-render.js';

const CARD: OgCard = {
  eyebrow: 'Case study · Ada',
  title: 'Title',
  subtitle: 'A line',
  footer: 'example.com',
  image: undefined,
  round: false,
  alt: '',
};

/** The card's pixels, drawn as the image process draws it. */
async function pixels(card: OgCard, theme = resolveTheme(DEFAULT_THEME)): Promise<Buffer> {
  const job: OgJob = { card, look: ogLook(theme) };
  const [image] = await renderOgCard(Buffer.from(JSON.stringify(job)));
  if (!image) throw new Error('no image');
  return sharp(image.data).raw().toBuffer();
}

describe('a social image card', () => {
  // Characters of the Private Use Area are in no font: they draw what a missing glyph draws.
  const missing = (count: number) =>
    Array.from({ length: count }, (_, i) => String.fromCodePoint(0xe000 + i));

  it.each([
    ['an arrow', '→'],
    ['a star', '★'],
    ['a check mark', '✓'],
    ['a comparison', '≤'],
  ])('draws %s the text faces lack, in the title and the subtitle', async (_, symbol) => {
    for (const theme of [resolveTheme(DEFAULT_THEME), resolveTheme(presetChoice('editorial'))]) {
      const drawn = await pixels(
        { ...CARD, title: `A ${symbol} B`, subtitle: `x ${symbol} y` },
        theme,
      );
      const [box] = missing(1);
      const unknown = await pixels({ ...CARD, title: `A ${box} B`, subtitle: `x ${box} y` }, theme);
      expect(drawn.equals(unknown)).toBe(false);
    }
  });
});
