import {
  apiPaths,
  DEFAULT_SETTINGS,
  PAGE_DATA_ELEMENT_ID,
  type PublicPageData,
  type SiteLanguages,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest, ownerCall } from '../../test/app.js';
import { notifications } from '../../test/content.js';
import { sourceWeb } from '../../test/web.js';

const ORIGIN = 'https://example.com';
const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });

const put = (payload: object, headers: Record<string, string> = ctx.auth(ctx.token)) =>
  ctx.app.inject({ method: 'PUT', url: apiPaths.languages, headers, payload });
const read = async () => {
  const res = await ownerCall(ctx, 'GET', apiPaths.languages);
  expectStatus(res, 200);
  return res.json<SiteLanguages>();
};

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { host: 'example.com', ...headers },
  });
  const json = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(res.body)?.[1];
  return { res, html: res.body, data: JSON.parse(json ?? 'null') as PublicPageData };
}

const THREE = { defaultLanguage: 'en', languages: ['en', 'pt', 'ar'] };

describe("the site's languages", () => {
  it('are English alone until the owner sets them, read and set by the Admin only', async () => {
    expect(await read()).toEqual({ defaultLanguage: 'en', languages: ['en'] });
    expectStatus(await ctx.app.inject({ method: 'GET', url: apiPaths.languages }), 401);
    expectStatus(await put(THREE, {}), 401);
    expect(await read()).toEqual({ defaultLanguage: 'en', languages: ['en'] });
  });

  it('are stored canonical, the default first, and the change is told to the owner', async () => {
    const res = await put({ defaultLanguage: 'EN', languages: ['pt-br', 'en', 'AR'] });
    expectStatus(res, 200);
    const expected = { defaultLanguage: 'en', languages: ['en', 'pt-BR', 'ar'] };
    expect(res.json()).toEqual(expected);
    expect(await read()).toEqual(expected);
    expect((await notifications(ctx, ctx.token))[0]?.notification_msg).toBe('Languages updated');
  });

  it('refuse a bad body with a 400 naming what is wrong, and change nothing', async () => {
    expectStatus(await put(THREE), 200);
    const refused = async (body: object, named: string) => {
      const res = await put(body);
      expectStatus(res, 400);
      expect(res.json<{ code: string }>().code).toBe('VALIDATION_ERROR');
      expect(res.body).toContain(named);
    };
    await refused({ defaultLanguage: 'en', languages: ['en', 'not a tag'] }, "'not a tag'");
    await refused({ defaultLanguage: 'en', languages: ['en', 'pt', 'PT'] }, "'pt' is listed twice");
    await refused({ defaultLanguage: 'en', languages: ['pt', 'ar'] }, "default language 'en'");
    for (const route of ['projects', 'about', 'api', 'resume', 'admin', 'media']) {
      await refused({ defaultLanguage: 'en', languages: ['en', route] }, `/${route}`);
    }
    await refused({ defaultLanguage: 'en', languages: [] }, 'languages');
    expect(await read()).toEqual(THREE);
    expectStatus((await page('/pt/projects')).res, 200);
  });
});

describe('a site in English alone', () => {
  it('answers its pages exactly as before: no language data, no switch, no alternates', async () => {
    const before = await page('/about');
    expectStatus(before.res, 200);
    expect(before.html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(before.html).not.toContain('hreflang');
    expect(before.data.pageLanguage).toBeUndefined();
    expect(String(before.res.headers.vary)).not.toContain('accept-language');
    expectStatus((await page('/pt/about')).res, 404);

    // Languages set, then English alone again: the same bytes as before.
    expectStatus(await put(THREE), 200);
    expectStatus(await put({ defaultLanguage: 'en', languages: ['en'] }), 200);
    expect((await page('/about')).html).toBe(before.html);
    const sitemap = await ctx.app.inject({ url: '/sitemap.xml', headers: { host: 'example.com' } });
    expect(sitemap.body).not.toContain('xhtml');
  });

  it("leaves the older client's settings call as it was", async () => {
    expectStatus(await put(THREE), 200);
    const res = await ownerCall(ctx, 'GET', apiPaths.settings);
    expectStatus(res, 200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
  });
});

describe('a site of several languages', () => {
  it('serves each page at its language prefix, in that language, the default at its path', async () => {
    expectStatus(await put(THREE), 200);
    const pt = await page('/pt/projects');
    expectStatus(pt.res, 200);
    expect(pt.html).toContain('<html lang="pt" dir="ltr">');
    expect(pt.html).toContain('MEUS Projetos');
    expect(pt.data.pageLanguage).toMatchObject({ language: 'pt', path: '/projects' });
    expect(pt.html).toContain(`<link rel="canonical" href="${ORIGIN}/pt/projects">`);

    const en = await page('/projects');
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    expect(en.html).toContain('MY Projects');
    for (const { html } of [pt, en]) {
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/projects">`);
      expect(html).toContain(`<link rel="alternate" hreflang="pt" href="${ORIGIN}/pt/projects">`);
      expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/projects">`);
      expect(html).toContain(
        `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/projects">`,
      );
    }

    const ar = await page('/ar/');
    expectStatus(ar.res, 200);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('href="/ar/about"');
  });

  it('answers the prefix alone, letter-case variants and unknown prefixes as the default does', async () => {
    expectStatus(await put(THREE), 200);
    const bare = await page('/pt');
    expectStatus(bare.res, 301);
    expect(bare.res.headers.location).toBe('/pt/');
    const upper = await page('/pt/Projects/');
    expectStatus(upper.res, 301);
    expect(upper.res.headers.location).toBe('/pt/projects');
    expectStatus((await page('/de/projects')).res, 404);
    expectStatus((await page('/pt/no-such-page')).res, 404);
    expectStatus((await page('/en/projects')).res, 404);
  });

  it("suggests the visitor's language with a link, never moves him, and keeps each answer apart", async () => {
    expectStatus(await put(THREE), 200);
    const asked = await page('/projects', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' });
    expectStatus(asked.res, 200);
    expect(asked.data.pageLanguage?.suggested).toBe('pt');
    expect(asked.html).toMatch(
      /Also in(<!-- -->)? <a href="\/pt\/projects" lang="pt" hrefLang="pt">/,
    );
    expect(asked.res.headers.vary).toContain('accept-language');
    const plain = await page('/projects');
    expect(plain.data.pageLanguage?.suggested).toBeUndefined();
    const { version, answers } = ctx.app.publicAnswers;
    const current = await version.read();
    expect(answers.get('page /projects', current)).toBeDefined();
    expect(answers.get('page /projects @ suggest pt', current)).toBeDefined();
    await page('/pt/projects');
    expect(answers.get('page /projects @/pt', current)).toBeDefined();
  });

  it('lists every page in every language in the sitemap, with its alternates', async () => {
    expectStatus(await put(THREE), 200);
    const res = await ctx.app.inject({ url: '/sitemap.xml', headers: { host: 'example.com' } });
    expect(res.body).toContain(`<loc>${ORIGIN}/pt/about</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/ar/</loc>`);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`,
    );
  });

  it("stops serving a language's pages once it is removed", async () => {
    expectStatus(await put(THREE), 200);
    expectStatus((await page('/pt/about')).res, 200);
    expectStatus(await put({ defaultLanguage: 'en', languages: ['en', 'ar'] }), 200);
    expectStatus((await page('/pt/about')).res, 404);
  });
});
