import { apiPaths, caseStudyPath, DEFAULT_PROFILE, type Project } from '@portfolio/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { addProject } from '../test/content.js';
import { expectSocialImagePng, metaContent, sourceWeb } from '../test/web.js';

// The social images of a site in several languages (decision 038): each language's own.

const ORIGIN = 'https://example.com';

const ctx = testAppPerFile({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });
let token: string;
let project: Project;
beforeAll(async () => {
  token = await ctx.openSession();
  project = await addProject(ctx, token, { title: 'Analytical Engine', case_study: '# How' });
}, 60_000);

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'example.com' } });

const call = (method: 'PUT', url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method, url, payload, headers: { ...ctx.auth(token), host: 'example.com' } });

/** A page's social image as a sharing site sees it: the head's URL and alt, and the PNG. */
async function shared(path: string) {
  const page = await get(path);
  expectStatus(page, 200);
  const url = metaContent(page.body, 'property="og:image"') ?? '';
  const res = await get(url.slice(ORIGIN.length));
  expectStatus(res, 200);
  expect(res.headers['content-type']).toBe('image/png');
  const png = res.rawPayload;
  expectSocialImagePng(png);
  return {
    url,
    alt: metaContent(page.body, 'property="og:image:alt"'),
    png,
    etag: res.headers.etag,
  };
}

/**
 * The images of these pages, one after the other: drawn at once, on a loaded machine they ran
 * past the image process's time limit.
 */
async function sharedEach(paths: string[]) {
  const found = [];
  for (const path of paths) found.push(await shared(path));
  return found;
}

describe("a language's social images", () => {
  it('are drawn in its texts and words at its prefix; the default language keeps its URLs and bytes', async () => {
    const paths = ['/', '/about', caseStudyPath(project.slug)];
    const before = await sharedEach(paths);

    expectStatus(
      await call('PUT', apiPaths.languages, {
        defaultLanguage: 'en',
        languages: ['en', 'pt', 'ar'],
      }),
      200,
    );
    const texts = (language: string, kind: string, id: string, fields: Record<string, string>) =>
      call('PUT', apiPaths.translations.texts, { language, kind, id, fields });
    expectStatus(await texts('pt', 'project', project._id, { title: 'Máquina Analítica' }), 200);
    expectStatus(await texts('ar', 'project', project._id, { title: 'المحرك التحليلي' }), 200);
    expectStatus(await texts('ar', 'profile', 'profile', { greeting: 'مرحبا، أنا' }), 200);

    const after = await sharedEach(paths);
    expect(after.map(({ url, alt }) => ({ url, alt }))).toEqual(
      before.map(({ url, alt }) => ({ url, alt })),
    );
    for (const [index, drawn] of after.entries()) {
      expect(drawn.png.equals(before[index]?.png ?? Buffer.alloc(0))).toBe(true);
    }

    const about = await shared('/pt/about');
    expect(about.url).toMatch(/^https:\/\/example\.com\/pt\/og\/about\.png\?v=[\w-]{12}$/);
    expect(about.alt).toBe(
      `Sobre: ${DEFAULT_PROFILE.ownerName}, ${DEFAULT_PROFILE.typewriterLines.join(', ')}`,
    );
    expect(about.png.equals(after[1]?.png ?? Buffer.alloc(0))).toBe(false);

    const caseStudy = caseStudyPath(project.slug);
    const pt = await shared(`/pt${caseStudy}`);
    expect(pt.url.startsWith(`${ORIGIN}/pt/og/projects/${project.slug}.png?v=`)).toBe(true);
    expect(pt.alt).toBe(
      `Máquina Analítica, um projeto de ${DEFAULT_PROFILE.ownerName}: ${project.description}`,
    );
    const ar = await shared(`/ar${caseStudy}`);
    expect(ar.url.startsWith(`${ORIGIN}/ar/og/projects/${project.slug}.png?v=`)).toBe(true);
    expect(ar.alt).toContain('المحرك التحليلي، مشروع من');
    const english = after[2]?.png ?? Buffer.alloc(0);
    expect(ar.png.equals(english)).toBe(false);
    expect(ar.png.equals(pt.png)).toBe(false);

    const home = await shared('/ar/');
    expect(home.url.startsWith(`${ORIGIN}/ar/og/home.png?v=`)).toBe(true);
    expect(home.png.equals(after[0]?.png ?? Buffer.alloc(0))).toBe(false);
    // Kept per content version and language: asked again, the same answer.
    expect((await get(home.url.slice(ORIGIN.length))).headers.etag).toBe(home.etag);
  }, 120_000);

  it("are in the default language's words at today's paths when that is not English", async () => {
    const english = await shared('/about');
    expectStatus(
      await call('PUT', apiPaths.languages, { defaultLanguage: 'pt', languages: ['pt', 'en'] }),
      200,
    );
    const about = await shared('/about');
    expect(about.url).toMatch(/^https:\/\/example\.com\/og\/about\.png\?v=[\w-]{12}$/);
    expect(about.alt).toBe(
      `Sobre: ${DEFAULT_PROFILE.ownerName}, ${DEFAULT_PROFILE.typewriterLines.join(', ')}`,
    );
    expect(about.png.equals(english.png)).toBe(false);
    const en = await shared('/en/about');
    expect(en.url.startsWith(`${ORIGIN}/en/og/about.png?v=`)).toBe(true);
    expect(en.alt?.startsWith('About: ')).toBe(true);
    expect(en.png.equals(english.png)).toBe(true);
  }, 60_000);

  it('has none at a prefix that is no language of the site, nor for a page that is none', async () => {
    for (const path of ['/de/og/home.png', '/pt/og/nothing.png', '/pt/og/projects/none.png']) {
      expectStatus(await get(path), 404);
    }
  });
});
