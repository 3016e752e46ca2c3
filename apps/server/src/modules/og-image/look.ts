import { createRequire } from 'node:module';
import type { FontFace, ResolvedTheme } from '@portfolio/contract';

const fromHere = createRequire(import.meta.url);

/** The weights a font file may have, as satori names them. */
const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
type FontWeight = (typeof WEIGHTS)[number];

/** A font file the card is drawn with: satori reads TTF, OTF and WOFF (not WOFF2). */
interface OgFontFile {
  /** The family name satori knows it by; the families are tried in order for each character. */
  family: string;
  weight: FontWeight;
  path: string;
}

/** A face's weight as satori takes it: a CSS weight from 100 to 900 in hundreds. */
function fontWeight(weight: number): FontWeight {
  const known = WEIGHTS.find((candidate) => candidate === weight);
  if (known === undefined) throw new Error(`A font weight of ${weight} is not one satori draws`);
  return known;
}

/** The colours and fonts of the social images. */
export interface OgLook {
  background: string;
  text: string;
  accent: string;
  /** The CSS font-family list of the card's texts: the body face, then Inter's subsets. */
  fontFamily: string;
  /** The same for its title: the heading face first. */
  headingFontFamily: string;
  fontFiles: OgFontFile[];
}

/**
 * Inter from @fontsource (self-hosted, SIL OFL), every subset it has: latin first, then the others
 * as families of their own, which satori tries in order for a character latin lacks (names in
 * Polish, Czech, Greek, Russian, Vietnamese...). Scripts Inter has no subset for are not drawn.
 */
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
] as const;

const INTER: OgFontFile[] = SUBSETS.flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({
    family: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
    weight,
    path: fromHere.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
  })),
);

/**
 * Symbols no text face has, which would otherwise be drawn as boxes, last (@fontsource, SIL OFL):
 * Noto Sans Math (arrows, operators, comparison signs, and more) then the symbols of Noto Sans
 * Symbols 2 (dingbats, stars, weather).
 */
const SYMBOLS: OgFontFile[] = [
  ['Noto Sans Math', '@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff'],
  [
    'Noto Sans Symbols 2',
    '@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff',
  ],
].map(([family = '', file = '']) => ({ family, weight: 400, path: fromHere.resolve(file) }));

/** What every card falls back on after its theme's faces: Inter's subsets, then the symbols. */
const FALLBACK = [...INTER, ...SYMBOLS];

/**
 * The faces of the scripts Inter lacks that a site's languages write in (@fontsource, SIL OFL):
 * Arabic and Hebrew, the right-to-left ones the résumé sets too. Each is loaded only for a card
 * whose texts hold a letter of its script (`withScriptFaces`), so no other card reads its file.
 */
const SCRIPT_FACES = [
  {
    script: /\p{Script=Arabic}/u,
    family: 'Noto Sans Arabic',
    pkg: 'noto-sans-arabic',
    subset: 'arabic',
  },
  {
    script: /\p{Script=Hebrew}/u,
    family: 'Noto Sans Hebrew',
    pkg: 'noto-sans-hebrew',
    subset: 'hebrew',
  },
].map(({ script, family, pkg, subset }) => ({
  script,
  files: ([400, 700] as const).map((weight) => ({
    family,
    weight,
    path: fromHere.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`),
  })),
}));

/**
 * A theme's self-hosted face as satori reads it: the WOFF beside the WOFF2 the pages load (the
 * same @fontsource package, subset and weight).
 */
function themeFont(face: FontFace | null): OgFontFile | undefined {
  if (!face) return undefined;
  const woff = face.file.replace(/\.woff2$/u, '.woff');
  return {
    family: face.family,
    weight: fontWeight(face.weight),
    path: fromHere.resolve(`${face.pkg}/files/${woff}`),
  };
}

const familyList = (files: readonly OgFontFile[]) =>
  [...new Set(files.map((file) => file.family))].join(', ');

/**
 * A look with the faces of the scripts these texts write in that Inter lacks, before the symbols:
 * a face tried before them for an Arabic word draws it unshaped, its letters reversed (satori
 * shapes a run with the first face of the list that holds its letters, and Noto Sans Math holds a
 * few). The same look (and so the same digest and image) for texts without any.
 */
export function withScriptFaces(look: OgLook, texts: string): OgLook {
  const added = SCRIPT_FACES.filter((face) => face.script.test(texts)).flatMap(
    (face) => face.files,
  );
  if (added.length === 0) return look;
  const symbols = familyList(SYMBOLS);
  const beforeSymbols = (list: string) =>
    `${list.slice(0, -symbols.length)}${familyList(added)}, ${symbols}`;
  const symbolPaths = new Set(SYMBOLS.map((file) => file.path));
  return {
    ...look,
    fontFamily: beforeSymbols(look.fontFamily),
    headingFontFamily: beforeSymbols(look.headingFontFamily),
    fontFiles: [
      ...look.fontFiles.filter((file) => !symbolPaths.has(file.path)),
      ...added,
      ...SYMBOLS,
    ],
  };
}

/**
 * The look of the social images: the site's theme in its light mode (background, text, accent)
 * and its fonts, the body face for the texts and the heading face for the title; Inter after them
 * for what the theme's Latin faces lack, and for a theme of system fonts, which a server cannot
 * know; the symbols last. The image's URL carries a digest of the look, so a change of theme gives a new image.
 */
export function ogLook(theme: ResolvedTheme): OgLook {
  const { bg, text, accent } = theme.light;
  const body = themeFont(theme.font.body.face);
  const heading = themeFont(theme.font.heading.face);
  const fontFiles = [
    ...(heading ? [heading] : []),
    ...(body && body.path !== heading?.path ? [body] : []),
    ...FALLBACK,
  ];
  return {
    background: bg,
    text,
    accent,
    fontFamily: familyList([...(body ? [body] : []), ...FALLBACK]),
    headingFontFamily: familyList([
      ...(heading ? [heading] : []),
      ...(body ? [body] : []),
      ...FALLBACK,
    ]),
    fontFiles,
  };
}
