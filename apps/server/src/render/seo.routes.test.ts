import { PUBLIC_PAGES } from '@portfolio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, type TestContext } from '../test/app.js';
import { seedProject } from '../test/content.js';

// One app for the file: every test only reads (a tagged project is there from the start).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_ORIGIN: 'https://example.com' });
  await seedProject(ctx, await ctx.openSession(), { tags: 'rust,web' });
});
afterAll(() => ctx.close());

const get = (url: string, host: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { host } });

describe('robots.txt', () => {
  it('allows the public site and names its sitemap', async () => {
    const res = await get('/robots.txt', 'example.com');
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n');
  });

  it('disallows everything on the admin host', async () => {
    const res = await get('/robots.txt', 'admin.example.com:3000');
    expectStatus(res, 200);
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page at the public origin', async () => {
    const res = await get('/sitemap.xml', 'example.com');
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      PUBLIC_PAGES.filter((page) => page.inSitemap).map(
        (page) => `https://example.com${page.path}`,
      ),
    );
    expect(locs).toEqual([
      'https://example.com/',
      'https://example.com/about',
      'https://example.com/projects',
      'https://example.com/certificates',
      'https://example.com/resume',
    ]);
    // Pages filtered by a tag point to /projects as their canonical address: not listed.
    expect(res.body).not.toContain('tag=');
  });

  it('is not served on the admin host', async () => {
    const res = await get('/sitemap.xml', 'admin.example.com');
    expectStatus(res, 404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
