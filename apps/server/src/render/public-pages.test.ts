import {
  apiPaths,
  FAVICON_SIZES,
  PAGE_DATA_ELEMENT_ID,
  type Profile,
  type PublicPageData,
  SITE_IMAGE_FIELD,
  type SiteImages,
} from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../modules/profile/default-profile.js';
import { createTestContext, expectStatus, type TestContext } from '../test/app.js';
import {
  addQuote,
  addResume,
  addTimelineEntry,
  putProfile,
  seedCertificate,
  seedProject,
  sendForm,
  toggleStatus,
} from '../test/content.js';
import { image, pdf } from '../test/multipart.js';
import { sourceWeb } from '../test/web.js';

const ORIGIN = 'https://example.com';

let ctx: TestContext;
let token: string;
beforeEach(async () => {
  ctx = await createTestContext({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });
  token = await ctx.openSession();
});
afterEach(() => ctx.close());

async function page(url: string, host = 'example.com') {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { host } });
  const json = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(res.body)?.[1];
  return { res, html: res.body, data: JSON.parse(json ?? 'null') as PublicPageData };
}

/** The markup of #root, without the embedded data. */
const markup = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

const meta = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)">`).exec(html)?.[1];

describe('home', () => {
  it('holds the name, the greeting and every typewriter line in its HTML, and the head tags', async () => {
    const { res, html, data } = await page('/');
    expectStatus(res, 200);
    const root = markup(html);
    expect(root).toContain(`<h1`);
    expect(root).toContain(DEFAULT_PROFILE.ownerName);
    expect(root).toContain(DEFAULT_PROFILE.greeting);
    for (const line of DEFAULT_PROFILE.typewriterLines) expect(root).toContain(line);
    expect(html).toContain(`<title>${DEFAULT_PROFILE.brandTitle} | Portfolio</title>`);
    expect(meta(html, 'name="description"')).toBe(DEFAULT_PROFILE.description);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(meta(html, 'property="og:url"')).toBe(`${ORIGIN}/`);
    expect(meta(html, 'property="og:title"')).toBe(`${DEFAULT_PROFILE.brandTitle} | Portfolio`);
    expect(meta(html, 'name="twitter:card"')).toBe('summary');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(data.profile).toEqual(DEFAULT_PROFILE);
    expect(Object.keys(data).sort()).toEqual([
      'brandTitle',
      'contactEnabled',
      'featuredProjects',
      'profile',
      'siteImages',
    ]);
    expect(data.siteImages).toEqual({ portrait: null, icon: null });
    expect(data.featuredProjects).toEqual([]);
  });

  it('shows a profile change made in the admin on the next request', async () => {
    const changed: Profile = {
      ...DEFAULT_PROFILE,
      ownerName: 'Ada Lovelace',
      brandTitle: 'Ada',
      typewriterLines: ['Analyst'],
      description: 'Notes on the Analytical Engine',
    };
    await page('/');
    await putProfile(ctx, token, changed);
    const { html, data } = await page('/');
    expect(markup(html)).toContain('Ada Lovelace');
    expect(markup(html)).toContain('Analyst');
    expect(markup(html)).not.toContain('Deep Learning Engineer');
    expect(html).toContain('<title>Ada | Portfolio</title>');
    expect(meta(html, 'name="description"')).toBe('Notes on the Analytical Engine');
    expect(data.profile).toEqual(changed);
  });
});

describe('projects', () => {
  it('shows the active projects with their images, and a hidden one nowhere in the page', async () => {
    const shown = await seedProject(ctx, token, { title: 'Shown Project' });
    const hidden = await seedProject(ctx, token, { title: 'Hidden Project' });
    await toggleStatus(ctx, token, apiPaths.projects.status(hidden._id));
    const { res, html, data } = await page('/projects');
    expectStatus(res, 200);
    expect(markup(html)).toContain('MY Projects');
    expect(markup(html)).toContain('Shown Project');
    expect(markup(html)).toContain('Project Link');
    expect(markup(html)).toContain('WebSite Link');
    expect(html).not.toContain('Hidden Project');
    expect(data.projects?.map((p) => p._id)).toEqual([shown._id]);
    const [project] = data.projects ?? [];
    const srcset = project?.project_image_variants.map((v) => `${v.url} ${v.width}w`).join(', ');
    expect(srcset).toMatch(/^https:\/\/example\.com\/media\/images\/.+ 480w, .+ 640w$/);
    // HTML attribute names have no case: React writes srcSet.
    expect(markup(html).toLowerCase()).toContain(`srcset="${srcset}"`.toLowerCase());
    expect(markup(html)).toContain('width="640" height="480"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/projects">`);
    expect(data.certificates).toBeUndefined();
  });
});

describe('certificates', () => {
  it("shows 'Issued By:' with the issuer in upper case, and a hidden certificate nowhere", async () => {
    await seedCertificate(ctx, token, { title: 'Shown Certificate', issued_by: 'Example Academy' });
    const hidden = await seedCertificate(ctx, token, {
      title: 'Hidden Certificate',
      issued_by: 'Nobody',
    });
    await toggleStatus(ctx, token, apiPaths.certificates.status(hidden._id));
    const { html, data } = await page('/certificates');
    expect(markup(html)).toContain('MY Certificates');
    expect(markup(html)).toContain('Shown Certificate');
    expect(markup(html)).toMatch(/Issued By: <strong>EXAMPLE ACADEMY<\/strong>/);
    expect(html).not.toContain('Hidden Certificate');
    expect(data.certificates?.map((c) => c.title)).toEqual(['Shown Certificate']);
  });
});

describe('about', () => {
  it('shows the active quote in upper case and an inactive one nowhere', async () => {
    await addQuote(ctx, token, 'An older quote, no longer active');
    await addQuote(ctx, token, 'Strive to build things that make a difference');
    await seedProject(ctx, token, { title: 'Not On About' });
    const { html, data } = await page('/about');
    expect(markup(html)).toContain('[ STRIVE TO BUILD THINGS THAT MAKE A DIFFERENCE ]');
    expect(html.toLowerCase()).not.toContain('an older quote');
    expect(data.quotes?.map((q) => q.quote)).toEqual([
      'Strive to build things that make a difference',
    ]);
    expect(markup(html)).toContain('Professional Skillset');
    expect(markup(html)).toContain('Tools I use');
    expect(html).not.toContain('Not On About');
    expect(data.projects).toBeUndefined();
    expect(data.timeline).toEqual([]);
    expect(markup(html)).not.toContain('Experience');
    expect(markup(html)).not.toContain('Education');
  });

  it('shows the visible timeline after the card, rendered on the server', async () => {
    await addTimelineEntry(ctx, token, {
      role: 'Staff engineer',
      organisation: 'Acme Corp',
      start: '2021-09',
      end: null,
      summary: 'Led the **billing** team.',
    });
    await addTimelineEntry(ctx, token, {
      kind: 'education',
      role: 'MSc Physics',
      organisation: 'Uni Lisbon',
      start: '2015',
      end: '2017-06',
      summary: '',
    });
    await addTimelineEntry(ctx, token, { organisation: 'Hidden Corp', visible: false });
    const { html, data } = await page('/about');
    const root = markup(html);
    expect(data.timeline?.map((entry) => entry.organisation)).toEqual(['Uni Lisbon', 'Acme Corp']);
    expect(root).toContain('Experience');
    expect(root).toContain('Education');
    expect(root).toContain('<strong>billing</strong>');
    expect(root).toMatch(/<time datetime="2021-09">September 2021<\/time>/i);
    expect(root).toContain('present');
    expect(root).toMatch(/<time datetime="2017-06">June 2017<\/time>/i);
    expect(html).not.toContain('Hidden Corp');
  });
});

describe('portrait and site icon', () => {
  const upload = async (url: string, file: string) => {
    const res = await sendForm(
      ctx,
      { method: 'PUT', url, token },
      {},
      { field: SITE_IMAGE_FIELD, path: image(file) },
    );
    expectStatus(res, 200);
    return res.json<SiteImages>();
  };

  it('links the built-in favicon while there is no icon, and no manifest', async () => {
    for (const path of ['/', '/projects', '/no-such-page']) {
      const { html } = await page(path);
      expect(html.match(/<link rel="(icon|apple-touch-icon|manifest)"[^>]*>/g)).toEqual([
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      ]);
    }
  });

  it("links the icon's favicons and the manifest on every public page", async () => {
    const { icon } = await upload(apiPaths.profileIcon, 'square-icon.png');
    expect(icon?.favicons.map((f) => f.width)).toEqual([...FAVICON_SIZES]);
    const url = (size: number) => icon?.favicons.find((f) => f.width === size)?.url;
    for (const path of ['/', '/about', '/projects', '/certificates', '/resume', '/no-such']) {
      const { html } = await page(path);
      expect(html.match(/<link rel="(icon|apple-touch-icon|manifest)"[^>]*>/g)).toEqual([
        `<link rel="icon" type="image/png" sizes="16x16" href="${url(16)}">`,
        `<link rel="icon" type="image/png" sizes="32x32" href="${url(32)}">`,
        `<link rel="apple-touch-icon" sizes="180x180" href="${url(180)}">`,
        '<link rel="manifest" href="/site.webmanifest">',
      ]);
    }
  });

  it('shows the portrait on Home and About, by the owner name, with its widths', async () => {
    const { portrait } = await upload(apiPaths.profilePhoto, 'DSCN0010.jpg');
    for (const path of ['/', '/about']) {
      const { html, data } = await page(path);
      expect(data.siteImages?.portrait).toEqual(portrait);
      const img = new RegExp(`<img [^>]*alt="${DEFAULT_PROFILE.ownerName}"[^>]*>`).exec(
        markup(html),
      )?.[0];
      expect(img).toContain(`src="${portrait?.url}"`);
      expect(img).toContain('width="640"');
      expect(img).toContain(`${portrait?.variants[0]?.url} 480w`);
    }
    expect(markup((await page('/projects')).html)).not.toContain(portrait?.url);
  });
});

describe('resume', () => {
  it("links the resume's PDF twice for download", async () => {
    const resume = await addResume(ctx, token, pdf('pdflatex-4-pages.pdf'));
    const { html, data } = await page('/resume');
    const [entry] = data.resumes ?? [];
    expect(entry?._id).toBe(resume._id);
    expect(entry?.resume_file).toMatch(/^https:\/\/example\.com\/media\/documents\/.+\.pdf$/);
    const links = markup(html).match(/<a [^>]*href="([^"]+)"[^>]*download="">Download<\/a>/g);
    expect(links).toHaveLength(2);
    expect(links?.every((link) => link.includes(entry?.resume_file ?? '?'))).toBe(true);
  });
});

describe('pages that do not exist, and the admin host', () => {
  it('keeps an unknown page out of search engines, with the profile for header and footer', async () => {
    await seedProject(ctx, token, { title: 'Not On 404' });
    const { res, html, data } = await page('/no-such-page');
    expectStatus(res, 404);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('Not On 404');
    expect(Object.keys(data).sort()).toEqual([
      'brandTitle',
      'contactEnabled',
      'profile',
      'siteImages',
    ]);
  });

  it('marks the admin app noindex in its HTML and its headers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'admin.example.com' },
    });
    expectStatus(res, 200);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).not.toContain('"profile"');
  });
});
