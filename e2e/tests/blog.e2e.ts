import type { Post } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import {
  buildFileText,
  gzippedSize,
  manifest,
  pageClosure,
  scriptsOf,
} from '../fixtures/page-scripts.js';
import { useSite } from '../fixtures/suite.js';

// The blog as a reader without JavaScript finds it: the list with its tag filter and pages of
// plain links, a post with its code highlighted by the server; and a post page's scripts, no more
// than Home's.
const BODY = [
  '## How it works',
  '',
  'Plain **Markdown**, rendered by the server.',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
].join('\n');

let posts: Post[] = [];
const site = useSite({
  seed: async ({ server }) => {
    const api = await ownerApi(server);
    posts = [];
    for (let day = 1; day <= 12; day++) {
      posts.push(
        await api.addPost({
          title: `Post number ${day}`,
          summary: `What post ${day} is about.`,
          body: BODY,
          tags: day % 3 === 0 ? ['rust'] : ['web'],
          status: 'published',
          publishAt: new Date(Date.UTC(2026, 0, day, 9)).toISOString(),
        }),
      );
    }
    await api.addPost({ title: 'A draft', status: 'draft' });
  },
});

describe('the blog without JavaScript', () => {
  it('lists the posts newest first, filters by tag and pages with plain links', async () => {
    const { page, close } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.server.publicUrl}/blog`);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    const titles = () => main.getByRole('heading', { level: 2 }).allTextContents();
    expect(await titles()).toEqual(Array.from({ length: 10 }, (_, i) => `Post number ${12 - i}`));
    expect(await main.getByText('12 January 2026').count()).toBe(1);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Blog' })
        .count(),
    ).toBe(1);

    await page
      .getByRole('navigation', { name: 'Pages of posts' })
      .getByRole('link', { name: 'Older' })
      .click();
    await page.waitForURL(`${site.server.publicUrl}/blog?page=2`);
    expect(await titles()).toEqual(['Post number 2', 'Post number 1']);

    await page
      .getByRole('navigation', { name: 'Filter posts by tag' })
      .getByRole('link', { name: 'rust' })
      .click();
    await page.waitForURL(`${site.server.publicUrl}/blog?tag=rust`);
    expect(await titles()).toEqual([
      'Post number 12',
      'Post number 9',
      'Post number 6',
      'Post number 3',
    ]);
    await close();
  });

  it('shows a post with its body rendered and highlighted by the server, and its neighbours', async () => {
    const { page, close } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.server.publicUrl}/blog`);
    await page.getByRole('link', { name: 'Post number 11' }).click();
    await page.waitForURL(`${site.server.publicUrl}/blog/${posts[10]?.slug}`);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Post number 11');
    expect(await main.getByRole('heading', { level: 2, name: 'How it works' }).count()).toBe(1);
    expect(await main.locator('.hljs-keyword', { hasText: 'const' }).count()).toBe(1);
    expect(await page.title()).toBe('Blog | Portfolio');
    await main.getByRole('link', { name: 'Post number 12 →' }).click();
    await page.waitForURL(`${site.server.publicUrl}/blog/${posts[11]?.slug}`);
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Post number 12');
    await close();
  });
});

describe('JavaScript of a post', () => {
  it('is no more than Home’s: the entry and the post page’s own small chunk, no highlighter', async () => {
    const chunks = manifest();
    const html = async (pagePath: string) => (await fetch(site.server.publicUrl + pagePath)).text();
    const post = scriptsOf(await html(`/blog/${posts[0]?.slug}`));
    const home = scriptsOf(await html('/'));
    const expected = [...pageClosure(chunks, 'src/app/pages/post.tsx')].sort();
    expect(post).toEqual(expected);
    console.warn(
      `JavaScript of a post: ${(gzippedSize(post) / 1000).toFixed(1)} kB gzip; Home: ${(gzippedSize(home) / 1000).toFixed(1)} kB`,
    );
    expect(gzippedSize(post)).toBeLessThanOrEqual(gzippedSize(home));
    for (const file of post) {
      expect(buildFileText(file)).not.toContain('hljs');
    }
  });
});
