import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type ResolveFile, subsetFile, variableFile } from '../lib/font-packages.js';

const installed = createRequire(import.meta.url).resolve;

/** The CJK faces' packages (variable ones). */
const CJK = /^@fontsource-variable\/noto-sans-(jp|kr|sc|tc)\//u;

const notFound = (request: string) => new Error(`Cannot find module '${request}'`);

/**
 * @fontsource packages a test makes, as @fontsource lays them out: a unicode.json and, for each
 * subset, an empty WOFF a weight (a static package) or an empty WOFF2 (a variable one), as a look
 * only names the files. The folder goes at the end of the file.
 */
export function fakeFontPackages() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'font-packages-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const made = (request: string) => {
    const file = path.join(root, request);
    return fs.existsSync(file) ? file : undefined;
  };
  return {
    /** A package by its full name: `@fontsource/…` with these weights, or `@fontsource-variable/…`. */
    add(pkg: string, unicode: Record<string, string>, weights = [400, 700]): void {
      const dir = path.join(root, pkg);
      fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'unicode.json'), JSON.stringify(unicode));
      const files = Object.keys(unicode).flatMap((key) =>
        pkg.startsWith('@fontsource-variable/')
          ? [variableFile(pkg, key)]
          : weights.map((weight) => subsetFile(pkg, key, weight)),
      );
      for (const file of files) fs.writeFileSync(path.join(root, file), '');
    },
    /** The made packages alone, failing for the rest as `require.resolve` does. */
    only: ((request) => {
      const file = made(request);
      if (!file) throw notFound(request);
      return file;
    }) satisfies ResolveFile,
    /** The made CJK packages, no other CJK face, and every other package as installed. */
    asCjk: ((request) => {
      if (!CJK.test(request)) return installed(request);
      const file = made(request);
      if (!file) throw notFound(request);
      return file;
    }) satisfies ResolveFile,
  };
}

/** The installed packages, without any CJK face (an install that lost them). */
export const withoutCjk: ResolveFile = (request) => {
  if (CJK.test(request)) throw notFound(request);
  return installed(request);
};
