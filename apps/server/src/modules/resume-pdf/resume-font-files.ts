import fs from 'node:fs';
import { sfntOfWoff } from '../../lib/woff.js';

/** A face as pdfkit takes it: its sfnt file, or fontkit's font once a résumé has opened it. */
type Face = Buffer | { layout: unknown };
const faces = new Map<string, Face>();

/**
 * A résumé face for pdfkit, kept for the life of the image process (a few dozen, and the CJK
 * slices résumés drew): its file read and unwrapped once, then the font fontkit made of it, so
 * that its tables are parsed and its glyphs measured once, not for every résumé.
 */
export function face(path: string): Face {
  let found = faces.get(path);
  if (!found) {
    found = sfntOfWoff(fs.readFileSync(path));
    faces.set(path, found);
  }
  return found;
}

/** Keeps the font fontkit made of a face's file, for the next résumés. */
export function keepFace(path: string, parsed: { layout: unknown }): void {
  faces.set(path, parsed);
}
