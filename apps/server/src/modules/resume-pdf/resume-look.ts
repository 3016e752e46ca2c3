import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontFace, ResolvedTheme } from '@portfolio/contract';
import { NOTO_SCRIPTS, notoFace } from '../../lib/script-faces.js';

const fromHere = createRequire(import.meta.url);

/** One font file the résumé may embed, and the characters it holds (its @fontsource subset). */
interface ResumeFontFile {
  path: string;
  /** Inclusive code point ranges, from the package's unicode.json. */
  ranges: [number, number][];
}

/** The faces of one role, tried in order for each character: the first that holds it draws it. */
export type FontChain = ResumeFontFile[];

/** Whether a font file's code point ranges hold `code`. */
export const holds = (ranges: [number, number][], code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to);

/** The colours and fonts of the generated résumé: the theme's light mode, its accent, its faces. */
export interface ResumeLook {
  accent: string;
  text: string;
  muted: string;
  fonts: { heading: FontChain; body: FontChain; strong: FontChain };
}

/** 'U+0000-00FF,U+0131' as ranges. */
function parseRanges(list: string): [number, number][] {
  return list.split(',').map((item) => {
    const [from = '', to] = item.trim().replace(/^U\+/u, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)];
  });
}

const packages = new Map<string, { dir: string; subsets: Record<string, string> }>();
function fontPackage(pkg: string) {
  let found = packages.get(pkg);
  if (!found) {
    const dir = path.dirname(fromHere.resolve(`${pkg}/package.json`));
    const subsets = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    found = { dir, subsets };
    packages.set(pkg, found);
  }
  return found;
}

/**
 * Every subset an @fontsource package ships of one weight (or only the one named), latin first:
 * the file of each and the characters it holds. A weight the package lacks gives none.
 */
function subsetFiles(pkg: string, weight: number, only?: string): FontChain {
  const { dir, subsets } = fontPackage(pkg);
  const name = pkg.replace(/^@fontsource\//u, '');
  const order = only
    ? [only]
    : Object.keys(subsets).sort((a, b) => Number(b === 'latin') - Number(a === 'latin'));
  return order.flatMap((subset) => {
    const file = path.join(dir, 'files', `${name}-${subset}-${weight}-normal.woff`);
    const ranges = subsets[subset];
    return ranges && fs.existsSync(file) ? [{ path: file, ranges: parseRanges(ranges) }] : [];
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

/** The faces the résumé offers after the theme's, read once a process as its packages are. */
let fallbackChain: FontChain | undefined;

/** Whether the generated résumé draws this letter: a face it offers after the theme's holds it. */
export function resumeDraws(letter: string): boolean {
  const point = letter.codePointAt(0) ?? 0;
  fallbackChain ??= chainOf(null, 400);
  return fallbackChain.some((file) => holds(file.ranges, point));
}

/**
 * The look of the generated résumé: the theme's light palette (paper is white) with its accent,
 * the heading face for the name and section titles, the body face for the text and its bold for
 * roles and titles. Every subset of a face is offered; the PDF embeds only the glyphs it draws.
 */
export function resumeLook(theme: ResolvedTheme): ResumeLook {
  const { accent, text, muted } = theme.light;
  const { body, heading, headingWeight } = theme.font;
  return {
    accent,
    text,
    muted,
    fonts: {
      heading: chainOf(heading.face, heading.face ? headingWeight : 700),
      body: chainOf(body.face, 400),
      strong: chainOf(body.face, 700),
    },
  };
}
