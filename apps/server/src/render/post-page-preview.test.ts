import {
  apiPaths,
  ErrorCode,
  POST_LIMITS,
  type PostPagePreview,
  presetChoice,
  THEME_PRESETS,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, ownerAppPerTest, VIEWER } from '../test/app.js';
import { contentState } from '../test/content.js';
import { sendPost, uploadPostImage } from '../test/posts.js';
import { sourceWeb } from '../test/web.js';

const ctx = ownerAppPerTest({}, { web: sourceWeb });

const DRAFT = {
  title: 'Drawn as readers get it',
  summary: 'A draft.',
  body: [
    '## First',
    'Some $x^2$ math.',
    '## Second',
    '```ts\nconst answer = 42;\n```',
    '## Third',
    'The end.',
  ].join('\n\n'),
  tags: ['rust', 'web'],
  publishAt: '2026-11-20T10:00:00.000Z',
  canonicalUrl: 'https://dev.to/jane/drawn',
  syndication: ['https://medium.com/@jane/drawn'],
};

const preview = (body: object, token = ctx.token) =>
  sendPost(ctx, token, 'POST', apiPaths.posts.pagePreview, body);

describe("the post editor's page preview", () => {
  it("draws the post's public page in the site's theme, without scripts, and stores nothing", async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.theme,
      headers: ctx.auth(ctx.token),
      payload: presetChoice('studio'),
    });
    expectStatus(saved, 200);
    const cover = await uploadPostImage(ctx);
    const before = await contentState(ctx);
    const res = await preview({ ...DRAFT, cover: cover.url });
    expectStatus(res, 200);
    const { html, problems } = res.json<PostPagePreview>();
    expect(problems).toEqual([]);
    // The whole page: the stored theme's variables, the site's header, the light mode.
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="en" data-theme="light"');
    expect(html).toContain(`html:root{--bg:${THEME_PRESETS.studio.light.bg};`);
    // The post as its page draws it: title, dates, reading time, tags, cover, contents, body.
    expect(html).toMatch(/<h1[^>]*>Drawn as readers get it<\/h1>/);
    expect(html).toContain('20 November 2026');
    expect(html).toMatch(/1 min read/);
    expect(html).toContain('href="/blog?tag=rust"');
    expect(html).toContain(cover.url);
    expect(html).toContain('<nav class="toc"');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('class="katex"');
    expect(html).toMatch(/<link[^>]+href="\/katex\/[0-9a-f]+\/katex\.min\.css"/);
    expect(html).toContain('First published on');
    // Drawn in a frame that runs no script: none is sent.
    expect(html).not.toMatch(/<script(?! type="application\/json")/);
    expect(html).not.toContain('modulepreload');
    // A draft is never public: nothing stored, no page at its address.
    expect(await contentState(ctx)).toEqual(before);
    expectStatus(
      await ctx.app.inject({ method: 'GET', url: '/blog/drawn-as-readers-get-it' }),
      404,
    );
  });

  it('draws what a save refuses too, and names it', async () => {
    const res = await preview({
      title: '',
      body: 'Hello <b>raw</b> [x](javascript:alert(1))',
      cover: 'https://elsewhere.example/cover.png',
    });
    expectStatus(res, 200);
    const { html, problems } = res.json<PostPagePreview>();
    expect(html).toMatch(/<h1[^>]*>Untitled<\/h1>/);
    expect(html).not.toContain('<b>raw</b>');
    expect(html).not.toContain('href="javascript:');
    expect(problems.map((problem) => problem.field)).toContain('body');
    expect(problems).toContainEqual({
      field: 'cover',
      message: expect.stringContaining('https://elsewhere.example/cover.png'),
    });
  });

  it("keeps a save's bounds and is the Admin's alone", async () => {
    const long = await preview({ ...DRAFT, body: 'a'.repeat(POST_LIMITS.bodyMax + 1) });
    expectStatus(long, 400);
    expect(long.json()).toMatchObject({ code: ErrorCode.VALIDATION_ERROR });
    expectStatus(await preview({ ...DRAFT, title: 't'.repeat(POST_LIMITS.titleMax + 1) }), 400);
    expectStatus(await preview({ ...DRAFT, canonicalUrl: 'javascript:alert(1)' }), 400);
    expectStatus(
      await ctx.app.inject({ method: 'POST', url: apiPaths.posts.pagePreview, payload: DRAFT }),
      401,
    );
    const viewer = await ctx.login(VIEWER.userId, VIEWER.password);
    expectStatus(await preview(DRAFT, viewer), 403);
  });
});

describe('the page preview without the web app', () => {
  it('answers 404: a server of the API alone draws no page', async () => {
    const api = await createTestContext();
    const res = await api.app.inject({
      method: 'POST',
      url: apiPaths.posts.pagePreview,
      payload: DRAFT,
      headers: api.auth(await api.openSession()),
    });
    await api.close();
    expectStatus(res, 404);
  });
});
