import {
  apiPaths,
  caseStudyPath,
  DEFAULT_PROFILE,
  type Profile,
  type Project,
  SITE_IMAGE_FIELD,
} from '@portfolio/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { addProject, putProfile, sendForm, toggleStatus } from '../test/content.js';
import { image } from '../test/multipart.js';
import { expectSocialImagePng, metaContent, sourceWeb } from '../test/web.js';

const ORIGIN = 'https://example.com';

// One app for the file: the photos are uploaded once (the image process draws them all).
const ctx = testAppPerFile({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });
let token: string;
let project: Project;
let hidden: Project;
beforeAll(async () => {
  token = await ctx.openSession();
  const res = await sendForm(
    ctx,
    { method: 'PUT', url: apiPaths.profilePhoto, token },
    {},
    { field: SITE_IMAGE_FIELD, path: image('DSCN0010.jpg') },
  );
  expectStatus(res, 200);
  project = await addProject(ctx, token, { title: 'Analytical Engine', case_study: '# How' });
  hidden = await addProject(ctx, token, { title: 'Hidden', case_study: '# Why' });
  await toggleStatus(ctx, token, apiPaths.projects.status(hidden._id));
}, 60_000);

const get = (url: string, host = 'example.com') =>
  ctx.app.inject({ method: 'GET', url, headers: { host } });

/** The social image a page's head names, fetched as a sharing site would. */
async function shared(path: string) {
  const page = await get(path);
  expectStatus(page, 200);
  const url = metaContent(page.body, 'property="og:image"') ?? '';
  expect(url.startsWith(`${ORIGIN}/og/`)).toBe(true);
  const res = await get(url.slice(ORIGIN.length));
  expectStatus(res, 200);
  return { html: page.body, url, res, png: res.rawPayload };
}

function expectCard(png: Buffer) {
  expectSocialImagePng(png);
  expect(png.length).toBeLessThan(300 * 1024);
}

describe('social images', () => {
  it('names an absolute 1200×630 PNG under 300 kB, with its alt, on every public page', async () => {
    const paths = ['/', '/about', '/projects', '/certificates', '/resume', '/contact'];
    for (const path of [...paths, caseStudyPath(project.slug)]) {
      const { html, res, png } = await shared(path);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expectCard(png);
      expect(metaContent(html, 'property="og:image:width"')).toBe('1200');
      expect(metaContent(html, 'property="og:image:height"')).toBe('630');
      expect(metaContent(html, 'property="og:image:type"')).toBe('image/png');
      expect(metaContent(html, 'name="twitter:card"')).toBe('summary_large_image');
      expect(metaContent(html, 'property="og:image:alt"')).toContain(DEFAULT_PROFILE.ownerName);
      expect(metaContent(html, 'property="og:url"')).toBe(ORIGIN + path);
    }
  }, 60_000);

  it("draws a case study from its project: the alt text is the project's", async () => {
    const { html, url } = await shared(caseStudyPath(project.slug));
    expect(url).toMatch(new RegExp(`/og/projects/${project.slug}\\.png\\?v=[\\w-]{12}$`));
    expect(metaContent(html, 'property="og:image:alt"')).toBe(
      `Analytical Engine, a project by ${DEFAULT_PROFILE.ownerName}: ${project.description}`,
    );
    expect(metaContent(html, 'property="og:type"')).toBe('article');
  });

  it('gives a page filtered by a tag the image of /projects', async () => {
    const all = await get('/projects');
    const res = await ctx.app.inject({ method: 'GET', url: '/projects?tag=none' });
    expect(res.statusCode).toBe(404);
    expect(metaContent(all.body, 'property="og:image"')).toContain('/og/projects.png?v=');
  });

  it('draws the image again after a profile change, under a new URL', async () => {
    const before = await shared('/');
    const again = await get(before.url.slice(ORIGIN.length));
    expect(again.headers.etag).toBe(before.res.headers.etag);
    const changed: Profile = { ...DEFAULT_PROFILE, ownerName: 'Ada Lovelace' };
    await putProfile(ctx, token, changed);
    const after = await shared('/');
    expect(after.url).not.toBe(before.url);
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    expect(after.png.equals(before.png)).toBe(false);
    expect(metaContent(after.html, 'property="og:image:alt"')).toContain('Ada Lovelace');
    expectCard(after.png);
  }, 60_000);

  it('has none for a hidden project, an unknown page, or the admin host', async () => {
    for (const path of [
      `/og/projects/${hidden.slug}.png`,
      '/og/nothing.png',
      '/og/home.jpg',
      '/og/projects/Engine.png',
    ]) {
      const res = await get(path);
      expectStatus(res, 404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const admin = await get('/og/home.png', 'admin.example.com');
    expectStatus(admin, 404);
  });
});
