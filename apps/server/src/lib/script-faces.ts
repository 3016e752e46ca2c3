import { without } from './font-packages.js';

/**
 * The scripts, by their Unicode names, that Inter lacks and that write from left to right, whose
 * Noto face is a dependency: `@fontsource/noto-sans-<name>`, its letters in its subset `<name>`
 * (both lower case). The generated résumé draws them with it, and so do the social images but
 * for Bengali and Khmer, whose marks satori misplaces in it (`CARD_FACE` in look.ts). The faces of
 * the scripts written from right to left (Arabic, Hebrew, Thaana) are dependencies too, each drawn
 * its own way there (docs/decisions/040-scripts-of-the-social-images.md).
 */
export const NOTO_SCRIPTS = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Myanmar',
  'Khmer',
  'Armenian',
  'Georgian',
  'Ethiopic',
] as const;

/** A script's Noto face: its @fontsource package (without the scope) and its subset. */
export const notoFace = (script: string) => ({
  pkg: `noto-sans-${script.toLowerCase()}`,
  subset: script.toLowerCase(),
});

/**
 * The Chinese, Japanese and Korean faces, by their region: their variable packages are
 * dependencies (5 MB each; the static ones, every weight apart, 79 MB), each slice drawn at the
 * weight asked (docs/decisions/040-scripts-of-the-social-images.md). Han is tried in this order
 * where nothing names a face: Simplified Chinese, Traditional, Japanese, Korean.
 */
export const CJK_REGIONS = ['SC', 'TC', 'JP', 'KR'] as const;

/** A CJK face's @fontsource package: its variable one. */
export const cjkPackage = (region: (typeof CJK_REGIONS)[number]) =>
  `@fontsource-variable/noto-sans-${region.toLowerCase()}`;

/** The CJK face of a language's script (ISO 15924, as `scriptOf` gives it): its own Han forms. */
const REGION_OF_SCRIPT: Record<string, (typeof CJK_REGIONS)[number]> = {
  Hans: 'SC',
  Hant: 'TC',
  Jpan: 'JP',
  Kore: 'KR',
};

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * The CJK faces in the order a text tries them: the face of its language's script first, else the
 * one its kana or hangul name (its Han in Japanese or Korean forms), then the others.
 */
export function cjkRegionsFor(script: string | undefined, text = '') {
  const own =
    (script === undefined ? undefined : REGION_OF_SCRIPT[script]) ??
    (KANA.test(text) ? 'JP' : HANGUL.test(text) ? 'KR' : undefined);
  return own ? [own, ...CJK_REGIONS.filter((region) => region !== own)] : [...CJK_REGIONS];
}

/** The blocks of kana and of hangul. */
const KANA_BLOCKS: [number, number][] = [
  [0x3040, 0x30ff],
  [0x31f0, 0x31ff],
  [0xff66, 0xff9f],
  [0x1b000, 0x1b16f],
];
const HANGUL_BLOCKS: [number, number][] = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
];

/** Each slice's ranges as a CJK face draws them, made once a process (subsets are read once). */
const drawnRanges = new WeakMap<
  [number, number][],
  Partial<Record<(typeof CJK_REGIONS)[number], [number, number][]>>
>();

/**
 * The code points of a CJK face's slice it draws: kana only in Japanese's, hangul only in
 * Korean's. A slice's range in @fontsource's unicode.json may name letters its font has no glyph
 * for: Simplified Chinese's name hangul (어 drew nothing); Han and the CJK signs are in all four.
 * Kept for the slice's ranges as `installedSubsets` read them: cutting the blocks out of a face's
 * hundred-odd slices took 50 ms of a card's look.
 */
export function cjkRanges(
  region: (typeof CJK_REGIONS)[number],
  ranges: [number, number][],
): [number, number][] {
  let byRegion = drawnRanges.get(ranges);
  if (!byRegion) {
    byRegion = {};
    drawnRanges.set(ranges, byRegion);
  }
  const kept = byRegion[region];
  if (kept) return kept;
  const lacking = [
    ...(region === 'JP' ? [] : KANA_BLOCKS),
    ...(region === 'KR' ? [] : HANGUL_BLOCKS),
  ];
  const drawn = lacking.reduce(without, ranges);
  byRegion[region] = drawn;
  return drawn;
}
