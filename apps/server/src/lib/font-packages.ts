import { readFileSync } from 'node:fs';
import { atWeight } from './variable-fonts.js';

/** Where a package's file is, as `require.resolve` answers (a test names packages of its own). */
export type ResolveFile = (request: string) => string;

/** One subset of an @fontsource package ('latin', 'arabic', or '[12]', one of a CJK face's slices). */
export interface FontSubset {
  key: string;
  /** Inclusive code point ranges. */
  ranges: [number, number][];
}

/** The code point ranges of a unicode-range list, as @fontsource's unicode.json has them. */
export function unicodeRanges(list: string): [number, number][] {
  return list.split(',').map((range) => {
    const [low = '', high = low] = range.trim().replace(/^U\+/iu, '').split('-');
    return [Number.parseInt(low, 16), Number.parseInt(high, 16)];
  });
}

/** Code point ranges less one range. */
export function without(
  ranges: [number, number][],
  [low, high]: [number, number],
): [number, number][] {
  return ranges.flatMap(([from, to]): [number, number][] =>
    to < low || from > high
      ? [[from, to]]
      : [
          ...(from < low ? [[from, low - 1] as [number, number]] : []),
          ...(to > high ? [[high + 1, to] as [number, number]] : []),
        ],
  );
}

/** Whether a subset's ranges hold this code point. */
export const holds = (ranges: [number, number][], point: number) =>
  ranges.some(([low, high]) => point >= low && point <= high);

/** Per resolver, each package's subsets, or null when it is not installed (found once a process). */
const known = new WeakMap<ResolveFile, Map<string, FontSubset[] | null>>();

function readSubsets(pkg: string, resolve: ResolveFile): FontSubset[] | null {
  let file: string;
  try {
    file = resolve(`${pkg}/unicode.json`);
  } catch {
    return null;
  }
  const list = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.entries(list).map(([key, range]) => ({ key, ranges: unicodeRanges(range) }));
}

/**
 * The subsets of an @fontsource package (`@fontsource/noto-sans-arabic`) from its unicode.json, in
 * its order; undefined when the package is not installed. Looked up once a process: a package
 * the owner adds is drawn after a restart.
 */
export function installedSubsets(pkg: string, resolve: ResolveFile): FontSubset[] | undefined {
  let packages = known.get(resolve);
  if (!packages) {
    packages = new Map();
    known.set(resolve, packages);
  }
  let subsets = packages.get(pkg);
  if (subsets === undefined) {
    subsets = readSubsets(pkg, resolve);
    packages.set(pkg, subsets);
  }
  return subsets ?? undefined;
}

/** A subset's name in its files: a CJK slice '[12]' by its number. */
export const sliceOf = (key: string) => key.replace(/^\[(\d+)\]$/u, '$1');

/** The WOFF file of one subset at one weight, in a static @fontsource package. */
export const subsetFile = (pkg: string, key: string, weight: number) => {
  const name = pkg.replace(/^@fontsource\//u, '');
  return `${pkg}/files/${name}-${sliceOf(key)}-${weight}-normal.woff`;
};

/** The scope of @fontsource's variable packages: a WOFF2 a subset, holding every weight. */
const VARIABLE = '@fontsource-variable/';

/** The WOFF2 file of one subset, in a variable @fontsource package. */
export const variableFile = (pkg: string, key: string) => {
  const name = pkg.slice(VARIABLE.length);
  return `${pkg}/files/${name}-${sliceOf(key)}-wght-normal.woff2`;
};

/**
 * The file a look names for one subset of a package at one weight: the static package's WOFF of
 * that weight (its resolution fails when the package has none), or the variable package's file
 * to be drawn at it (`atWeight`).
 */
export const faceFile = (pkg: string, key: string, weight: number, resolve: ResolveFile) =>
  pkg.startsWith(VARIABLE)
    ? atWeight(resolve(variableFile(pkg, key)), weight)
    : resolve(subsetFile(pkg, key, weight));
