import {
  apiPaths,
  FAVICON_SIZES,
  SITE_IMAGE_FIELD,
  type SiteImages,
  WEB_MANIFEST_PATH,
} from '@portfolio/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest, VIEWER } from '../../test/app.js';
import { contentState, keyOf, mediaFiles, notifications, storedBytes } from '../../test/content.js';
import { filePart, image, multipart, pdf } from '../../test/multipart.js';

const ctx = ownerAppPerTest();

/** A square PNG of one colour, with a mark in one corner (so a turned image would show). */
async function squarePng(size: number, background = '#3366cc', width = size): Promise<Buffer> {
  return sharp({ create: { width, height: size, channels: 4, background } })
    .composite([
      {
        input: { create: { width: 8, height: 8, channels: 4, background: '#ff0000' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

const send = (
  method: 'PUT' | 'DELETE',
  url: string,
  file?: { data: Buffer; filename?: string; contentType?: string },
  headers: Record<string, string> = ctx.auth(ctx.token),
) => {
  if (!file) return ctx.app.inject({ method, url, headers });
  const form = multipart({}, [
    {
      field: SITE_IMAGE_FIELD,
      filename: file.filename ?? 'image.png',
      contentType: file.contentType ?? 'image/png',
      data: file.data,
    },
  ]);
  return ctx.app.inject({
    method,
    url,
    headers: { ...form.headers, ...headers },
    payload: form.payload,
  });
};

const photoFile = () => filePart(SITE_IMAGE_FIELD, image('DSCN0010.jpg'));

async function readImages(): Promise<SiteImages> {
  const res = await ctx.app.inject({ method: 'GET', url: apiPaths.profileImages });
  expectStatus(res, 200);
  return res.json<SiteImages>();
}

describe('portrait', () => {
  it('is re-encoded to WebP widths without EXIF, and answered to everyone', async () => {
    expect(await readImages()).toEqual({ portrait: null, icon: null });
    const res = await send('PUT', apiPaths.profilePhoto, photoFile());
    expectStatus(res, 200);
    const { portrait, icon } = res.json<SiteImages>();
    expect(icon).toBeNull();
    expect(portrait?.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 360],
      [640, 480],
    ]);
    expect(portrait?.url).toBe(portrait?.variants[1]?.url);
    for (const variant of portrait?.variants ?? []) {
      const data = await storedBytes(ctx, variant.url);
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.exif, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined]);
      expect(data.includes(Buffer.from('NIKON'))).toBe(false);
    }
    expect(await readImages()).toEqual(res.json());
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      action: 'Edit',
      status: 'Success',
      notification_msg: 'Portrait uploaded',
    });
  });

  it('replaces the one there is: the old files are removed after the commit', async () => {
    const first = (await send('PUT', apiPaths.profilePhoto, photoFile())).json<SiteImages>();
    const second = await send('PUT', apiPaths.profilePhoto, {
      ...filePart(SITE_IMAGE_FIELD, image('Canon_40D.jpg')),
    });
    expectStatus(second, 200);
    const now = second.json<SiteImages>().portrait;
    expect(now?.variants.map((v) => v.width)).toEqual([100]);
    expect(await mediaFiles(ctx)).toEqual(now?.variants.map((v) => keyOf(v.url)).sort());
    for (const variant of first.portrait?.variants ?? []) {
      expect(await ctx.storage.head(keyOf(variant.url))).toBeUndefined();
    }
    expect(await ctx.db.selectFrom('media').selectAll().execute()).toHaveLength(1);
  });

  it('is removed with its files; removing none is a 404', async () => {
    expectStatus(await send('PUT', apiPaths.profilePhoto, photoFile()), 200);
    const res = await send('DELETE', apiPaths.profilePhoto);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ portrait: null, icon: null });
    expect(await mediaFiles(ctx)).toEqual([]);
    expect(await ctx.db.selectFrom('media').selectAll().execute()).toEqual([]);
    const again = await send('DELETE', apiPaths.profilePhoto);
    expectStatus(again, 404);
    expect(again.json().error).toBe('There is no portrait to remove');
  });

  it('is shown on Home and About through the page data', async () => {
    const { portrait } = (await send('PUT', apiPaths.profilePhoto, photoFile())).json<SiteImages>();
    const { publicPageData } = await import('../../test/page-data.js');
    for (const path of ['/', '/about']) {
      const data = await publicPageData(ctx.app.deps, path);
      expect(data.siteImages?.portrait).toEqual(portrait);
    }
  });
});

describe('site icon', () => {
  it('is made into a PNG favicon of each size, square and exact', async () => {
    const res = await send('PUT', apiPaths.profileIcon, { data: await squarePng(600) });
    expectStatus(res, 200);
    const { icon, portrait } = res.json<SiteImages>();
    expect(portrait).toBeNull();
    expect(icon?.favicons.map((f) => [f.width, f.height])).toEqual(
      FAVICON_SIZES.map((size) => [size, size]),
    );
    for (const favicon of icon?.favicons ?? []) {
      expect(favicon.url).toMatch(/\/media\/icons\/[0-9a-f]+\/\d+-[0-9a-f]{16}\.png$/);
      const meta = await sharp(await storedBytes(ctx, favicon.url)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', favicon.width, favicon.width]);
      const served = await ctx.app.inject({ method: 'GET', url: new URL(favicon.url).pathname });
      expectStatus(served, 200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('immutable');
    }
  });

  it('takes a small square image (180 a side) and makes the bigger sizes from it', async () => {
    const res = await send('PUT', apiPaths.profileIcon, { data: await squarePng(180) });
    expectStatus(res, 200);
    expect(res.json<SiteImages>().icon?.favicons.map((f) => f.width)).toEqual([...FAVICON_SIZES]);
  });

  it.each([
    [
      'a non-square image',
      () => squarePng(400, '#3366cc', 600),
      400,
      'The icon is 600×400 pixels: upload a square image (as wide as it is high), 512×512 or larger is best',
    ],
    [
      'a square image smaller than 180 pixels',
      () => squarePng(64),
      400,
      'The icon is 64×64 pixels: upload one of at least 180×180, 512×512 or larger is best',
    ],
    [
      'a PDF',
      async () => (await import('node:fs')).readFileSync(pdf('minimal-document.pdf')),
      415,
      'A PDF file is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image',
    ],
    [
      'a damaged JPEG',
      async () => (await import('node:fs')).readFileSync(image('corrupted.jpg')),
      400,
      undefined,
    ],
  ])('refuses %s with a clear answer, and stores nothing', async (_name, data, status, message) => {
    const before = await contentState(ctx);
    const res = await send('PUT', apiPaths.profileIcon, { data: await data() });
    expectStatus(res, status);
    if (message) expect(res.json().error).toBe(message);
    const after = await contentState(ctx);
    expect(after.files).toEqual(before.files);
    expect(after.tables.media).toEqual(before.tables.media);
    expect(after.tables.site_images).toEqual([]);
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({ status: 'Error' });
  });

  it('refuses a form without the file', async () => {
    const form = multipart({ other: 'x' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.profileIcon,
      headers: { ...form.headers, ...ctx.auth(ctx.token) },
      payload: form.payload,
    });
    expectStatus(res, 400);
    expect(res.json().error).toBe('Choose a file to upload as "image"');
    expect(await mediaFiles(ctx)).toEqual([]);
  });

  it('replaces the one there is and is removed with its files', async () => {
    const first = (
      await send('PUT', apiPaths.profileIcon, { data: await squarePng(512) })
    ).json<SiteImages>();
    const second = await send('PUT', apiPaths.profileIcon, {
      data: await squarePng(512, '#00aa00'),
    });
    expectStatus(second, 200);
    const keys = second.json<SiteImages>().icon?.favicons.map((f) => keyOf(f.url)) ?? [];
    expect(await mediaFiles(ctx)).toEqual([...keys].sort());
    for (const favicon of first.icon?.favicons ?? []) {
      expect(keys).not.toContain(keyOf(favicon.url));
    }
    expectStatus(await send('DELETE', apiPaths.profileIcon), 200);
    expect(await mediaFiles(ctx)).toEqual([]);
    expect(await readImages()).toEqual({ portrait: null, icon: null });
  });

  it('keeps one icon when two are uploaded at once: the other one leaves no row or file', async () => {
    const [a, b] = await Promise.all([
      send('PUT', apiPaths.profileIcon, { data: await squarePng(512) }),
      send('PUT', apiPaths.profileIcon, { data: await squarePng(512, '#00aa00') }),
    ]);
    expectStatus(a, 200);
    expectStatus(b, 200);
    const { icon } = await readImages();
    expect(await mediaFiles(ctx)).toEqual(icon?.favicons.map((f) => keyOf(f.url)).sort());
    expect(await ctx.db.selectFrom('media').selectAll().execute()).toHaveLength(1);
  });

  it('names the web manifest, whose icons are the 192 and 512 favicons', async () => {
    const builtIn = await ctx.app.inject({ method: 'GET', url: WEB_MANIFEST_PATH });
    expectStatus(builtIn, 200);
    expect(builtIn.json().icons).toEqual([
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ]);
    const { icon } = (
      await send('PUT', apiPaths.profileIcon, { data: await squarePng(512) })
    ).json<SiteImages>();
    const res = await ctx.app.inject({ method: 'GET', url: WEB_MANIFEST_PATH });
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.etag).toBeDefined();
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Your Name',
      start_url: '/',
      display: 'browser',
      theme_color: '#f8f9fa',
    });
    expect(manifest.icons).toEqual(
      [192, 512].map((size) => ({
        src: icon?.favicons.find((f) => f.width === size)?.url,
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
    );
    const again = await ctx.app.inject({
      method: 'GET',
      url: WEB_MANIFEST_PATH,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expectStatus(again, 304);
  });
});

describe('who may change them', () => {
  it.each([
    ['PUT', apiPaths.profilePhoto],
    ['DELETE', apiPaths.profilePhoto],
    ['PUT', apiPaths.profileIcon],
    ['DELETE', apiPaths.profileIcon],
  ] as const)('%s %s: anonymous 401, a viewer 403, nothing changed', async (method, url) => {
    const file = method === 'PUT' ? { data: await squarePng(512) } : undefined;
    const before = await contentState(ctx);
    expectStatus(await send(method, url, file, {}), 401);
    const viewer = await ctx.openSession(VIEWER.userId);
    expectStatus(await send(method, url, file, ctx.auth(viewer)), 403);
    expect(await contentState(ctx)).toEqual(before);
  });
});
