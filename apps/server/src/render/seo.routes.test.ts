import { caseStudyPath, DEFAULT_PROFILE, type Project, PUBLIC_PAGES } from '@portfolio/contract';
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { putProfile, seedCertificate, seedProject } from '../test/content.js';

const DAY = 24 * 60 * 60_000;

// One app for the file: every test only reads (the profile and a tagged project, then a day later
// a certificate, and a day after a project with a case study, are there from the start).
const ctx = testAppPerFile({ PUBLIC_ORIGIN: 'https://example.com' });
let profileSaved: string;
let withCaseStudy: Project;
beforeAll(async () => {
  const token = await ctx.openSession();
  await putProfile(ctx, token, DEFAULT_PROFILE);
  profileSaved = ctx.clock.now.toISOString();
  await seedProject(ctx, token, { tags: 'rust,web' });
  ctx.clock.advance(DAY);
  await seedCertificate(ctx, token);
  ctx.clock.advance(DAY);
  withCaseStudy = await seedProject(ctx, token, { title: 'Engine', case_study: '# How' });
});

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
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The blog is listed only while a post is published (posts-seo.test.ts): none is here.
    expect(locs).toEqual([
      ...PUBLIC_PAGES.filter(
        (page) => page.inSitemap && !('inNav' in page && page.inNav === 'withPosts'),
      ).map((page) => `https://example.com${page.path}`),
      `https://example.com${caseStudyPath(withCaseStudy.slug)}`,
    ]);
    expect(locs.slice(0, 5)).toEqual([
      'https://example.com/',
      'https://example.com/about',
      'https://example.com/projects',
      'https://example.com/certificates',
      'https://example.com/resume',
    ]);
    // Pages filtered by a tag point to /projects as their canonical address: not listed.
    expect(res.body).not.toContain('tag=');
  });

  it('gives every page the time of the latest change of what it shows', async () => {
    const res = await get('/sitemap.xml', 'example.com');
    const lastmod = Object.fromEntries(
      [
        ...res.body.matchAll(
          /<loc>https:\/\/example\.com([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g,
        ),
      ].map((m) => [m[1], m[2]]),
    );
    expect(lastmod).toEqual({
      '/': withCaseStudy.updatedAt,
      '/about': profileSaved,
      '/projects': withCaseStudy.updatedAt,
      '/certificates': new Date(Date.parse(profileSaved) + DAY).toISOString(),
      '/resume': profileSaved,
      [caseStudyPath(withCaseStudy.slug)]: withCaseStudy.updatedAt,
    });
  });

  it('is not served on the admin host', async () => {
    const res = await get('/sitemap.xml', 'admin.example.com');
    expectStatus(res, 404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
