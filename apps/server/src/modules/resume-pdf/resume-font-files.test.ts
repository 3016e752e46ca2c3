import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { face, sfntOfWoff } from './resume-font-files.js';

const inter = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
  'files/inter-latin-400-normal.woff',
);

describe("the résumé's font files", () => {
  it('unwraps a WOFF into the OpenType file it holds, every table whole', () => {
    const woff = fs.readFileSync(inter);
    const sfnt = sfntOfWoff(woff);
    const count = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(count);
    // The size WOFF says the font has uncompressed.
    expect(sfnt.byteLength).toBe(woff.readUInt32BE(16));
    const tags = Array.from({ length: count }, (_, i) =>
      sfnt.toString('latin1', 12 + i * 16, 16 + i * 16),
    );
    expect(tags).toContain('glyf');
    expect(tags).toContain('cmap');
  });

  it('refuses a file that is not a WOFF', () => {
    expect(() => sfntOfWoff(Buffer.from('OTTO and more bytes than a header'))).toThrow(
      'Not a WOFF',
    );
  });

  it('reads a face once for the process', () => {
    expect(face(inter)).toBe(face(inter));
  });
});
