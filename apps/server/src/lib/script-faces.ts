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
 * The Chinese, Japanese and Korean faces, by their region: each package is too large to install
 * with every site, and the owner adds the one his languages need
 * (docs/decisions/040-scripts-of-the-social-images.md). Han is tried in this order where nothing
 * names a face: Simplified Chinese, Traditional, Japanese, Korean.
 */
export const CJK_REGIONS = ['SC', 'TC', 'JP', 'KR'] as const;

/** A CJK face's @fontsource package (without the scope). */
export const cjkPackage = (region: (typeof CJK_REGIONS)[number]) =>
  `noto-sans-${region.toLowerCase()}`;

/** The CJK face of a language's script (ISO 15924, as `scriptOf` gives it): its own Han forms. */
const REGION_OF_SCRIPT: Record<string, (typeof CJK_REGIONS)[number]> = {
  Hans: 'SC',
  Hant: 'TC',
  Jpan: 'JP',
  Kore: 'KR',
};

/** The CJK faces in the order a text in this script tries them: its own first. */
export function cjkRegionsFor(script: string | undefined) {
  const own = script === undefined ? undefined : REGION_OF_SCRIPT[script];
  return own ? [own, ...CJK_REGIONS.filter((region) => region !== own)] : [...CJK_REGIONS];
}
