import { setImmediate } from 'node:timers/promises';
import {
  apiPaths,
  changeMessages,
  POST_IMPORT_FIELD,
  POST_IMPORT_LIMITS,
  POST_LIMITS,
  type Post,
  type PostImportPlan,
  type PostImportResult,
  type PostRender,
} from '@portfolio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest, ownerCall } from '../../test/app.js';
import { contentState, notifications } from '../../test/content.js';
import { multipart } from '../../test/multipart.js';
import { addPost, publishPost, sendPost } from '../../test/posts.js';

const ctx = ownerAppPerTest();

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

function sendImport(
  url: string,
  data: Uint8Array,
  filename = 'posts.zip',
): Promise<LightMyRequestResponse> {
  const form = multipart({}, [{ field: POST_IMPORT_FIELD, filename, data: Buffer.from(data) }]);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, ...ctx.auth(ctx.token) },
    payload: form.payload,
  });
}

async function preview(data: Uint8Array, filename?: string): Promise<PostImportPlan> {
  const res = await sendImport(apiPaths.posts.importPreview, data, filename);
  expectStatus(res, 200);
  return res.json<PostImportPlan>();
}

async function listPosts(): Promise<Post[]> {
  const res = await sendPost(ctx, ctx.token, 'GET', apiPaths.posts.list);
  expectStatus(res, 200);
  return res.json<Post[]>();
}

async function exported(): Promise<Record<string, string>> {
  const res = await ownerCall(ctx, 'GET', apiPaths.posts.export);
  expectStatus(res, 200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toBe('attachment; filename="posts.zip"');
  return Object.fromEntries(
    Object.entries(unzipSync(res.rawPayload)).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

/** A Jekyll post: its slug from its file name, published at its date. */
const JEKYLL = `---
title: "Hello, Jekyll"
date: 2024-01-31 10:00:00 +0000
tags: [Rust, web]
description: A first post.
---
## Hello

Some *text*.
`;

/** A dev.to export: a draft (published: false), tags separated by commas, a canonical URL. */
const DEVTO = `---
title: From dev.to
published: false
tags: rust, c++
canonical_url: https://dev.to/ada/from-dev-to
---
Body of the draft.
`;

/** A Hugo page bundle: its slug from its folder, a draft. */
const HUGO = `---
title: Hugo bundle
draft: true
slug: hugo-bundle
---
Text.
`;

describe('importing Markdown files with front matter', () => {
  it('previews what each file would give and what it refuses, storing nothing', async () => {
    await addPost(ctx, ctx.token, { title: 'Taken', slug: 'taken' });
    const before = await contentState(ctx);
    const plan = await preview(
      zip({
        '_posts/2024-01-31-hello-jekyll.md': JEKYLL,
        'devto/from-dev-to.md': DEVTO,
        'content/hugo-bundle/index.md': HUGO,
        'no-yaml.md': '---\ntitle: [unclosed\n---\nText\n',
        'no-title.md': '---\ntags: [a]\n---\nText\n',
        'taken.md': '---\ntitle: Taken again\nslug: taken\n---\nText\n',
        'twice-a.md': '---\ntitle: Twice\nslug: twice\n---\nA\n',
        'twice-b.md': '---\ntitle: Twice again\nslug: twice\n---\nB\n',
        'too-long.md': `---\ntitle: Too long\n---\n${'a'.repeat(POST_LIMITS.bodyMax + 1)}`,
        'html.md': '---\ntitle: Raw HTML\n---\n<script>alert(1)</script>\n',
        'script.md': '---js\n{ title: (globalThis.ranFrontMatter = "yes") }\n---\nText\n',
        'images/cover.png': 'not a post',
      }),
    );
    const byFile = Object.fromEntries(plan.files.map((file) => [file.file, file]));
    expect(byFile['_posts/2024-01-31-hello-jekyll.md']).toEqual({
      file: '_posts/2024-01-31-hello-jekyll.md',
      action: 'add',
      title: 'Hello, Jekyll',
      slug: 'hello-jekyll',
      status: 'published',
      problems: [],
    });
    expect(byFile['devto/from-dev-to.md']).toMatchObject({ action: 'add', status: 'draft' });
    expect(byFile['content/hugo-bundle/index.md']).toMatchObject({
      action: 'add',
      slug: 'hugo-bundle',
      status: 'draft',
    });
    const problems = (name: string) => byFile[name]?.problems.map((p) => p.field);
    expect(byFile['no-yaml.md']?.action).toBe('refused');
    expect(problems('no-yaml.md')).toEqual(['front matter']);
    expect(byFile['no-yaml.md']?.problems[0]?.message).toMatch(/^is not YAML: /);
    expect(byFile['no-title.md']?.problems).toEqual([{ field: 'title', message: 'is required' }]);
    expect(byFile['taken.md']?.problems).toEqual([
      { field: 'slug', message: 'is taken by another post' },
    ]);
    expect(byFile['twice-a.md']?.action).toBe('add');
    expect(byFile['twice-b.md']?.problems).toEqual([
      { field: 'slug', message: 'is also the slug of twice-a.md' },
    ]);
    expect(byFile['too-long.md']?.problems).toEqual([
      { field: 'body', message: `must have at most ${POST_LIMITS.bodyMax} characters` },
    ]);
    expect(problems('html.md')).toEqual(['body']);
    expect(byFile['script.md']?.problems).toEqual([
      { field: 'front matter', message: 'is not YAML' },
    ]);
    expect((globalThis as { ranFrontMatter?: string }).ranFrontMatter).toBeUndefined();
    expect(byFile['images/cover.png']).toMatchObject({
      action: 'skipped',
      problems: [{ field: 'file', message: 'is not a Markdown file (.md)' }],
    });
    expect(await contentState(ctx)).toEqual(before);
  });

  it('refuses the whole import with a 400 naming each file and field, storing nothing', async () => {
    const before = await contentState(ctx);
    const res = await sendImport(
      apiPaths.posts.import,
      zip({
        'good.md': JEKYLL,
        'no-title.md': '---\nsummary: x\n---\nText\n',
        'bad-date.md': '---\ntitle: Bad date\ndate: next tuesday\n---\nText\n',
      }),
    );
    expectStatus(res, 400);
    expect(res.json()).toEqual({
      error: 'Nothing was imported: 2 files cannot be imported',
      code: 'VALIDATION_ERROR',
      details: [
        { field: 'bad-date.md', message: 'date is not a date' },
        { field: 'no-title.md', message: 'title is required' },
      ],
    });
    const after = await contentState(ctx);
    expect(after.tables.posts).toEqual(before.tables.posts);
    expect(after.tables.post_versions).toEqual(before.tables.post_versions);
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      action: 'Create',
      status: 'Error',
      notification_msg:
        'Could not create the post import: Nothing was imported: 2 files cannot be imported',
    });
  });

  it('adds every file in one change: status, date, tags, summary and canonical URL as given', async () => {
    const res = await sendImport(
      apiPaths.posts.import,
      zip({ '2024-01-31-hello-jekyll.md': JEKYLL, 'from-dev-to.md': DEVTO, 'notes.txt': 'x' }),
    );
    expectStatus(res, 200);
    const { added } = res.json<PostImportResult>();
    expect(added.map((post) => [post.slug, post.status, post.revision])).toEqual([
      ['hello-jekyll', 'published', 1],
      ['from-dev-to', 'draft', 1],
    ]);
    expect(added[0]).toMatchObject({
      title: 'Hello, Jekyll',
      summary: 'A first post.',
      tags: ['rust', 'web'],
      publishedAt: '2024-01-31T10:00:00.000Z',
      body: '## Hello\n\nSome *text*.\n',
      visible: true,
    });
    expect(added[1]).toMatchObject({
      tags: ['rust', 'c++'],
      canonicalUrl: 'https://dev.to/ada/from-dev-to',
      publishedAt: null,
    });
    const [latest] = await notifications(ctx, ctx.token);
    expect(latest).toMatchObject({
      action: 'Create',
      status: 'Success',
      notification_msg: changeMessages.postsImported(2),
    });
    expect((await listPosts()).length).toBe(2);
  });

  it('imports one .md file, and refuses a file that is neither Markdown nor a zip', async () => {
    const res = await sendImport(apiPaths.posts.import, strToU8(HUGO), 'index.md');
    expectStatus(res, 200);
    expect(res.json<PostImportResult>().added.map((post) => post.slug)).toEqual(['hugo-bundle']);
    const text = await sendImport(apiPaths.posts.importPreview, strToU8('x'), 'notes.txt');
    expectStatus(text, 400);
    expect(text.json()).toMatchObject({
      details: [{ field: 'file', message: 'Send a Markdown file (.md) or a .zip of them' }],
    });
    const empty = await sendImport(apiPaths.posts.import, zip({ 'a.txt': 'x' }));
    expectStatus(empty, 400);
    expect(empty.json()).toMatchObject({
      error: 'Nothing was imported: the upload holds no Markdown file (.md)',
    });
  });

  it('lets kept answers through between the files of a large import', async () => {
    expectStatus(await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list }), 200);
    const files = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [
        `p${i}.md`,
        `---\ntitle: Post ${i}\n---\nText ${i}.\n`,
      ]),
    );
    let imported = false;
    const importing = sendImport(apiPaths.posts.import, zip(files)).finally(() => {
      imported = true;
    });
    let answeredMeanwhile = 0;
    while (!imported) {
      // A visitor's request comes from the network: one a turn of the event loop.
      await setImmediate();
      const list = await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list });
      expectStatus(list, 200);
      if (!imported) answeredMeanwhile += 1;
    }
    expectStatus(await importing, 200);
    expect((await listPosts()).length).toBe(200);
    // About one a file (two passes: checks, then writes). On SQLite the import's SQL runs at
    // once: without a pause between files only the upload's reading let a few through (38).
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(200);
  });

  it('bounds a zip: its entries, each file and the total unpacked; a damaged zip is a 400', async () => {
    const many = Object.fromEntries(
      Array.from({ length: POST_IMPORT_LIMITS.entriesMax + 1 }, (_, i) => [`p${i}.md`, 'x']),
    );
    const tooMany = await sendImport(apiPaths.posts.importPreview, zip(many));
    expectStatus(tooMany, 400);
    expect(tooMany.json()).toMatchObject({
      error: `The zip holds more than ${POST_IMPORT_LIMITS.entriesMax} entries`,
    });

    // A file whose header says it unpacks into more than a post may be: refused unread.
    const bomb = Buffer.from(zip({ 'bomb.md': 'a'.repeat(1000) }));
    const central = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(POST_IMPORT_LIMITS.fileMaxBytes + 1, central + 24);
    const plan = await preview(bomb);
    expect(plan.files).toEqual([
      {
        file: 'bomb.md',
        action: 'refused',
        title: '',
        slug: '',
        status: '',
        problems: [
          { field: 'body', message: `is over the limit of ${POST_LIMITS.bodyMax} characters` },
        ],
      },
    ]);

    const fileCount = Math.ceil(POST_IMPORT_LIMITS.totalMaxBytes / POST_IMPORT_LIMITS.fileMaxBytes);
    const filler = 'a'.repeat(POST_IMPORT_LIMITS.fileMaxBytes);
    const large = Object.fromEntries(
      Array.from({ length: fileCount + 1 }, (_, i) => [`p${i}.md`, filler]),
    );
    const tooLarge = await sendImport(apiPaths.posts.importPreview, zip(large));
    expectStatus(tooLarge, 400);
    expect(tooLarge.json()).toMatchObject({
      error: `The zip unpacks into more than ${POST_IMPORT_LIMITS.totalMaxBytes / 1024 / 1024} MB`,
    });

    const damaged = await sendImport(
      apiPaths.posts.importPreview,
      strToU8('PK\u0003\u0004 broken'),
    );
    expectStatus(damaged, 400);
    expect(damaged.json()).toMatchObject({ error: 'The zip file is damaged or not a zip file' });
  });
});

describe('exporting the posts', () => {
  it('gives each post back as a Markdown file with its front matter, which imports as it was', async () => {
    await publishPost(ctx, ctx.token, {
      title: 'Published: with a colon',
      slug: 'published',
      summary: 'Its summary',
      tags: ['rust', 'c++'],
      canonicalUrl: 'https://dev.to/ada/published',
      syndication: ['https://hashnode.com/@ada/published'],
      publishAt: '2025-03-01T09:30:00.000Z',
    });
    await addPost(ctx, ctx.token, { title: 'A draft', slug: 'a-draft', body: 'Draft body\n' });
    ctx.clock.advance(60_000);
    await addPost(ctx, ctx.token, {
      title: 'Later',
      slug: 'later',
      status: 'scheduled',
      publishAt: new Date(ctx.clock.now.getTime() + 3600_000).toISOString(),
    });
    const files = await exported();
    expect(Object.keys(files).sort()).toEqual(['a-draft.md', 'later.md', 'published.md']);
    expect(files['published.md']).toBe(
      [
        '---',
        "title: 'Published: with a colon'",
        'slug: published',
        'status: published',
        'date: 2025-03-01T09:30:00.000Z',
        'tags:',
        '  - rust',
        '  - c++',
        'summary: Its summary',
        "canonical: 'https://dev.to/ada/published'",
        'syndication:',
        "  - 'https://hashnode.com/@ada/published'",
        '---',
        '## Why',
        '',
        'Because a **second system** is one too many.',
        '',
        '```ts',
        'const x = 1;',
        '```',
        '',
      ].join('\n'),
    );
    expect(files['a-draft.md']).toBe(
      '---\ntitle: A draft\nslug: a-draft\nstatus: draft\ntags:\n  - rust\n  - web\nsummary: How the posts of this site are made.\n---\nDraft body\n',
    );

    const before = await listPosts();
    for (const post of before) {
      expectStatus(await sendPost(ctx, ctx.token, 'DELETE', apiPaths.posts.delete(post._id)), 200);
    }
    const zipped = zipSync(
      Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
    );
    expectStatus(await sendImport(apiPaths.posts.import, zipped), 200);
    const fields = [
      'slug',
      'title',
      'summary',
      'body',
      'tags',
      'status',
      'publishAt',
      'publishedAt',
      'canonicalUrl',
      'syndication',
    ] as const;
    const pick = (posts: Post[]) =>
      posts
        .toSorted((a, b) => a.slug.localeCompare(b.slug))
        .map((post) => Object.fromEntries(fields.map((field) => [field, post[field]])));
    expect(pick(await listPosts())).toEqual(pick(before));
    expect(await exported()).toEqual(files);
  });
});

describe("the editor's preview", () => {
  it('draws the Markdown as readers get it, says what a save would refuse, and stores nothing', async () => {
    const before = await contentState(ctx);
    const res = await sendPost(ctx, ctx.token, 'POST', apiPaths.posts.render, {
      body: '## Title\n\nSome $x^2$ math.\n\n<b>raw</b>\n',
    });
    expectStatus(res, 200);
    const render = res.json<PostRender>();
    expect(render.html).toContain('<h2 id="h-title"');
    expect(render.html).toContain('class="katex"');
    expect(render.html).not.toContain('<b>raw</b>');
    expect(render.mathStylesheet).toMatch(/^\/katex\/[0-9a-f]+\/katex\.min\.css$/);
    expect(render.problems.length).toBeGreaterThan(0);
    expect(render.problems.every((problem) => problem.field === 'body')).toBe(true);
    const plain = await sendPost(ctx, ctx.token, 'POST', apiPaths.posts.render, { body: 'Plain' });
    expect(plain.json<PostRender>()).toEqual({
      html: '<p>Plain</p>\n',
      mathStylesheet: '',
      problems: [],
    });
    expect(await contentState(ctx)).toEqual(before);
  });
});
