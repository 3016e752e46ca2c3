import {
  apiPaths,
  BLOG_FEED_PATH,
  blogTagFeedPath,
  type CaseStudyImage,
  DEFAULT_PROFILE,
  FEED_PATH,
  POSTS_PER_PAGE,
  type Post,
  type PublicPageData,
  postPath,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed } from 'feedsmith';
import { mf2 } from 'microformats-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAdaSite } from '../test/ada-site.js';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { sendForm } from '../test/content.js';
import { image } from '../test/multipart.js';
import { addPost, editPost, publishPost } from '../test/posts.js';
import { checkJsonLd, jsonLdOf, nodeOfType, nodesOfType, valuesOf } from '../test/schema-org.js';
import { sourceWeb } from '../test/web.js';
import { readXml } from '../test/xml.js';

const ORIGIN = 'https://example.com';
const DAY = 24 * 3600_000;

// One app for the file: every test only reads what is stored here first. Posts published on
// days 1 to 12 of 2026 (the twelfth with a cover, canonical address and copies), a draft, one
// whose slug changed.
const ctx = testAppPerFile({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });
let posts: Post[];
let cover: CaseStudyImage;
let featured: Post;
let draft: Post;
let moved: Post;
let oldSlug: string;
beforeAll(async () => {
  await seedAdaSite(ctx);
  const token = await ctx.openSession();
  const upload = await sendForm(
    ctx,
    { method: 'POST', url: apiPaths.posts.image, token },
    {},
    { field: UPLOAD_FIELDS.postImage, path: image('DSCN0010.jpg') },
  );
  cover = upload.json<CaseStudyImage>();
  posts = [];
  for (let day = 1; day <= 11; day++) {
    posts.push(
      await publishPost(ctx, token, {
        title: `Post ${day}`,
        summary: `Summary ${day}.`,
        body: `Body of post ${day}.`,
        tags: day % 2 === 0 ? ['rust'] : ['web'],
        publishAt: new Date(Date.UTC(2026, 0, day, 9)).toISOString(),
      }),
    );
  }
  featured = await publishPost(ctx, token, {
    title: 'Writing <a blog>',
    summary: 'How the posts of this site are made.',
    body: `## Why\n\n${'word '.repeat(500)}\n\n\`\`\`ts\nconst x = 1;\n\`\`\`\n`,
    tags: ['rust', 'web'],
    cover: cover.url,
    canonicalUrl: 'https://dev.to/ada/writing-a-blog',
    syndication: ['https://hashnode.com/@ada/writing', 'https://medium.com/@ada/writing'],
    publishAt: new Date(Date.UTC(2026, 0, 12, 9)).toISOString(),
  });
  posts.push(featured);
  draft = await addPost(ctx, token, { title: 'Not yet', tags: ['draft-only'] });
  const first = await publishPost(ctx, token, {
    title: 'Moved',
    tags: ['go'],
    publishAt: '2025-06-01T00:00:00.000Z',
  });
  oldSlug = first.slug;
  moved = (await editPost(ctx, token, first, { slug: 'moved-here' })).json<Post>();
  ctx.clock.advance(DAY);
});

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'example.com' } });

async function page(url: string) {
  const res = await get(url);
  expectStatus(res, 200);
  return res.body;
}

const titlesOf = (html: string) =>
  [...html.matchAll(/<h2 id="post-[0-9a-f]{24}"[^>]*><a class="u-url" href="[^"]+">([^<]+)</g)].map(
    (match) => match[1],
  );

describe('/blog', () => {
  it('lists the visible posts newest first, ten a page, each with its date, reading time and summary', async () => {
    const html = await page('/blog');
    expect(titlesOf(html)).toEqual([
      'Writing &lt;a blog&gt;',
      ...Array.from({ length: 9 }, (_, i) => `Post ${11 - i}`),
    ]);
    expect(titlesOf(html)).toHaveLength(POSTS_PER_PAGE);
    expect(html).toContain(
      '<time class="dt-published" dateTime="2026-01-12T09:00:00.000Z">12 January 2026</time>',
    );
    expect(html).toContain(' · 3 min read');
    expect(html).toContain('Summary 11.');
    expect(html).toContain(`src="${cover.url}"`);
    expect(html).not.toContain('Not yet');
    expect(html).toContain('<a class="_pageLink');
    const second = await page('/blog?page=2');
    expect(titlesOf(second)).toEqual(['Post 2', 'Post 1', 'Moved']);
    expect(second).toContain(`<link rel="canonical" href="${ORIGIN}/blog?page=2">`);
    expectStatus(await get('/blog?page=3'), 404);
  });

  it('filters by a tag on the server, with plain links, and links the tag’s feed', async () => {
    const html = await page('/blog?tag=rust');
    expect(titlesOf(html)).toEqual([
      'Writing &lt;a blog&gt;',
      'Post 10',
      'Post 8',
      'Post 6',
      'Post 4',
      'Post 2',
    ]);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog">`);
    expect(html).toContain(`href="${ORIGIN}${blogTagFeedPath('rust')}"`);
    expect(html).toContain('href="/blog?tag=web"');
    // A tag only a draft has, or none has: a 404.
    expectStatus(await get('/blog?tag=draft-only'), 404);
    expectStatus(await get('/blog?tag=nothing'), 404);
  });

  it('is an h-feed of h-entries', async () => {
    const { items } = mf2(await page('/blog'), { baseUrl: `${ORIGIN}/blog` });
    const feed = items.find((item) => item.type?.includes('h-feed'));
    const entries = feed?.children ?? [];
    expect(entries).toHaveLength(POSTS_PER_PAGE);
    expect(entries[0]?.properties.name).toEqual(['Writing <a blog>']);
    expect(entries[0]?.properties.url).toEqual([`${ORIGIN}${postPath(featured.slug)}`]);
    expect(entries[0]?.properties.category).toEqual(['rust', 'web']);
  });
});

describe('/blog/<slug>', () => {
  it('shows the post: title, dates, reading time, tags, cover, body, neighbours and related posts', async () => {
    const html = await page(postPath(featured.slug));
    expect(html).toContain('<h1 class="');
    expect(html).toContain('Writing &lt;a blog&gt;</h1>');
    expect(html).toContain('12 January 2026');
    expect(html).toContain(' · 3 min read');
    expect(html).toContain('<h2 id="h-why">Why</h2>');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain(`src="${cover.url}"`);
    expect(html).toContain('href="/blog?tag=rust"');
    // The newest: a previous post and no next one.
    expect(html).toContain(`<a href="${postPath(posts[10]?.slug ?? '')}" rel="prev">`);
    expect(html).not.toContain('rel="next"');
    // Related: the newest posts sharing its tags.
    const related = html.slice(html.indexOf('Related posts'));
    expect(
      [...related.matchAll(/<a class="u-url p-name" href="[^"]+">([^<]+)</g)].map((m) => m[1]),
    ).toEqual(['Post 11', 'Post 10', 'Post 9']);
    const middle = await page(postPath(posts[4]?.slug ?? ''));
    expect(middle).toContain(`<a href="${postPath(posts[3]?.slug ?? '')}" rel="prev">`);
    expect(middle).toContain(`<a href="${postPath(posts[5]?.slug ?? '')}" rel="next">`);
  });

  it('carries its body once: in the markup, not again in the data the client hydrates from', async () => {
    const html = await page(postPath(featured.slug));
    const embedded = /<script type="application\/json" id="app-data">([^<]*)<\/script>/.exec(html);
    const data = JSON.parse(embedded?.[1] ?? '{}') as PublicPageData;
    expect(data.post?.post.title).toBe('Writing <a blog>');
    expect(data.post?.post.html).toBe('');
    expect(html).toMatch(/<div id="post-body" class="[^"]*"><div class="heading-anchored">/);
  });

  it('names where it was first published as its canonical, and where else it is', async () => {
    const html = await page(postPath(featured.slug));
    expect(html).toContain('<link rel="canonical" href="https://dev.to/ada/writing-a-blog">');
    expect(html).toContain('First published on');
    const { items } = mf2(html, { baseUrl: ORIGIN + postPath(featured.slug) });
    const entry = items.find((item) => item.type?.includes('h-entry'));
    expect(entry?.properties.syndication).toEqual([
      'https://hashnode.com/@ada/writing',
      'https://medium.com/@ada/writing',
    ]);
    expect(entry?.properties.name).toEqual(['Writing <a blog>']);
    expect(entry?.properties.published).toEqual(['2026-01-12T09:00:00.000Z']);
    expect(entry?.properties.category).toEqual(['rust', 'web']);
    expect(entry?.properties.url).toContain('https://dev.to/ada/writing-a-blog');
    const author = entry?.properties.author?.[0] as { properties?: { name?: unknown[] } };
    expect(author?.properties?.name).toEqual(['Ada Lovelace']);
    // Without a canonical address elsewhere, its own.
    expect(await page(postPath(posts[0]?.slug ?? ''))).toContain(
      `<link rel="canonical" href="${ORIGIN}${postPath(posts[0]?.slug ?? '')}">`,
    );
  });

  it('is a BlogPosting by the owner in its JSON-LD, and has a social image of its own', async () => {
    const html = await page(postPath(featured.slug));
    const documents = jsonLdOf(html);
    expect(documents).toHaveLength(1);
    const { nodes, problems } = await checkJsonLd(documents[0] ?? {});
    expect(problems).toEqual([]);
    const post = nodeOfType(nodes, 'BlogPosting');
    expect(valuesOf(post, 'headline')).toEqual(['Writing <a blog>']);
    expect(valuesOf(post, 'author')).toEqual([`${ORIGIN}/#person`]);
    expect(valuesOf(post, 'datePublished')).toEqual(['2026-01-12T09:00:00.000Z']);
    expect(valuesOf(post, 'sameAs')).toEqual(['https://dev.to/ada/writing-a-blog']);
    expect(valuesOf(nodeOfType(nodes, 'Person'), 'name')).toEqual(['Ada Lovelace']);
    const image = html.match(/<meta property="og:image" content="([^"]+)">/)?.[1] ?? '';
    expect(image).toContain(`${ORIGIN}/og${postPath(featured.slug)}.png?v=`);
    const png = await get(new URL(image).pathname);
    expectStatus(png, 200);
    expect(png.headers['content-type']).toBe('image/png');
    const blog = jsonLdOf(await page('/blog'));
    const listed = await checkJsonLd(blog[0] ?? {});
    expect(listed.problems).toEqual([]);
    expect(nodesOfType(listed.nodes, 'BlogPosting')).toHaveLength(POSTS_PER_PAGE);
  });

  it('is a 404 for a draft and an unknown slug, and a 301 from an old slug', async () => {
    expectStatus(await get(postPath(draft.slug)), 404);
    expectStatus(await get(postPath('no-such-post')), 404);
    const res = await get(postPath(oldSlug));
    expectStatus(res, 301);
    expect(res.headers.location).toBe(postPath(moved.slug));
  });
});

describe('the feeds', () => {
  async function feed(url: string) {
    const res = await get(url);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(readXml(res.body).errors).toEqual([]);
    return parseAtomFeed(res.body);
  }

  it('/blog/feed.xml carries the newest posts with their bodies', async () => {
    const parsed = await feed(BLOG_FEED_PATH);
    expect(parsed.title?.value).toBe(`${DEFAULT_PROFILE.brandTitle}: posts`);
    const entries = parsed.entries ?? [];
    expect(entries).toHaveLength(13);
    expect(entries[0]?.title?.value).toBe('Writing <a blog>');
    expect(entries[0]?.links?.[0]?.href).toBe(ORIGIN + postPath(featured.slug));
    expect(entries[0]?.content?.value).toContain('<h2>Why</h2>');
    expect(entries[0]?.id).toBe(`tag:example.com,2026-01-12:post/${featured._id}`);
    expect(entries.map((entry) => entry.title?.value)).not.toContain('Not yet');
  });

  it('/blog/tags/<tag>/feed.xml carries the posts with the tag; a tag none has is a 404', async () => {
    const parsed = await feed(blogTagFeedPath('rust'));
    expect(parsed.entries?.map((entry) => entry.title?.value)).toEqual([
      'Writing <a blog>',
      'Post 10',
      'Post 8',
      'Post 6',
      'Post 4',
      'Post 2',
    ]);
    expectStatus(await get(blogTagFeedPath('draft-only')), 404);
    expectStatus(await get(blogTagFeedPath('NOT A TAG')), 404);
  });

  it('the site’s feed gains the posts beside the projects', async () => {
    const parsed = await feed(FEED_PATH);
    expect(parsed.title?.value).toMatch(/: projects and posts$/);
    const titles = parsed.entries?.map((entry) => entry.title?.value) ?? [];
    expect(titles).toContain('Writing <a blog>');
    expect(titles).toContain('Post 1');
  });

  it('are linked from the head of every page', async () => {
    for (const path of ['/', '/blog', postPath(featured.slug)]) {
      const html = await page(path);
      expect(html).toContain(`href="${ORIGIN}${FEED_PATH}"`);
      expect(html).toContain(`href="${ORIGIN}${BLOG_FEED_PATH}"`);
    }
  });
});

describe('the sitemap and the navigation', () => {
  it('lists the blog and each visible post with when it last changed', async () => {
    const res = await get('/sitemap.xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const lastmod = Object.fromEntries(
      [
        ...res.body.matchAll(
          /<loc>https:\/\/example\.com([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g,
        ),
      ].map((m) => [m[1], m[2]]),
    );
    expect(lastmod['/blog']).toBeDefined();
    expect(lastmod[postPath(featured.slug)]).toBe(featured.updatedAt);
    expect(lastmod[postPath(moved.slug)]).toBe(moved.updatedAt);
    expect(lastmod[postPath(draft.slug)]).toBeUndefined();
    expect(Object.keys(lastmod).filter((path) => path.startsWith('/blog/'))).toHaveLength(13);
  });

  it('links the blog after the spec’s pages, once a post is published', async () => {
    const html = await page('/about');
    const nav = html.slice(html.indexOf('<nav id="site-nav"'), html.indexOf('</nav>'));
    expect([...nav.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/',
      '/about',
      '/projects',
      '/certificates',
      '/resume',
      '/blog',
    ]);
  });
});
