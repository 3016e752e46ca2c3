import { DEFAULT_THEME, presetChoice, resolveTheme, THEME_PRESET_KEYS } from '@portfolio/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ogLook, withScriptFaces } from './look.js';
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
  const texts = `${card.eyebrow} ${card.title} ${card.subtitle}`;
  const job: OgJob = { card, look: withScriptFaces(ogLook(theme), texts) };
  const [image] = await renderOgCard(Buffer.from(JSON.stringify(job)));
  if (!image) throw new Error('no image');
  return sharp(image.data).raw().toBuffer();
}

/** The lowest row of a title's ink (its line, between the eyebrow and an empty subtitle). */
async function titleInkBottom(title: string): Promise<number> {
  const job: OgJob = {
    card: { ...CARD, title, subtitle: '' },
    look: withScriptFaces(ogLook(resolveTheme(DEFAULT_THEME)), `${CARD.eyebrow} ${title}`),
  };
  const [image] = await renderOgCard(Buffer.from(JSON.stringify(job)));
  const { data, info } = await sharp(image?.data)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bottom = -1;
  for (let y = 110; y < 300; y++) {
    const row = data.subarray(y * info.width + 60, (y + 1) * info.width);
    if (row.some((value) => value < 128)) bottom = y;
  }
  return bottom;
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

  it('draws Arabic and Hebrew with their Noto faces, read only for a card that has them', async () => {
    const look = ogLook(resolveTheme(DEFAULT_THEME));
    expect(withScriptFaces(look, 'Ada Lovelace')).toBe(look);
    const arabic = withScriptFaces(look, 'مهندسة برمجيات');
    expect(arabic.fontFiles.slice(-4).map((file) => file.family)).toEqual([
      'Noto Sans Arabic',
      'Noto Sans Arabic',
      'Noto Sans Math',
      'Noto Sans Symbols 2',
    ]);
    expect(arabic.fontFamily).toMatch(/, Noto Sans Arabic, Noto Sans Math, Noto Sans Symbols 2$/);
    for (const title of ['مهندسة برمجيات', 'מהנדסת תוכנה']) {
      const drawn = await pixels({ ...CARD, title, dir: 'rtl' });
      const unknown = await pixels({ ...CARD, title: missing(title.length).join(''), dir: 'rtl' });
      expect(drawn.equals(unknown)).toBe(false);
    }
  });

  it.each([
    ['हिन्दी में', 'Noto Sans Devanagari'],
    ['সফটওয়্যার প্রকৌশলী', 'Hind Siliguri'],
    ['ਸਾਫਟਵੇਅਰ ਇੰਜੀਨੀਅਰ', 'Noto Sans Gurmukhi'],
    ['સોફ્ટવેર એન્જિનિયર', 'Noto Sans Gujarati'],
    ['ସଫ୍ଟୱେର ଇଞ୍ଜିନିୟର', 'Noto Sans Oriya'],
    ['மென்பொருள் பொறியாளர்', 'Noto Sans Tamil'],
    ['సాఫ్ట్‌వేర్ ఇంజనీర్', 'Noto Sans Telugu'],
    ['ಸಾಫ್ಟ್‌ವೇರ್ ಎಂಜಿನಿಯರ್', 'Noto Sans Kannada'],
    ['സോഫ്റ്റ്‌വെയർ എഞ്ചിനീയർ', 'Noto Sans Malayalam'],
    ['මෘදුකාංග ඉංජිනේරු', 'Noto Sans Sinhala'],
    ['ภาษาไทย ที่นี่', 'Noto Sans Thai'],
    ['ວິສະວະກອນຊອບແວ', 'Noto Sans Lao'],
    ['ဆော့ဖ်ဝဲ အင်ဂျင်နီယာ', 'Noto Sans Myanmar'],
    ['វិស្វករកម្មវិធី', 'Kantumruy Pro'],
    ['ސޮފްޓްވެއަރ އިންޖިނިއަރ', 'Noto Sans Thaana'],
    ['Ծրագրավորող ինժեներ', 'Noto Sans Armenian'],
    ['პროგრამული ინჟინერი', 'Noto Sans Georgian'],
    ['የሶፍትዌር መሐንዲስ', 'Noto Sans Ethiopic'],
    ['エンジニアです', 'Noto Sans JP'],
    ['소프트웨어 엔지니어', 'Noto Sans KR'],
    ['软件工程师', 'Noto Sans SC'],
  ])('draws %s with %s, every letter of it held by the face', async (title, family) => {
    const look = ogLook(resolveTheme(DEFAULT_THEME));
    const families = (texts: string) =>
      withScriptFaces(look, texts).fontFiles.map((file) => file.family);
    // Each letter, mark and sign (not a space or a joiner, which Inter holds) is in a subset of the
    // face the card reads.
    for (const letter of title.replace(/[\s\u200c\u200d]/gu, '')) {
      expect(families(letter), letter).toContain(family);
    }
    expect(withScriptFaces(look, title).resvgText).toBeUndefined();
    const drawn = await pixels({ ...CARD, title });
    const unknown = await pixels({ ...CARD, title: missing(Array.from(title).length).join('') });
    expect(drawn.equals(unknown)).toBe(false);
  });

  it("draws Bengali's marks where they belong: under য, not a line below it", async () => {
    const ya = await titleInkBottom('য');
    const yya = await titleInkBottom('য়');
    const dda = await titleInkBottom('ড');
    const rra = await titleInkBottom('ড়');
    const word = await titleInkBottom('স্বপ্ন');
    expect(Math.min(ya, yya, dda, rra, word)).toBeGreaterThan(110);
    // The dot of য় hangs below its letter as ড়'s does below ড (Noto Sans Bengali, through satori,
    // put it 22 pixels below the letter's foot, 9 more than ড়'s).
    expect(yya - ya).toBeLessThanOrEqual(rra - dda + 3);
    // স্ব and প্ন are drawn on the line: nothing of the word hangs below a letter's foot (Noto Sans
    // Bengali's ব-phala came 21 pixels lower).
    expect(word).toBeLessThanOrEqual(ya + 3);
  });

  it("draws Khmer's vowel signs under a subscript consonant below it, not in it", async () => {
    const subscript = await titleInkBottom('ម្ព');
    const underIt = await titleInkBottom('កម្ពុជា');
    expect(subscript).toBeGreaterThan(await titleInkBottom('ម'));
    // ុ hangs under the subscript ព (through Noto Sans Khmer it was drawn up into it: no lower).
    expect(underIt).toBeGreaterThanOrEqual(subscript + 8);
  });

  it('shapes a Devanagari conjunct', async () => {
    // A zero-width non-joiner draws nothing between two letters it does not part...
    expect(
      (await pixels({ ...CARD, title: 'कष' })).equals(await pixels({ ...CARD, title: 'क\u200cष' })),
    ).toBe(true);
    // ...and after a virama it keeps क् apart, as an unshaped text draws it: the conjunct is one
    // glyph of its own.
    const conjunct = await pixels({ ...CARD, title: 'क्ष' });
    const apart = await pixels({ ...CARD, title: 'क्\u200cष' });
    expect(conjunct.equals(apart)).toBe(false);
  });

  it('joins Arabic letters: a word differs from its letters in their isolated forms', async () => {
    const joined = await pixels({ ...CARD, title: 'بببب', dir: 'rtl' });
    // U+FE8F: beh's isolated form, what an unshaped ب draws.
    const apart = await pixels({ ...CARD, title: '\ufe8f'.repeat(4), dir: 'rtl' });
    expect(joined.equals(apart)).toBe(false);
  });

  it('draws an Arabic word in reading order: as its own face alone draws it', async () => {
    const card: OgCard = { ...CARD, eyebrow: 'دراسة حالة', title: 'المحرك التحليلي', dir: 'rtl' };
    const full = await pixels(card);
    const look = withScriptFaces(ogLook(resolveTheme(DEFAULT_THEME)), card.title);
    const alone = ['Inter', 'Noto Sans Arabic'];
    const job: OgJob = {
      card,
      look: {
        ...look,
        fontFamily: alone.join(', '),
        headingFontFamily: alone.join(', '),
        fontFiles: look.fontFiles.filter((file) => alone.includes(file.family)),
      },
    };
    const [image] = await renderOgCard(Buffer.from(JSON.stringify(job)));
    expect(full.equals(await sharp(image?.data).raw().toBuffer())).toBe(true);
  });

  it('draws the dots of Arabic letters built of a dotless letter and marks where they belong', async () => {
    // Noto Sans Arabic draws a ي after a letter, and a ة, as a dotless letter and dot marks that
    // GPOS places (satori drew them on the wrong side: ي lost its dots, ة looked like ه). Their
    // presentation forms (U+FE91 beh initial, U+FEF2 yeh final, U+FE94 teh marbuta final) are one
    // glyph each, the dots drawn in: the shaped words must draw the same, bold and regular.
    const words = 'بي بة';
    const forms = '\ufe91\ufef2 \ufe91\ufe94';
    const shaped = await pixels({ ...CARD, title: words, subtitle: words, dir: 'rtl' });
    const drawnIn = await pixels({ ...CARD, title: forms, subtitle: forms, dir: 'rtl' });
    expect(shaped.equals(drawnIn)).toBe(true);
  });

  it("draws a card whose text resvg shapes in the theme's faces, found by the names inside them", async () => {
    /** How many pixels differ visibly between two drawings of a card. */
    const differing = (a: Buffer, b: Buffer) => {
      let count = 0;
      for (let at = 0; at < a.length; at += 4) {
        const distance = [0, 1, 2].reduce(
          (sum, channel) => sum + Math.abs((a[at + channel] ?? 0) - (b[at + channel] ?? 0)),
          0,
        );
        if (distance > 96) count += 1;
      }
      return count;
    };
    const card: OgCard = { ...CARD, title: 'Analytical Engine', subtitle: 'Ünïcödé — a line' };
    for (const key of THEME_PRESET_KEYS) {
      const look = ogLook(resolveTheme(presetChoice(key)));
      const draw = async (job: OgJob) => {
        const [image] = await renderOgCard(Buffer.from(JSON.stringify(job)));
        return sharp(image?.data).ensureAlpha().raw().toBuffer();
      };
      const bySatori = await draw({ card, look });
      const byResvg = await draw({ card, look: { ...look, resvgText: true } });
      // The same glyphs where satori laid them out; edges differ (satori rounds each word's place),
      // and resvg draws no synthetic bold for a theme face that lacks the weight. A face resvg
      // could not find by its name draws another font: over 10,000 pixels.
      expect(differing(bySatori, byResvg)).toBeLessThan(3000);
    }
  });

  it('mirrors a right-to-left card: the accent bar on the right, the title set from the right', async () => {
    const { accent } = resolveTheme(DEFAULT_THEME).light;
    const rgb = [1, 3, 5].map((at) => Number.parseInt(accent.slice(at, at + 2), 16));
    /** Whether the pixel at x on the card's middle row is the accent (the PNG is quantised). */
    const accentAt = (raw: Buffer, x: number) => {
      const channels = raw.length / (1200 * 630);
      const at = (315 * 1200 + x) * channels;
      return rgb.every((value, index) => Math.abs((raw[at + index] ?? 0) - value) < 16);
    };
    const ltr = await pixels({ ...CARD, title: 'مرحبا' });
    const rtl = await pixels({ ...CARD, title: 'مرحبا', dir: 'rtl' });
    expect([accentAt(ltr, 10), accentAt(ltr, 1190)]).toEqual([true, false]);
    expect([accentAt(rtl, 10), accentAt(rtl, 1190)]).toEqual([false, true]);
  });
});
