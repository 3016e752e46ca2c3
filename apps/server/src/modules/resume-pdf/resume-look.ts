import { createRequire } from 'node:module';
import type { FontFace, ResolvedTheme } from '@portfolio/contract';
import { faceFile, holds, installedSubsets, type ResolveFile } from '../../lib/font-packages.js';
import { scriptOf } from '../../lib/language-script.js';
import {
  cjkPackage,
  cjkRanges,
  cjkRegionsFor,
  NOTO_SCRIPTS,
  notoFace,
} from '../../lib/script-faces.js';

const fromHere = createRequire(import.meta.url);

/** One font file the résumé may embed, and the characters it holds (its @fontsource subset). */
interface ResumeFontFile {
  path: string;
  /** Inclusive code point ranges, from the package's unicode.json. */
  ranges: [number, number][];
}

/** The faces of one role, tried in order for each character: the first that holds it draws it. */
export type FontChain = ResumeFontFile[];

/** The colours and fonts of the generated résumé: the theme's light mode, its accent, its faces. */
export interface ResumeLook {
  accent: string;
  text: string;
  muted: string;
  fonts: { heading: FontChain; body: FontChain; strong: FontChain };
}

/** A subset's file at a weight, if the package ships that weight (a variable one ships all). */
function fileOf(pkg: string, key: string, weight: number, resolve: ResolveFile) {
  try {
    return faceFile(pkg, key, weight, resolve);
  } catch {
    return undefined;
  }
}

/**
 * Every subset an @fontsource package ships of one weight (or only the one named), latin first:
 * the file of each and the characters it holds. A weight the package lacks gives none.
 */
function subsetFiles(pkg: string, weight: number, only?: string): FontChain {
  const subsets = installedSubsets(pkg, fromHere.resolve) ?? [];
  const order = only
    ? subsets.filter(({ key }) => key === only)
    : [...subsets].sort((a, b) => Number(b.key === 'latin') - Number(a.key === 'latin'));
  return order.flatMap(({ key, ranges }) => {
    const file = fileOf(pkg, key, weight, fromHere.resolve);
    return file ? [{ path: file, ranges }] : [];
  });
}

/**
 * The faces of the right-to-left scripts, for the letters no theme face holds: each package's own
 * script subset alone (its latin is Inter's job). Their files hold a space too, so that the words
 * of a Hebrew, Arabic or Thaana text stay one run.
 */
const RTL_FACES = ['Hebrew', 'Arabic', 'Thaana'].map(notoFace);
const SPACE: [number, number] = [0x20, 0x20];

/** The faces of the other scripts Inter lacks, their own subset alone, a word a run. */
const SCRIPT_FACES = NOTO_SCRIPTS.map(notoFace);

/**
 * A face's subsets at a weight, then Inter's for what it lacks (and for a theme of system fonts),
 * then the faces of the right-to-left scripts and of the others.
 */
const chainOf = (face: FontFace | null, weight: number): FontChain => [
  ...(face ? subsetFiles(face.pkg, weight) : []),
  ...subsetFiles('@fontsource/inter', weight),
  ...RTL_FACES.flatMap(({ pkg, subset }) =>
    subsetFiles(`@fontsource/${pkg}`, weight, subset).map((file) => ({
      ...file,
      ranges: [SPACE, ...file.ranges],
    })),
  ),
  ...SCRIPT_FACES.flatMap(({ pkg, subset }) => subsetFiles(`@fontsource/${pkg}`, weight, subset)),
];

/**
 * The slices of the CJK faces (docs/decisions/040) that hold a character of the text no face
 * before them holds, at a weight: the face of the text's script first (a Japanese
 * résumé draws its Han in Japanese forms), then the others. Only the slices the text needs (a
 * face has about 120): none for a text without such characters, so every other résumé keeps its
 * look and its digest.
 */
function cjkFiles(
  before: FontChain,
  text: string,
  script: string | undefined,
  weight: number,
  resolve: ResolveFile,
): FontChain {
  let needed = [...new Set(Array.from(text, (char) => char.codePointAt(0) ?? 0))].filter(
    (point) => !before.some((file) => holds(file.ranges, point)),
  );
  const files: FontChain = [];
  for (const region of cjkRegionsFor(script, text)) {
    const pkg = cjkPackage(region);
    for (const subset of installedSubsets(pkg, resolve) ?? []) {
      const ranges = cjkRanges(region, subset.ranges);
      if (!needed.some((point) => holds(ranges, point))) continue;
      const file = fileOf(pkg, subset.key, weight, resolve);
      if (!file) continue;
      files.push({ path: file, ranges });
      needed = needed.filter((point) => !holds(ranges, point));
    }
  }
  return files;
}

/** The faces the résumé offers after the theme's, read once a process as its packages are. */
let fallbackChain: FontChain | undefined;

/**
 * Whether the generated résumé draws this letter: a face it offers after the theme's holds it,
 * or a CJK face.
 */
export function resumeDraws(letter: string, resolve: ResolveFile = fromHere.resolve): boolean {
  const point = letter.codePointAt(0) ?? 0;
  fallbackChain ??= chainOf(null, 400);
  return (
    fallbackChain.some((file) => holds(file.ranges, point)) ||
    cjkFiles(fallbackChain, letter, undefined, 400, resolve).length > 0
  );
}

/** What a résumé is drawn from, for the faces it needs besides the theme's. */
export interface ResumeText {
  /** Every text the résumé may print. */
  text: string;
  /** The language it is drawn in (a BCP 47 tag), when not English. */
  language?: string | undefined;
  resolve?: ResolveFile;
}

/**
 * The look of the generated résumé: the theme's light palette (paper is white) with its accent,
 * the heading face for the name and section titles, the body face for the text and its bold for
 * roles and titles. Every subset of a face is offered; the PDF embeds only the glyphs it draws.
 * Given what the résumé prints, the slices of the CJK faces its letters need follow.
 */
export function resumeLook(theme: ResolvedTheme, printed?: ResumeText): ResumeLook {
  const { accent, text, muted } = theme.light;
  const { body, heading, headingWeight } = theme.font;
  const script = printed?.language === undefined ? undefined : scriptOf(printed.language)?.code;
  const withCjk = (chain: FontChain, weight: number) =>
    printed
      ? [
          ...chain,
          ...cjkFiles(chain, printed.text, script, weight, printed.resolve ?? fromHere.resolve),
        ]
      : chain;
  const headingWeightOf = heading.face ? headingWeight : 700;
  return {
    accent,
    text,
    muted,
    fonts: {
      heading: withCjk(chainOf(heading.face, headingWeightOf), headingWeightOf),
      body: withCjk(chainOf(body.face, 400), 400),
      strong: withCjk(chainOf(body.face, 700), 700),
    },
  };
}
