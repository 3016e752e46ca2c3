import fs from 'node:fs';
import {
  apiPaths,
  LIMITS,
  POST_IMPORT_FIELD,
  type Post,
  type PostImportPlan,
} from '@portfolio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, type OwnerTestContext, ownerAppPerTest } from '../../test/app.js';
import { contentState, expectNothingStored } from '../../test/content.js';
import {
  type FakeUpstream,
  startFakeUpstream,
  type UpstreamAnswer,
} from '../../test/fake-upstream.js';
import { image, multipart } from '../../test/multipart.js';
import { sendPost } from '../../test/posts.js';

// Covers named in front matter by an http(s) URL elsewhere (dev.to's `cover_image`, Hugo's
// `image`): read once through the image pipeline on import, on a loopback server here.

const PHOTO = fs.readFileSync(image('DSCN0010.jpg'));

let fake: FakeUpstream;
beforeEach(async () => {
  fake = await startFakeUpstream();
});
afterEach(() => fake.close());

const postFile = (title: string, cover: string) =>
  `---\ntitle: ${title}\ncover_image: ${cover}\nstatus: draft\n---\n\nSome words.\n`;

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

function sendImport(ctx: OwnerTestContext, url: string, data: Uint8Array) {
  const form = multipart({}, [
    { field: POST_IMPORT_FIELD, filename: 'posts.zip', data: Buffer.from(data) },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, ...ctx.auth(ctx.token) },
    payload: form.payload,
  });
}

const listPosts = async (ctx: OwnerTestContext) =>
  (await sendPost(ctx, ctx.token, 'GET', apiPaths.posts.list)).json<Post[]>();

/** A refused import: a 400 whose message and details name the cover's URL, and nothing stored. */
async function expectRefused(
  ctx: OwnerTestContext,
  res: LightMyRequestResponse,
  url: string,
  reason: RegExp,
) {
  expectStatus(res, 400);
  const body = res.json<{ error: string; details: { field: string; message: string }[] }>();
  expect(body.error).toContain(url);
  expect(body.details).toEqual([{ field: 'second.md', message: expect.stringMatching(reason) }]);
  expect(body.details[0]?.message).toContain(url);
  expect(await listPosts(ctx)).toEqual([]);
}

/**
 * An import of two posts whose second cover is answered `answer`: refused for `reason`, naming
 * it, and nothing is stored. The first file's cover is taken, the second's fails: the first's
 * image goes too.
 */
async function expectImportRefused(
  ctx: OwnerTestContext,
  answer: () => UpstreamAnswer,
  reason: RegExp,
) {
  fake.answer = (request) =>
    request.path === '/good.jpg' ? { status: 200, raw: PHOTO } : answer();
  const bad = `${fake.url}/bad.jpg`;
  const before = await contentState(ctx);
  const res = await sendImport(
    ctx,
    apiPaths.posts.import,
    zip({
      'first.md': postFile('First', `${fake.url}/good.jpg`),
      'second.md': postFile('Second', bad),
    }),
  );
  await expectRefused(ctx, res, bad, reason);
  await expectNothingStored(ctx, before, 1);
}

describe('a cover elsewhere on the web, with ALLOW_PRIVATE_UPSTREAMS (loopback allowed)', () => {
  const ctx = ownerAppPerTest({ ALLOW_PRIVATE_UPSTREAMS: '1' });

  it('is read once through the image pipeline on import, after a redirect, and the post shows it', async () => {
    fake.answer = (request): UpstreamAnswer =>
      request.path === '/old/cover.jpg'
        ? { status: 301, headers: { location: '/cover.jpg' } }
        : request.path === '/cover.jpg'
          ? { status: 200, raw: PHOTO, headers: { 'content-type': 'image/jpeg' } }
          : { status: 404 };
    const cover = `${fake.url}/old/cover.jpg`;
    const files = zip({
      'first.md': postFile('First', cover),
      'second.md': postFile('Second', cover),
    });

    // The preview reads nothing: it says what would be added.
    const preview = await sendImport(ctx, apiPaths.posts.importPreview, files);
    expectStatus(preview, 200);
    expect(preview.json<PostImportPlan>().files.map((f) => [f.action, f.problems])).toEqual([
      ['add', []],
      ['add', []],
    ]);
    expect(fake.requests).toHaveLength(0);

    const res = await sendImport(ctx, apiPaths.posts.import, files);
    expectStatus(res, 200);
    // One read for both posts, its redirect followed.
    expect(fake.requests.map((r) => r.path)).toEqual(['/old/cover.jpg', '/cover.jpg']);
    const posts = await listPosts(ctx);
    expect(posts).toHaveLength(2);
    const [first, second] = posts;
    expect(first?.cover).toMatch(/\/media\/images\/[0-9a-f]+\/\d+-[0-9a-f]+\.webp$/);
    expect(second?.cover).toBe(first?.cover);
    expect(first?.coverVariants.length).toBeGreaterThan(0);
    const file = await ctx.app.inject({
      method: 'GET',
      url: new URL(first?.cover ?? '').pathname,
    });
    expectStatus(file, 200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['a 404', () => ({ status: 404 }), /cover .+ answered 404$/],
    [
      'something else than an image',
      () => ({ status: 200, raw: '<html>hi</html>', headers: { 'content-type': 'image/png' } }),
      /cover .+ is refused: This file is not accepted/,
    ],
    [
      'a file over the upload limit',
      () => ({ status: 200, raw: Buffer.alloc(LIMITS.uploadMaxBytes + 1) }),
      /cover .+ is larger than \d+ bytes$/,
    ],
    [
      'redirects without end',
      () => ({ status: 302, headers: { location: '/again' } }),
      /cover .+ redirects too many times$/,
    ],
    [
      'a redirect to another scheme',
      () => ({ status: 302, headers: { location: 'file:///etc/passwd' } }),
      /cover .+ is not an http\(s\) URL$/,
    ],
  ])('refuses the import when it is %s, naming it, and stores nothing', (_, answer, reason) =>
    expectImportRefused(ctx, answer, reason),
  );
});

// A cover that never comes is cut at REMOTE_IMAGE_TIMEOUT_MS: 1 s on an app of its own here (the
// first cover, on loopback, comes under it too), 10 s by default.
describe('a cover elsewhere on the web that does not come in time', () => {
  const ctx = ownerAppPerTest({ ALLOW_PRIVATE_UPSTREAMS: '1', REMOTE_IMAGE_TIMEOUT_MS: '1000' });

  it('refuses the import when it is too slow to answer, naming it, and stores nothing', () =>
    expectImportRefused(
      ctx,
      () => ({ status: 200, raw: PHOTO, stalls: true }),
      /cover .+ did not answer in time$/,
    ));
});

describe('a cover on a loopback or private host, without ALLOW_PRIVATE_UPSTREAMS', () => {
  const ctx = ownerAppPerTest();

  it('is refused before any request, naming it, and nothing is stored', async () => {
    fake.answer = () => ({ status: 200, raw: PHOTO });
    const cover = `${fake.url}/cover.jpg`;
    const before = await contentState(ctx);
    const res = await sendImport(
      ctx,
      apiPaths.posts.import,
      zip({ 'first.md': postFile('First', ''), 'second.md': postFile('Second', cover) }),
    );
    await expectRefused(ctx, res, cover, /on a loopback or private network$/);
    expect(fake.requests).toHaveLength(0);
    await expectNothingStored(ctx, before, 1);
  });
});
