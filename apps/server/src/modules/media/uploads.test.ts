import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiPaths, type Project, UPLOAD_FIELDS } from '@portfolio/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, type TestContext } from '../../test/app.js';
import {
  addProject,
  contentState,
  PROJECT_FIELDS,
  seedProject,
  sendForm,
  storedBytes,
} from '../../test/content.js';
import { filePart, image, multipart } from '../../test/multipart.js';

let ctx: TestContext;
let token: string;
let scratch: string;

// One site for the file: each test uploads what it checks, and compares states before and after
// its own upload. The image process then starts once, not once per test.
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-uploads-'));
  ctx = await createTestContext();
  token = await ctx.openSession();
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A scratch file with these bytes. */
function scratchFile(name: string, data: Buffer | string): string {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, data);
  return file;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims `width`×`height` pixels, with almost no pixel data. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (file: string) =>
  sendForm(ctx, { method: 'POST', url: apiPaths.projects.add, token }, PROJECT_FIELDS, {
    field: UPLOAD_FIELDS.project,
    path: file,
  });

/** The stored bytes behind a media URL. */
const stored = (url: string) => storedBytes(ctx, url);

describe('accepted images', () => {
  it('strips every metadata block: no GPS leaves the server', async () => {
    const original = await sharp(image('DSCN0010.jpg')).metadata();
    const GPS_IFD_TAG = Buffer.from([0x25, 0x88]); // tag 0x8825, little-endian as this file is
    expect(original.exif?.includes(GPS_IFD_TAG)).toBe(true);
    const project = await addProject(ctx, token, {}, image('DSCN0010.jpg'));
    for (const variant of project.project_image_variants) {
      const data = await stored(variant.url);
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.exif, meta.icc, meta.iptc, meta.xmp]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(data.includes(Buffer.from('NIKON'))).toBe(false);
    }
  });

  it.each([
    ['landscape_6.jpg', 600, 450],
    ['portrait_8.jpg', 450, 600],
  ])('turns %s upright by its EXIF orientation', async (file, width, height) => {
    const project = await addProject(ctx, token, {}, image(file));
    const widest = project.project_image_variants.at(-1);
    expect([widest?.width, widest?.height]).toEqual([width, height]);
    const meta = await sharp(await stored(widest?.url ?? '')).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([width, height, undefined]);
  });

  it('never upscales an image smaller than every width', async () => {
    const project = await addProject(ctx, token, {}, image('Canon_40D.jpg'));
    expect(project.project_image_variants.map((v) => [v.width, v.height])).toEqual([[100, 68]]);
  });

  it('stores an 8 MP photo at three widths, the default under 15% of the original bytes', async () => {
    const project = await addProject(ctx, token, {}, image('jolla.jpg'));
    expect(project.project_image_variants.map((v) => v.width)).toEqual([480, 720, 960, 1280, 1600]);
    const originalBytes = fs.statSync(image('jolla.jpg')).size;
    expect((await stored(project.project_image)).length).toBeLessThan(originalBytes * 0.15);
  });

  it.each(['png', 'webp', 'gif', 'avif'] as const)('takes a plain %s image', async (format) => {
    const data = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#336699' },
    })
      .toFormat(format)
      .toBuffer();
    const project = await addProject(ctx, token, {}, scratchFile(`plain.${format}`, data));
    expect(project.project_image_variants.map((v) => [v.width, v.height])).toEqual([[120, 80]]);
  });
});

describe('refused uploads change nothing', () => {
  const cases: [string, () => string | Promise<string>, number, RegExp][] = [
    ['a corrupt JPEG', () => image('corrupted.jpg'), 400, /damaged or incomplete/],
    [
      'a GIF with a script after its end',
      async () => {
        const gif = await sharp({
          create: { width: 8, height: 8, channels: 3, background: '#336699' },
        })
          .gif()
          .toBuffer();
        return scratchFile(
          'polyglot.gif',
          Buffer.concat([gif, Buffer.from('<script>alert(1)</script>')]),
        );
      },
      415,
      /carries markup \("<script"\) is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image/,
    ],
    [
      'a real photo with an HTML page after its end',
      () =>
        scratchFile(
          'polyglot.jpg',
          Buffer.concat([
            fs.readFileSync(image('DSCN0010.jpg')),
            Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
          ]),
        ),
      415,
      /carries markup \("<!doctype"\) is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image/,
    ],
    [
      'a real photo with an SVG in a comment',
      () => {
        const photo = fs.readFileSync(image('Canon_40D.jpg'));
        const svg = Buffer.from('<svg onload=alert(1)>');
        const comment = Buffer.from([0xff, 0xfe, 0, svg.length + 2]);
        return scratchFile(
          'comment.jpg',
          Buffer.concat([photo.subarray(0, 2), comment, svg, photo.subarray(2)]),
        );
      },
      415,
      /carries markup \("<svg"\) is not accepted/,
    ],
    [
      'an HTML file named .png',
      () => scratchFile('page.png', '<!doctype html><script>alert(1)</script>'),
      415,
      /JPEG, PNG, WebP, GIF or AVIF/,
    ],
    [
      'an SVG',
      () =>
        scratchFile(
          'logo.svg',
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      415,
      /JPEG, PNG, WebP, GIF or AVIF/,
    ],
    [
      'a HEIC photo',
      () => image('IMG_5195.HEIC'),
      415,
      /A HEIC file is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image/,
    ],
    [
      'an 11 MB file',
      () =>
        scratchFile(
          'huge.jpg',
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]),
        ),
      413,
      /larger than 10 MB/,
    ],
    [
      'a 20000×20000 PNG',
      () => scratchFile('wide.png', pngClaiming(20_000, 20_000)),
      413,
      /40 megapixels/,
    ],
  ];

  it.each(cases)('%s', async (_name, file, status, message) => {
    const before = await contentState(ctx);
    // The temporary folder is shared with other test runs: only what this upload leaves counts.
    const res = await upload(await file());
    expectStatus(res, status);
    expect(res.json().error).toMatch(message);
    const after = await contentState(ctx);
    // Only the Error notification for the owner is new.
    expect({ ...after.tables, notifications: [] }).toEqual({ ...before.tables, notifications: [] });
    expect(after.files).toEqual(before.files);
  });
});

describe('a replaced image', () => {
  it('is kept when the new one is refused', async () => {
    const project = await seedProject(ctx, token);
    const res = await sendForm(
      ctx,
      { method: 'PUT', url: apiPaths.projects.edit(project._id), token },
      PROJECT_FIELDS,
      { field: UPLOAD_FIELDS.project, path: image('corrupted.jpg') },
    );
    expectStatus(res, 400);
    const list = await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list });
    expect(list.json<Project[]>()[0]?.project_image).toBe(project.project_image);
    expect((await stored(project.project_image)).length).toBeGreaterThan(0);
  });
});

describe('a form of one file', () => {
  it('refuses a second file with a 400 that says so, storing nothing', async () => {
    const before = await contentState(ctx);
    const form = multipart(PROJECT_FIELDS, [
      filePart(UPLOAD_FIELDS.project, image('Canon_40D.jpg')),
      filePart(UPLOAD_FIELDS.project, image('DSCN0010.jpg')),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.projects.add,
      headers: { ...form.headers, ...ctx.auth(token) },
      payload: form.payload,
    });
    expectStatus(res, 400);
    expect(res.json()).toEqual({ error: 'Send one file only', code: 'BAD_REQUEST' });
    const after = await contentState(ctx);
    expect({ ...after.tables, notifications: [] }).toEqual({ ...before.tables, notifications: [] });
    expect(after.files).toEqual(before.files);
  });
});
