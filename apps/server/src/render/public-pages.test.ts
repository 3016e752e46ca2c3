import {
  apiPaths,
  DEFAULT_PROFILE,
  FAVICON_SIZES,
  PAGE_DATA_ELEMENT_ID,
  PROJECTS_PER_PAGE,
  type Profile,
  type PublicPageData,
  projectsPagePath,
  SITE_IMAGE_FIELD,
  type SiteImages,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../test/app.js';
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

const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });

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

/** The answer kept under a key for the current content version, if any. */
const keptPage = async (key: string) => {
  const { version, answers } = ctx.app.publicAnswers;
  return answers.get(key, await version.read());
};

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
    expect(meta(html, 'name="twitter:card"')).toBe('summary_large_image');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    // A new site's links are its networks' bare home pages: the page carries none of them.
    expect(data.profile).toEqual({ ...DEFAULT_PROFILE, links: [] });
    expect(Object.keys(data).sort()).toEqual([
      'blogEnabled',
      'brandTitle',
      'contactEnabled',
      'featuredProjects',
      'icons',
      'musicPanel',
      'ogImage',
      'profile',
      'siteImages',
      'texts',
    ]);
    expect(data.siteImages).toEqual({ portrait: null, icon: null });
    expect(data.featuredProjects).toEqual([]);
  });

  it('shows a profile change made in the admin on the next request', async () => {
    const changed: Profile = {
      ...DEFAULT_PROFILE,
      links: [{ network: 'github', url: 'https://github.com/ada' }],
      ownerName: 'Ada Lovelace',
      brandTitle: 'Ada',
      typewriterLines: ['Analyst'],
      description: 'Notes on the Analytical Engine',
    };
    await page('/');
    await putProfile(ctx, ctx.token, changed);
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
    const shown = await seedProject(ctx, ctx.token, { title: 'Shown Project' });
    const hidden = await seedProject(ctx, ctx.token, { title: 'Hidden Project' });
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(hidden._id));
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

describe('projects filtered by a tag', () => {
  async function seedTagged() {
    const rust = await seedProject(ctx, ctx.token, { title: 'Rusty Engine', tags: 'rust,web' });
    const go = await seedProject(ctx, ctx.token, { title: 'Gopher Tool', tags: 'go' });
    const both = await seedProject(ctx, ctx.token, { title: 'Polyglot Kit', tags: 'go,rust,c++' });
    const hidden = await seedProject(ctx, ctx.token, {
      title: 'Secret Thing',
      tags: 'rust,secret',
    });
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(hidden._id));
    return { rust, go, both };
  }

  it('renders only the projects with the tag on the server, with real links and /projects as canonical', async () => {
    const { rust, both } = await seedTagged();
    const { res, html, data } = await page('/projects?tag=rust');
    expectStatus(res, 200);
    const root = markup(html);
    expect(root).toContain('Rusty Engine');
    expect(root).toContain('Polyglot Kit');
    expect(root).not.toContain('Gopher Tool');
    expect(html).not.toContain('Secret Thing');
    expect(html).not.toContain('secret');
    expect(data.projects?.map((p) => p._id)).toEqual([both._id, rust._id]);
    expect(data.projectFilter).toEqual({
      tags: ['c++', 'go', 'rust', 'web'],
      tag: 'rust',
      page: 1,
      pageCount: 1,
      total: 2,
    });
    for (const href of ['/projects', '/projects?tag=go', '/projects?tag=c%2B%2B']) {
      expect(root).toContain(`href="${href}"`);
    }
    expect(root).toMatch(/href="\/projects\?tag=rust" aria-current="page"/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/projects">`);
    expect(meta(html, 'property="og:url"')).toBe(`${ORIGIN}/projects`);
    expect(html).not.toContain('noindex');
    expect((await page('/projects?tag=c%2B%2B')).data.projects?.map((p) => p._id)).toEqual([
      both._id,
    ]);
  });

  it('keeps the filtered and the unfiltered page apart, and follows a change of tags', async () => {
    const { go } = await seedTagged();
    const all = await page('/projects');
    const filtered = await page('/projects?tag=go');
    const allAgain = await page('/projects?utm_source=x');
    const filteredAgain = await page('/projects?tag=go&utm_source=x');
    expect(all.data.projects).toHaveLength(3);
    expect(all.data.projectFilter).toEqual({
      tags: ['c++', 'go', 'rust', 'web'],
      page: 1,
      pageCount: 1,
      total: 3,
    });
    expect(allAgain.html).toBe(all.html);
    expect(filtered.data.projects).toHaveLength(2);
    expect(filteredAgain.html).toBe(filtered.html);
    expect(filtered.res.headers.etag).not.toBe(all.res.headers.etag);
    expect(await keptPage('page /projects')).toBeDefined();
    expect(await keptPage('page /projects?tag=go')).toBeDefined();
    // An empty tag is the unfiltered page.
    expect((await page('/projects?tag=')).html).toBe(all.html);

    await ctx.db.updateTable('projects').set({ tags: 'rust' }).where('id', '=', go._id).execute();
    await ctx.app.deps.contentVersion.bump();
    expect((await page('/projects?tag=go')).data.projects?.map((p) => p.title)).toEqual([
      'Polyglot Kit',
    ]);
  });

  it('answers a tag no visible project has with a 404 that says so, keeping nothing', async () => {
    await seedTagged();
    for (const tag of ['nothing', 'secret', 'Rust', 'a%20b', '%3Cscript%3E']) {
      const { res, html, data } = await page(`/projects?tag=${tag}`);
      expectStatus(res, 404);
      expect(data.projects).toEqual([]);
      expect(markup(html)).toContain('No project is tagged');
      expect(markup(html)).toContain('href="/projects"');
      expect(html).not.toContain('<script>');
      expect(meta(html, 'name="robots"')).toBe('noindex');
      expect(html).not.toContain('rel="canonical"');
      const filtered = projectsPagePath('/projects', decodeURIComponent(tag), 1);
      expect(await keptPage(`page ${filtered}`)).toBeUndefined();
    }
  });
});

describe('projects past one page', () => {
  /**
   * One more than a page of projects, tagged in turn 'odd' and 'even'; their titles in the owner's
   * order (a new project comes first).
   */
  async function seedPages() {
    const titles: string[] = [];
    for (let n = 1; n <= PROJECTS_PER_PAGE + 1; n++) {
      const title = `Project number ${n}`;
      await seedProject(ctx, ctx.token, { title, tags: n % 2 === 1 ? 'odd' : 'even' });
      titles.unshift(title);
    }
    return titles;
  }

  it('shows a page of projects and links the next one, which holds the rest', async () => {
    const titles = await seedPages();
    const first = await page('/projects');
    expectStatus(first.res, 200);
    expect(first.data.projects?.map((p) => p.title)).toEqual(titles.slice(0, PROJECTS_PER_PAGE));
    expect(first.data.projectFilter).toMatchObject({ page: 1, pageCount: 2, total: 25 });
    expect(markup(first.html)).toContain('href="/projects?page=2" rel="next"');
    expect(first.html).toContain(`<link rel="canonical" href="${ORIGIN}/projects">`);

    const second = await page('/projects?page=2');
    expectStatus(second.res, 200);
    expect(second.data.projects?.map((p) => p.title)).toEqual(titles.slice(PROJECTS_PER_PAGE));
    expect(markup(second.html)).toContain('href="/projects" rel="prev"');
    expect(markup(second.html)).not.toContain('rel="next"');
    expect(second.html).toContain(`<link rel="canonical" href="${ORIGIN}/projects?page=2">`);
    expect(meta(second.html, 'property="og:url"')).toBe(`${ORIGIN}/projects?page=2`);
    expect(await keptPage('page /projects?page=2')).toBeDefined();
    // Page 1 has one address, so one kept answer.
    expect((await page('/projects?page=1')).html).toBe(first.html);
  });

  it('pages a filtered list by itself, its canonical the whole list', async () => {
    await seedPages();
    const odd = await page('/projects?tag=odd');
    expect(odd.data.projectFilter).toMatchObject({ tag: 'odd', page: 1, pageCount: 1, total: 13 });
    expect(markup(odd.html)).not.toContain('Pages of projects');
    const even = await page('/projects?page=2&tag=even');
    expectStatus(even.res, 404);
    expect(even.html).toContain('<meta name="robots" content="noindex">');
  });

  it('answers a page past the last, or not a plain number, with a 404 it does not keep', async () => {
    await seedPages();
    for (const asked of ['3', '0', '-1', '02', '1.0', 'two', '9999999999']) {
      const { res, html, data } = await page(`/projects?page=${asked}`);
      expectStatus(res, 404);
      expect(data.projects).toEqual([]);
      expect(meta(html, 'name="robots"')).toBe('noindex');
      expect(html).not.toContain('rel="canonical"');
    }
    expect(await keptPage('page /projects?page=3')).toBeUndefined();
  });
});

describe('certificates', () => {
  it("shows 'Issued By:' with the issuer in upper case, and a hidden certificate nowhere", async () => {
    await seedCertificate(ctx, ctx.token, {
      title: 'Shown Certificate',
      issued_by: 'Example Academy',
    });
    const hidden = await seedCertificate(ctx, ctx.token, {
      title: 'Hidden Certificate',
      issued_by: 'Nobody',
    });
    await toggleStatus(ctx, ctx.token, apiPaths.certificates.status(hidden._id));
    const { html, data } = await page('/certificates');
    expect(markup(html)).toContain('MY Certificates');
    expect(markup(html)).toContain('Shown Certificate');
    expect(markup(html)).toMatch(/Issued By: <strong>EXAMPLE ACADEMY<\/strong>/);
    expect(html).not.toContain('Hidden Certificate');
    expect(data.certificates?.map((c) => c.title)).toEqual(['Shown Certificate']);
  });
});

describe('about', () => {
  it('shows the active quote, in upper case by the Classic theme, and an inactive one nowhere', async () => {
    await addQuote(ctx, ctx.token, 'An older quote, no longer active');
    await addQuote(ctx, ctx.token, 'Strive to build things that make a difference');
    await seedProject(ctx, ctx.token, { title: 'Not On About' });
    // A new site's links are its networks' bare home pages: the footer shows none of them.
    expect(markup((await page('/about')).html)).not.toContain('href="https://github.com"');
    await putProfile(ctx, ctx.token, {
      ...DEFAULT_PROFILE,
      links: [{ network: 'github', url: 'https://github.com/ada' }],
    });
    const { html, data } = await page('/about');
    expect(markup(html)).toContain('[ Strive to build things that make a difference ]');
    // The spec's capitals: the theme's case of the quote, in the page's head.
    expect(html).toContain('--quote-case:uppercase');
    expect(html.toLowerCase()).not.toContain('an older quote');
    expect(data.quotes?.map((q) => q.quote)).toEqual([
      'Strive to build things that make a difference',
    ]);
    expect(markup(html)).toContain('Professional Skillset');
    expect(markup(html)).toContain('Tools I use');
    // The icons are drawn inline by the server, from simple-icons and our own drawings; their
    // drawings travel once, in the markup (the embedded data names them without a path).
    expect(markup(html)).toMatch(/<svg [^>]*data-icon="react"[^>]*><path d="M[^"]{100,}"/);
    expect(markup(html)).toMatch(/<svg [^>]*data-icon="local-vscode"[^>]*><path d="M[^"]{20,}"/);
    expect(data.icons.react).toMatchObject({ title: 'React', path: '' });
    // The footer's links say they are the owner's.
    expect(markup(html)).toMatch(
      /<a [^>]*href="https:\/\/github.com\/ada"[^>]*rel="me noopener noreferrer"/,
    );
    expect(html).not.toContain('Not On About');
    expect(data.projects).toBeUndefined();
    expect(data.timeline).toEqual([]);
    expect(markup(html)).not.toContain('Experience');
    expect(markup(html)).not.toContain('Education');
  });

  it('shows the visible timeline after the card, rendered on the server', async () => {
    await addTimelineEntry(ctx, ctx.token, {
      role: 'Staff engineer',
      organisation: 'Acme Corp',
      start: '2021-09',
      end: null,
      summary: 'Led the **billing** team.',
    });
    await addTimelineEntry(ctx, ctx.token, {
      kind: 'education',
      role: 'MSc Physics',
      organisation: 'Uni Lisbon',
      start: '2015',
      end: '2017-06',
      summary: '',
    });
    await addTimelineEntry(ctx, ctx.token, { organisation: 'Hidden Corp', visible: false });
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
      { method: 'PUT', url, token: ctx.token },
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
    const resume = await addResume(ctx, ctx.token, pdf('pdflatex-4-pages.pdf'));
    const { html, data } = await page('/resume');
    const [entry] = data.resumes ?? [];
    expect(entry?._id).toBe(resume._id);
    expect(entry?.resume_file).toMatch(/^https:\/\/example\.com\/media\/documents\/.+\.pdf$/);
    const links = markup(html).match(/<a [^>]*href="([^"]+)"[^>]*download=""[^>]*>Download<\/a>/g);
    expect(links).toHaveLength(2);
    expect(links?.every((link) => link.includes(entry?.resume_file ?? '?'))).toBe(true);
    // A download is counted by one beacon (modules/insights); the link stays a plain link.
    expect(links?.every((link) => link.includes('data-insight="resume-download"'))).toBe(true);
  });
});

describe('pages that do not exist, and the admin host', () => {
  it('keeps an unknown page out of search engines, with the profile for header and footer', async () => {
    await seedProject(ctx, ctx.token, { title: 'Not On 404' });
    const { res, html, data } = await page('/no-such-page');
    expectStatus(res, 404);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('Not On 404');
    expect(Object.keys(data).sort()).toEqual([
      'blogEnabled',
      'brandTitle',
      'contactEnabled',
      'icons',
      'musicPanel',
      'profile',
      'siteImages',
      'texts',
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
