import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { LIMITS } from '@portfolio/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A PNG of 40 megapixels of one colour is 130 kB: a decompression bomb the pixel limit lets in.
// Decoding it whole held 160 MB of pixels (185 MB and 8 s for a site icon); an image is decoded
// into its largest stored size, so what it costs is bounded by that size, not by its pixels.
// Memory is measured in a process of its own (its peak resident size), never timed.

const run = promisify(execFile);
const IMAGES = pathToFileURL(path.join(import.meta.dirname, 'images.ts')).href;
/** What decoding the bomb may hold beyond what a small image takes: the whole bitmap is 160 MB. */
const MAX_EXTRA_MB = 80;

let dir: string;
let bomb: string;
let small: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-bomb-'));
  const png = (side: number) =>
    sharp({ create: { width: side, height: side, channels: 3, background: '#3366cc' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  const side = Math.floor(Math.sqrt(LIMITS.imageMaxPixels));
  bomb = path.join(dir, 'bomb.png');
  small = path.join(dir, 'small.png');
  fs.writeFileSync(bomb, await png(side));
  fs.writeFileSync(small, await png(512));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The peak resident memory (MB) of a process that processes this file as an icon or an image. */
async function peakMb(kind: 'processIcon' | 'processImage', file: string): Promise<number> {
  const script = [
    `const images = await import(${JSON.stringify(IMAGES)});`,
    `const { readFileSync } = await import('node:fs');`,
    `const variants = await images.${kind}(readFileSync(${JSON.stringify(file)}));`,
    'if (variants.length === 0) throw new Error("nothing made");',
    'process.stdout.write(String(process.resourceUsage().maxRSS));',
  ].join('\n');
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: import.meta.dirname },
  );
  return Number(stdout) / 1024;
}

describe(`a PNG of ${LIMITS.imageMaxPixels / 1_000_000} megapixels of one colour`, () => {
  it.each([
    ['a site icon', 'processIcon'],
    ['a portrait or a photo', 'processImage'],
  ] as const)('as %s holds little more memory than a small image', async (_name, kind) => {
    const baseline = await peakMb(kind, small);
    const peak = await peakMb(kind, bomb);
    expect(peak - baseline, `${peak} MB against ${baseline} MB`).toBeLessThan(MAX_EXTRA_MB);
  });
});
