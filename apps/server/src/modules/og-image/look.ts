import { createRequire } from 'node:module';
import type { FontFace, ResolvedTheme } from '@portfolio/contract';
import {
  type FontSubset,
  faceFile,
  holds,
  installedSubsets,
  type ResolveFile,
  sliceOf,
  unicodeRanges,
} from '../../lib/font-packages.js';
import {
  CJK_REGIONS,
  cjkPackage,
  cjkRanges,
  cjkRegionsFor,
  NOTO_SCRIPTS,
  notoFace,
} from '../../lib/script-faces.js';

const fromHere = createRequire(import.meta.url);

/** The weights a font file may have, as satori names them. */
const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
type FontWeight = (typeof WEIGHTS)[number];

/**
 * A font file the card is drawn with: satori reads TTF, OTF and WOFF (not WOFF2), and a variable
 * face's WOFF2 named at a weight is made a static font of it first (lib/variable-fonts.ts).
 */
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
  /**
   * Set when the card's text is shaped and drawn by resvg from the font files (satori lays it out
   * and leaves it as text): for Arabic, which satori draws wrong (`SCRIPT_FACES`). Absent
   * otherwise, so every other card keeps its digest and its bytes.
   */
  resvgText?: true;
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

/** The characters Inter draws: a script face is read only for one it lacks. */
const INTER_RANGES = Object.entries(
  fromHere('@fontsource/inter/unicode.json') as Record<string, string>,
).flatMap(([subset, list]) =>
  (SUBSETS as readonly string[]).includes(subset) ? unicodeRanges(list) : [],
);

/** Whether one of Inter's subsets holds this code point. */
const interHolds = (point: number) => holds(INTER_RANGES, point);

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

/** A script Inter lacks, and the @fontsource package of the face that writes it (SIL OFL). */
interface ScriptFace {
  /** A letter of the script: a card whose texts hold one is drawn with the face, if installed. */
  script: RegExp;
  family: string;
  /** The package, with its scope: `@fontsource/…`, or `@fontsource-variable/…` for CJK. */
  pkg: string;
  /** The face's text is shaped and drawn by resvg, not by satori (`OgLook.resvgText`). */
  resvgText?: true;
  /** A CJK face's region: its slices draw kana or hangul only if its own (`cjkRanges`). */
  region?: (typeof CJK_REGIONS)[number];
}

/**
 * The scripts whose face satori shapes and draws: all but Arabic (docs/decisions/040, its table).
 */
const SATORI_SCRIPTS = ['Hebrew', ...NOTO_SCRIPTS, 'Thaana'] as const;

/**
 * The face of a script on the cards, where it is not its Noto face: satori draws every vertical
 * move of a mark downwards where HarfBuzz moves it up, and the other way round (below). Noto Sans
 * Bengali sets য় and the ব-phala of স্ব as a letter and a mark moved up a tenth of an em: a dot 13
 * pixels under its letter on a title. Noto Sans Khmer moves a vowel sign under a subscript
 * consonant down, below it (ុ under the ព of កម្ពុជា): satori drew it up, into the subscript.
 * Hind Siliguri and Kantumruy Pro (SIL OFL, from @fontsource) draw those as glyphs of their own or
 * move them by a hundredth of an em at most.
 */
const CARD_FACE: Partial<Record<(typeof SATORI_SCRIPTS)[number], { family: string; pkg: string }>> =
  {
    Bengali: { family: 'Hind Siliguri', pkg: '@fontsource/hind-siliguri' },
    Khmer: { family: 'Kantumruy Pro', pkg: '@fontsource/kantumruy-pro' },
  };

/**
 * The faces of the scripts a site's languages write in that Inter lacks but CJK, in the order
 * they are tried, all of them dependencies (docs/decisions/040-scripts-of-the-social-images.md).
 */
const SCRIPT_FACES: ScriptFace[] = [
  {
    script: /\p{Script=Arabic}/u,
    family: 'Noto Sans Arabic',
    pkg: '@fontsource/noto-sans-arabic',
    // satori 0.63 draws a mark that HarfBuzz moves up or down on the wrong side of its anchor (it
    // adds HarfBuzz's y offset, which points up, to the SVG's y, which points down), and Noto Sans
    // Arabic sets most dotted letters as a dotless base and dot marks: a final ي lost its dots into
    // its bowl, a ة looked like a ه. resvg's shaper places them right. The faces of
    // `SATORI_SCRIPTS` move no mark vertically, or a few hundredths of an em (`CARD_FACE`), and
    // stay with satori, whose HarfBuzz shapes their conjuncts, which resvg 2.6's shaper breaks.
    resvgText: true,
  },
  ...SATORI_SCRIPTS.map((name) => ({
    script: new RegExp(`\\p{Script=${name}}`, 'u'),
    ...(CARD_FACE[name] ?? {
      family: `Noto Sans ${name}`,
      pkg: `@fontsource/${notoFace(name).pkg}`,
    }),
  })),
];

/** The CJK faces: Han in all four, each in its own forms; kana in Japanese's, hangul in Korean's. */
const CJK_FACES = Object.fromEntries(
  CJK_REGIONS.map((region) => [
    region,
    {
      script: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u,
      family: `Noto Sans ${region}`,
      pkg: cjkPackage(region),
      region,
    },
  ]),
) as Record<(typeof CJK_REGIONS)[number], ScriptFace>;

/**
 * The faces tried for a card in a language written in this script (ISO 15924, `scriptOf`): the
 * CJK face of the language first (a Japanese page's 東京 in Japanese forms), else the one the
 * texts' kana or hangul name, then Simplified Chinese, Traditional, Japanese, Korean.
 */
const facesFor = (script?: string, texts = ''): ScriptFace[] => [
  ...SCRIPT_FACES,
  ...cjkRegionsFor(script, texts).map((region) => CJK_FACES[region]),
];

/**
 * The subsets of an installed face's package ('arabic', or '[12]' for one of a CJK face's
 * hundred-odd slices), but those of the scripts Inter draws, with the code points it draws; none
 * when it is not installed.
 */
const scriptSubsets = ({ pkg, region }: ScriptFace, resolve: ResolveFile): FontSubset[] =>
  (installedSubsets(pkg, resolve) ?? [])
    .filter(({ key }) => !(SUBSETS as readonly string[]).includes(key))
    .map((subset) => (region ? { ...subset, ranges: cjkRanges(region, subset.ranges) } : subset));

/**
 * The font files of the script faces these texts need: of each face their script asks for, the
 * subsets holding a character Inter lacks that no face before drew, in both weights.
 */
function scriptFiles(
  texts: string,
  resolve: ResolveFile,
  script?: string,
): { files: OgFontFile[]; resvgText: boolean } {
  let needed = [...new Set(Array.from(texts, (char) => char.codePointAt(0) ?? 0))].filter(
    (point) => !interHolds(point),
  );
  const files: OgFontFile[] = [];
  let resvgText = false;
  for (const face of facesFor(script, texts)) {
    if (!face.script.test(texts)) continue;
    const used = scriptSubsets(face, resolve).filter((subset) =>
      needed.some((point) => holds(subset.ranges, point)),
    );
    if (used.length === 0) continue;
    needed = needed.filter((point) => !used.some((subset) => holds(subset.ranges, point)));
    resvgText ||= face.resvgText === true;
    for (const [index, { key }] of used.entries()) {
      const slice = sliceOf(key);
      for (const weight of [400, 700] as const) {
        files.push({
          family: index === 0 ? face.family : `${face.family} ${slice}`,
          weight,
          path: faceFile(face.pkg, key, weight, resolve),
        });
      }
    }
  }
  return { files, resvgText };
}

/** Whether a social image draws this letter: Inter holds it, or an installed face of its script. */
export function cardDraws(letter: string, resolve: ResolveFile = fromHere.resolve): boolean {
  const point = letter.codePointAt(0) ?? 0;
  return interHolds(point) || scriptFiles(letter, resolve).files.length > 0;
}

/**
 * The @fontsource package whose face would draw a script's letter on the social images, if one is
 * known: for Han, the face of the script's own forms (Traditional Chinese's for Hant), else the
 * first tried (Simplified).
 */
export function cardFacePackage(script: { code: string; letter: string }): string | undefined {
  return facesFor(script.code, script.letter).find((candidate) =>
    candidate.script.test(script.letter),
  )?.pkg;
}

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

/** The family a word is drawn in when resvg shapes its script (`OgLook.resvgText`), if it is one. */
export function resvgFamilyOf(word: string): string | undefined {
  return SCRIPT_FACES.find((face) => face.resvgText && face.script.test(word))?.family;
}

/**
 * A look with the faces of the scripts these texts write in that Inter lacks, before the symbols:
 * a face tried before them for an Arabic word draws it unshaped, its letters reversed (satori
 * shapes a run with the first face of the list that holds its letters, and Noto Sans Math holds a
 * few). The same look (and so the same digest and image) for texts without any. `script` is
 * the card's language's (ISO 15924): its Han is drawn by its own CJK face first.
 */
export function withScriptFaces(
  look: OgLook,
  texts: string,
  { resolve = fromHere.resolve, script }: { resolve?: ResolveFile; script?: string } = {},
): OgLook {
  const { files: added, resvgText } = scriptFiles(texts, resolve, script);
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
    ...(resvgText ? { resvgText: true } : {}),
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
