import {
  apiPaths,
  BLOG_FEED_PATH,
  FEED_PATH,
  type Post,
  type PostPreviewLink,
  postPath,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../test/app.js';
import { addPost, editPost, sendPost } from '../test/posts.js';
import { sourceWeb } from '../test/web.js';

const ORIGIN = 'https://example.com';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'example.com' } });

const navLinks = (html: string) => {
  const nav = html.slice(html.indexOf('<nav id="site-nav"'), html.indexOf('</nav>'));
  return [...nav.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
};

describe('a scheduled post', () => {
  it('appears at its time on every kept page and feed, without a restart', async () => {
    const at = new Date(ctx.clock.now.getTime() + MINUTE);
    const post = await addPost(ctx, ctx.token, {
      title: 'On time',
      status: 'scheduled',
      publishAt: at.toISOString(),
    });
    // Before its time: kept pages and feeds without it, the spec's navigation as it is.
    const about = await get('/about');
    expect(navLinks(about.body)).not.toContain('/blog');
    const feed = await get(FEED_PATH);
    expect(feed.body).not.toContain('On time');
    expectStatus(await get('/blog'), 404);
    expectStatus(await get(postPath(post.slug)), 404);
    expectStatus(await get(BLOG_FEED_PATH), 200);
    expect((await get(BLOG_FEED_PATH)).body).not.toContain('On time');
    // Kept: the same answers again.
    expect((await get('/about')).headers.etag).toBe(about.headers.etag);

    ctx.clock.advance(MINUTE);
    const after = await get('/about');
    expect(after.headers.etag).not.toBe(about.headers.etag);
    expect(navLinks(after.body)).toContain('/blog');
    expect((await get(FEED_PATH)).body).toContain('On time');
    expect((await get(BLOG_FEED_PATH)).body).toContain('On time');
    expect((await get('/blog')).body).toContain('On time');
    expectStatus(await get(postPath(post.slug)), 200);
    expect((await get('/sitemap.xml')).body).toContain(`${ORIGIN}${postPath(post.slug)}<`);
  });

  it('leaves the site as the spec has it while no post is published', async () => {
    await addPost(ctx, ctx.token, { title: 'A draft' });
    const html = (await get('/')).body;
    expect(navLinks(html)).toEqual(['/', '/about', '/projects', '/certificates', '/resume']);
    expect(html).not.toContain(BLOG_FEED_PATH);
    expect(html).toContain(': projects" href="https://example.com/feed.xml"');
    expect((await get('/sitemap.xml')).body).not.toContain('/blog');
    expectStatus(await get('/blog'), 404);
  });
});

describe('a private preview link', () => {
  async function previewOf(post: Post, hours?: number): Promise<PostPreviewLink> {
    const res = await sendPost(
      ctx,
      ctx.token,
      'POST',
      apiPaths.posts.preview(post._id),
      hours === undefined ? {} : { hours },
    );
    expectStatus(res, 200);
    return res.json<PostPreviewLink>();
  }

  it('shows a draft as it is saved to whoever has it, kept out of indexes and caches', async () => {
    const post = await addPost(ctx, ctx.token, { title: 'Secret draft', body: 'Draft **body**.' });
    const link = await previewOf(post, 2);
    expect(link.url).toMatch(
      /^https:\/\/example\.com\/blog\/preview\/[0-9a-f]{24}\.\d+\.[\w-]{43}$/,
    );
    expect(link.expiresAt).toBe(new Date(ctx.clock.now.getTime() + 2 * HOUR).toISOString());
    const path = new URL(link.url).pathname;
    const res = await get(path);
    expectStatus(res, 200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).not.toContain('application/ld+json');
    expect(res.body).toContain('Secret draft');
    expect(res.body).toContain('<strong>body</strong>');
    expect(res.body).toContain('A private preview');

    // It shows the post as it is saved now.
    expectStatus(await editPost(ctx, ctx.token, post, { body: 'Changed.' }), 200);
    expect((await get(path)).body).toContain('Changed.');

    ctx.clock.advance(2 * HOUR);
    const expired = await get(path);
    expectStatus(expired, 404);
    expect(expired.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('is refused when its signature, id or time was changed, and once its post is deleted', async () => {
    const post = await addPost(ctx, ctx.token);
    const path = new URL((await previewOf(post)).url).pathname;
    const [id, expires, signature] = path.slice('/blog/preview/'.length).split('.');
    const other = await addPost(ctx, ctx.token, { title: 'Other' });
    for (const forged of [
      `${id}.${expires}.${signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${other._id}.${expires}.${signature}`,
      `${id}.${Number(expires) + HOUR}.${signature}`,
      `${id}.${expires}`,
      'not-a-token',
    ]) {
      expectStatus(await get(`/blog/preview/${forged}`), 404);
    }
    expectStatus(await get(path), 200);
    expectStatus(await sendPost(ctx, ctx.token, 'DELETE', apiPaths.posts.delete(post._id)), 200);
    expectStatus(await get(path), 404);
  });

  it('is made for a post that exists, for at most 30 days', async () => {
    expectStatus(
      await sendPost(ctx, ctx.token, 'POST', apiPaths.posts.preview('a'.repeat(24)), {}),
      404,
    );
    const post = await addPost(ctx, ctx.token);
    expectStatus(
      await sendPost(ctx, ctx.token, 'POST', apiPaths.posts.preview(post._id), { hours: 721 }),
      400,
    );
  });
});
