import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type ResolveFile, subsetFile } from '../lib/font-packages.js';

const installed = createRequire(import.meta.url).resolve;

/** The CJK faces an owner may add, none of which is a dependency. */
const CJK = /^@fontsource\/noto-sans-(jp|kr|sc|tc)\//u;

const notFound = (request: string) => new Error(`Cannot find module '${request}'`);

/**
 * @fontsource packages a test makes, as @fontsource lays them out (the CJK faces no install has):
 * a unicode.json and, for each subset and weight, an empty WOFF, as a look only names the files.
 * The folder goes at the end of the file.
 */
export function fakeFontPackages() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'font-packages-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const made = (request: string) => {
    const file = path.join(root, request);
    return fs.existsSync(file) ? file : undefined;
  };
  return {
    add(pkg: string, unicode: Record<string, string>, weights = [400, 700]): void {
      const dir = path.join(root, '@fontsource', pkg);
      fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'unicode.json'), JSON.stringify(unicode));
      for (const key of Object.keys(unicode)) {
        for (const weight of weights) {
          fs.writeFileSync(path.join(root, subsetFile(`@fontsource/${pkg}`, key, weight)), '');
        }
      }
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

/** The installed packages, without any CJK face. */
export const withoutCjk: ResolveFile = (request) => {
  if (CJK.test(request)) throw notFound(request);
  return installed(request);
};
