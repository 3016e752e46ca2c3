import {
  apiPaths,
  caseStudyPath,
  DEFAULT_PROFILE,
  FEED_PATH,
  SITE_IMAGE_FIELD,
  type SiteImages,
} from '@portfolio/contract';
import { XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed } from 'feedsmith';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../test/app.js';
import { putProfile, seedProject, sendForm, toggleStatus } from '../test/content.js';
import { image } from '../test/multipart.js';
import { sourceWeb } from '../test/web.js';

const ORIGIN = 'https://example.com';
const HOUR = 60 * 60_000;

const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });

const get = (url: string, host = 'example.com') =>
  ctx.app.inject({ method: 'GET', url, headers: { host } });

async function feed() {
  const res = await get(FEED_PATH);
  expectStatus(res, 200);
  // feedsmith forgives; the XML must be well-formed before any reader forgives it.
  expect(XMLValidator.validate(res.body)).toBe(true);
  return { res, parsed: parseAtomFeed(res.body) };
}

describe('/feed.xml', () => {
  it('lists the visible projects newest first, a case study with its page and its text', async () => {
    const older = await seedProject(ctx, ctx.token, { title: 'Older', tags: 'rust,web' });
    ctx.clock.advance(HOUR);
    const hidden = await seedProject(ctx, ctx.token, { title: 'Hidden' });
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(hidden._id));
    ctx.clock.advance(HOUR);
    const newer = await seedProject(ctx, ctx.token, {
      title: 'Engine <2>',
      case_study: '## How it works\n\nA [site path](/about).',
    });

    const { res, parsed } = await feed();
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers.etag).toBeDefined();
    expect(parsed.id).toBe(`${ORIGIN}/`);
    expect(parsed.title?.value).toBe(`${DEFAULT_PROFILE.brandTitle}: projects`);
    expect(parsed.icon).toBe(`${ORIGIN}/favicon.svg`);
    expect(parsed.authors?.[0]?.name).toBe(DEFAULT_PROFILE.ownerName);
    expect(parsed.links).toContainEqual({
      rel: 'self',
      type: 'application/atom+xml',
      href: `${ORIGIN}${FEED_PATH}`,
    });
    expect(parsed.updated).toBe(newer.updatedAt);

    const entries = parsed.entries ?? [];
    expect(entries.map((entry) => entry.title?.value)).toEqual(['Engine <2>', 'Older']);
    const [first, second] = entries;
    expect(first?.links?.[0]?.href).toBe(ORIGIN + caseStudyPath(newer.slug));
    expect(first?.published).toBe(newer.createdAt);
    expect(first?.content?.value).toContain('<h2>How it works</h2>');
    expect(first?.content?.value).toContain(`<img src="${newer.project_image}"`);
    expect(first?.id).toMatch(
      new RegExp(`^tag:example\\.com,\\d{4}-\\d\\d-\\d\\d:project/${newer._id}$`),
    );
    // Without a case study, the entry links the project's own site.
    expect(second?.links?.[0]?.href).toBe(older.website_link);
    expect(second?.categories?.map((category) => category.term)).toEqual(['rust', 'web']);
    expect(second?.summary?.value).toBe(older.description);
    expect(res.body).not.toContain('Hidden');
  });

  it('dates a project by its own date, not by when it was added, and orders by it', async () => {
    const undated = await seedProject(ctx, ctx.token, { title: 'Added first, undated' });
    ctx.clock.advance(HOUR);
    await seedProject(ctx, ctx.token, { title: 'Old thesis', date: '2019' });
    ctx.clock.advance(HOUR);
    await seedProject(ctx, ctx.token, { title: 'Imported today', date: '2023-05' });

    const entries = (await feed()).parsed.entries ?? [];
    expect(entries.map((entry) => [entry.title?.value, entry.published])).toEqual([
      ['Added first, undated', undated.createdAt],
      ['Imported today', '2023-05-01T00:00:00.000Z'],
      ['Old thesis', '2019-01-01T00:00:00.000Z'],
    ]);
  });

  it('is kept per content version: the same ETag until a change, then the change', async () => {
    await seedProject(ctx, ctx.token, { title: 'First' });
    const before = await feed();
    const again = await get(FEED_PATH);
    expect(again.headers.etag).toBe(before.res.headers.etag);
    await putProfile(ctx, ctx.token, { ...DEFAULT_PROFILE, brandTitle: 'Ada' });
    const after = await feed();
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    expect(after.parsed.title?.value).toBe('Ada: projects');
  });

  it("names the uploaded site icon's 180 px PNG as its icon", async () => {
    const res = await sendForm(
      ctx,
      { method: 'PUT', url: apiPaths.profileIcon, token: ctx.token },
      {},
      { field: SITE_IMAGE_FIELD, path: image('square-icon.png') },
    );
    expectStatus(res, 200);
    const favicon = res.json<SiteImages>().icon?.favicons.find((f) => f.width === 180);
    expect(favicon?.url).toMatch(/^https:\/\/example\.com\/media\/icons\//);
    expect((await feed()).parsed.icon).toBe(favicon?.url);
  });

  it('is linked from the head of every public page', async () => {
    for (const path of ['/', '/about', '/projects', '/certificates', '/resume', '/contact']) {
      const res = await get(path);
      expect(res.body).toContain(
        `<link rel="alternate" type="application/atom+xml" title="${DEFAULT_PROFILE.brandTitle}: projects" href="${ORIGIN}${FEED_PATH}">`,
      );
    }
  });

  it('is not served on the admin host', async () => {
    const res = await get(FEED_PATH, 'admin.example.com');
    expectStatus(res, 404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
