import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Post } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import { ROOT } from '../fixtures/server.js';
import { useSite } from '../fixtures/suite.js';

// The blog as a reader without JavaScript finds it: the list with its tag filter and pages of
// plain links, a post with its code highlighted by the server; and a post page's scripts, no more
// than Home's.
const CLIENT = path.join(ROOT, 'apps/web/dist/client');

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

interface Chunk {
  file: string;
  imports?: string[];
}

/** A manifest entry's file and every file it imports, transitively. */
function closure(chunks: Record<string, Chunk>, key: string, into = new Set<string>()) {
  const chunk = chunks[key];
  if (!chunk) throw new Error(`The build has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(chunks, imported, into);
  return into;
}

/** The scripts a served page loads before interaction: its module script and its preloads. */
function scriptsOf(html: string): string[] {
  return [
    ...[...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map(([, src]) => src),
    ...[...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map(
      ([, href]) => href,
    ),
  ]
    .filter((file): file is string => file !== undefined)
    .sort();
}

const gzipped = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(CLIENT, file))).length, 0);

describe('JavaScript of a post', () => {
  it('is no more than Home’s: the entry and the post page’s own small chunk, no highlighter', async () => {
    const chunks = JSON.parse(
      fs.readFileSync(path.join(CLIENT, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, Chunk>;
    const html = async (pagePath: string) => (await fetch(site.server.publicUrl + pagePath)).text();
    const post = scriptsOf(await html(`/blog/${posts[0]?.slug}`));
    const home = scriptsOf(await html('/'));
    const expected = [
      ...closure(chunks, 'src/app/pages/post.tsx', closure(chunks, 'index.html')),
    ].sort();
    expect(post).toEqual(expected);
    console.warn(
      `JavaScript of a post: ${(gzipped(post) / 1000).toFixed(1)} kB gzip; Home: ${(gzipped(home) / 1000).toFixed(1)} kB`,
    );
    expect(gzipped(post)).toBeLessThanOrEqual(gzipped(home));
    for (const file of post) {
      expect(fs.readFileSync(path.join(CLIENT, file), 'utf8')).not.toContain('hljs');
    }
  });
});
