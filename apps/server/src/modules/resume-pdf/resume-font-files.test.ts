import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { face } from './resume-font-files.js';

const inter = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
  'files/inter-latin-400-normal.woff',
);

describe("the résumé's font files", () => {
  it('reads a face once for the process', () => {
    expect(face(inter)).toBe(face(inter));
  });
});
