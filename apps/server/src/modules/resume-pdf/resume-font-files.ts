import fs from 'node:fs';
import { fontFileBytes, isInstance } from '../../lib/variable-fonts.js';
import { sfntOfWoff } from '../../lib/woff.js';

/** A face as pdfkit takes it: its sfnt file, or fontkit's font once a résumé has opened it. */
type Face = Buffer | { layout: unknown };
const faces = new Map<string, Face>();

/**
 * Makes the variable faces a look names at a weight (the CJK slices a résumé draws) static fonts
 * of it, once a process, before a résumé is set: pdfkit sets text synchronously, and reads no
 * WOFF2 and no variations.
 */
export async function prepareFaces(paths: Iterable<string>): Promise<void> {
  for (const path of new Set(paths)) {
    if (isInstance(path) && !faces.has(path)) faces.set(path, await fontFileBytes(path));
  }
}

/**
 * A résumé face for pdfkit, kept for the life of the image process (a few dozen, and the CJK
 * slices résumés drew): its file read and unwrapped once, then the font fontkit made of it, so
 * that its tables are parsed and its glyphs measured once, not for every résumé.
 */
export function face(path: string): Face {
  let found = faces.get(path);
  if (!found) {
    if (isInstance(path)) throw new Error(`The face ${path} was not prepared (prepareFaces)`);
    found = sfntOfWoff(fs.readFileSync(path));
    faces.set(path, found);
  }
  return found;
}

/** Keeps the font fontkit made of a face's file, for the next résumés. */
export function keepFace(path: string, parsed: { layout: unknown }): void {
  faces.set(path, parsed);
}
