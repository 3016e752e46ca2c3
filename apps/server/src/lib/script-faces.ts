/**
 * The scripts, by their Unicode names, that Inter lacks and that write from left to right, whose
 * Noto face is a dependency: `@fontsource/noto-sans-<name>`, its letters in its subset `<name>`
 * (both lower case). The social images and the generated résumé draw them with it. The faces of
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
