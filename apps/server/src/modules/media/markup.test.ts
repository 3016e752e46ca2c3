import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { image } from '../../test/multipart.js';
import { findMarkup } from './markup.js';

const bytes = (...parts: (Uint8Array | number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose compressed pixels and metadata chunks are these bytes. */
const png = (idat: string, ...chunks: Buffer[]) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', Buffer.alloc(13)),
    ...chunks,
    pngChunk('IDAT', idat),
    pngChunk('IEND', ''),
  ]);

/** A JPEG of one scan whose entropy-coded data is these bytes. */
const jpeg = (scan: string) =>
  bytes([0xff, 0xd8], [0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 63, 0], scan, [0xff, 0xd9]);

describe('findMarkup', () => {
  it('finds no markup in the real sample photos', () => {
    for (const name of [
      'Canon_40D.jpg',
      'DSCN0010.jpg',
      'jolla.jpg',
      'landscape_6.jpg',
      'portrait_8.jpg',
    ]) {
      expect({ name, found: findMarkup(fs.readFileSync(image(name)), 'image/jpeg') }).toEqual({
        name,
        found: undefined,
      });
    }
  });

  it.each([
    [
      'a page after a JPEG',
      bytes(jpeg('pixels'), '<HTML><BODY>hi</BODY></HTML>'),
      'image/jpeg',
      '<html',
    ],
    [
      'PHP after a second JPEG',
      bytes(jpeg('one'), jpeg('two'), '<?php system($_GET[1]);'),
      'image/jpeg',
      '<?php',
    ],
    [
      'a script in a JPEG comment',
      bytes([0xff, 0xd8, 0xff, 0xfe, 0, 20], '<script>alert(1)//', jpeg('px').subarray(2)),
      'image/jpeg',
      '<script',
    ],
    ['an SVG after a PNG', bytes(png('pixels'), '<svg/onload=alert(1)>'), 'image/png', '<svg'],
    [
      'an iframe in a PNG text chunk',
      png('pixels', pngChunk('tEXt', 'Comment\0<iframe src=x>')),
      'image/png',
      '<iframe',
    ],
    [
      'an image tag in a GIF',
      bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], '<img src=x onerror=alert(1)>', [0x3b]),
      'image/gif',
      '<img',
    ],
    [
      'a doctype in a JPEG whose segments do not add up',
      bytes([0xff, 0xd8, 0x12, 0x34], '<!doctype html>'),
      'image/jpeg',
      '<!doctype',
    ],
  ])('finds %s', (_name, data, mime, found) => {
    expect(findMarkup(data, mime)).toBe(found);
  });

  it('reads no markup into compressed pixels, where any bytes occur by chance', () => {
    expect(findMarkup(jpeg('\u0001<svg>\u0002<html '), 'image/jpeg')).toBeUndefined();
    expect(findMarkup(bytes(jpeg('x'), jpeg('<script>')), 'image/jpeg')).toBeUndefined();
    expect(findMarkup(png('<svg>'), 'image/png')).toBeUndefined();
    // Outside the pixels the same bytes count.
    expect(findMarkup(bytes(jpeg('x'), '<svg>'), 'image/jpeg')).toBe('<svg');
  });

  it('takes words that only start like a tag for text', () => {
    expect(
      findMarkup(Buffer.from('<scripts> <svgs <html5 <bodyguard'), 'image/gif'),
    ).toBeUndefined();
  });
});
