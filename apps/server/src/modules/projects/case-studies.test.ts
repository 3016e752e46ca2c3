import {
  apiPaths,
  CASE_STUDY_MAX,
  type CaseStudyImage,
  type MarkdownRender,
  type Project,
  SLUG_MESSAGE,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { OWNED_MEDIA } from '../../db/owned-media.js';
import { expectStatus, ownerAppPerTest, ownerCall } from '../../test/app.js';
import {
  addProject,
  contentState,
  editProject,
  mediaFiles,
  PROJECT_FIELDS,
  publicProjects,
  sendForm,
  storedBytes,
  toggleStatus,
} from '../../test/content.js';
import { image, pdf } from '../../test/multipart.js';
import { sourceWeb } from '../../test/web.js';
import { sweepUnclaimedImages } from '../media/owned-images.service.js';
import { findCaseStudy } from './projects.service.js';

const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: 'https://example.com' }, { web: sourceWeb });

const STUDY = [
  '## How it works',
  '',
  'It sorts `<script>alert(1)</script>` photos, see [the docs](https://docs.example.com).',
  '',
  '```ts',
  'const answer: number = 42; // <script>alert(2)</script>',
  '```',
].join('\n');

const add = (fields: Record<string, string>) =>
  sendForm(
    ctx,
    { method: 'POST', url: apiPaths.projects.add, token: ctx.token },
    { ...PROJECT_FIELDS, ...fields },
    { field: UPLOAD_FIELDS.project, path: image('Canon_40D.jpg') },
  );

const page = (url: string, host = 'example.com') =>
  ctx.app.inject({ method: 'GET', url, headers: { host } });

const uploadImage = (file = image('DSCN0010.jpg'), contentType?: string) =>
  sendForm(
    ctx,
    { method: 'POST', url: apiPaths.projects.caseStudyImage, token: ctx.token },
    {},
    { field: UPLOAD_FIELDS.caseStudyImage, path: file, ...(contentType ? { contentType } : {}) },
  );

const mediaRows = async () =>
  (await ctx.db.selectFrom('media').select('id').execute()).map((row) => row.id).sort();

describe('slugs', () => {
  it('are made from the title, unique with -2, -3, and answered with every project', async () => {
    const first = await addProject(ctx, ctx.token, { title: 'Café Crème!' });
    const second = await addProject(ctx, ctx.token, { title: 'Cafe creme' });
    const third = await addProject(ctx, ctx.token, { title: 'CAFÉ  CRÈME' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'cafe-creme',
      'cafe-creme-2',
      'cafe-creme-3',
    ]);
    expect(first.hasCaseStudy).toBe(false);
    expect((await publicProjects(ctx)).map((project) => project.slug).sort()).toEqual([
      'cafe-creme',
      'cafe-creme-2',
      'cafe-creme-3',
    ]);
  });

  it('follow a rename; the old slug answers 301 to the new page, and a new project cannot take it', async () => {
    const project = await addProject(ctx, ctx.token, { title: 'Old name', case_study: STUDY });
    expectStatus(await page('/projects/old-name'), 200);
    const renamed = await editProject(ctx, project._id, { ...PROJECT_FIELDS, title: 'New name' });
    expectStatus(renamed, 200);
    expect(renamed.json<Project>().slug).toBe('new-name');
    const old = await page('/projects/old-name');
    expectStatus(old, 301);
    expect(old.headers.location).toBe('/projects/new-name');
    expectStatus(await page('/projects/new-name'), 200);
    // Another project of the old title gets a numbered slug: the redirect stays.
    expect((await addProject(ctx, ctx.token, { title: 'Old name' })).slug).toBe('old-name-2');
    // Renamed back, the project takes its old slug again.
    const back = await editProject(ctx, project._id, { ...PROJECT_FIELDS, title: 'Old name' });
    expect(back.json<Project>().slug).toBe('old-name');
    expectStatus(await page('/projects/old-name'), 200);
    const moved = await page('/projects/new-name');
    expectStatus(moved, 301);
    expect(moved.headers.location).toBe('/projects/old-name');
  });

  it('stay when an edit keeps the title, and a deleted project leaves no redirect', async () => {
    const project = await addProject(ctx, ctx.token, { title: 'Kept', case_study: STUDY });
    const edited = await editProject(ctx, project._id, {
      ...PROJECT_FIELDS,
      title: 'Kept',
      description: 'x',
    });
    expect(edited.json<Project>().slug).toBe('kept');
    expect(await ctx.db.selectFrom('project_slug_history').selectAll().execute()).toEqual([]);
    await editProject(ctx, project._id, { ...PROJECT_FIELDS, title: 'Kept again' });
    const removed = await ownerCall(ctx, 'DELETE', apiPaths.projects.delete(project._id));
    expectStatus(removed, 200);
    expectStatus(await page('/projects/kept'), 404);
    expectStatus(await page('/projects/kept-again'), 404);
  });

  it('keep their number when a new title makes the same slug, and drop a number of the title', async () => {
    await addProject(ctx, ctx.token, { title: 'Sorter' });
    const second = await addProject(ctx, ctx.token, { title: 'Sorter' });
    expect(second.slug).toBe('sorter-2');
    const same = await editProject(ctx, second._id, { ...PROJECT_FIELDS, title: 'SORTER!' });
    expect(same.json<Project>().slug).toBe('sorter-2');
    const dated = await addProject(ctx, ctx.token, { title: 'Tool 2024' });
    expect(dated.slug).toBe('tool-2024');
    const undated = await editProject(ctx, dated._id, { ...PROJECT_FIELDS, title: 'Tool' });
    expect(undated.json<Project>().slug).toBe('tool');
    expect(
      (await ctx.db.selectFrom('project_slug_history').select('slug').execute()).map((r) => r.slug),
    ).toEqual(['tool-2024']);
  });

  it('may be chosen; one another project has, now or before, is a 400 naming it, nothing stored', async () => {
    const mine = await addProject(ctx, ctx.token, { title: 'Mine', slug: 'my-own-slug' });
    expect(mine.slug).toBe('my-own-slug');
    const other = await addProject(ctx, ctx.token, { title: 'Other' });
    await editProject(ctx, other._id, { ...PROJECT_FIELDS, title: 'Other renamed' });
    const before = await contentState(ctx);
    for (const slug of ['my-own-slug', 'other']) {
      const res = await add({ title: 'Third', slug });
      expectStatus(res, 400);
      expect(res.json<{ details: unknown }>().details).toEqual([
        { field: 'slug', message: 'is taken by another project' },
      ]);
    }
    const bad = await add({ title: 'Third', slug: 'Not A Slug' });
    expectStatus(bad, 400);
    expect(bad.json<{ details: unknown }>().details).toEqual([
      { field: 'slug', message: SLUG_MESSAGE },
    ]);
    const after = await contentState(ctx);
    expect(after.tables).toEqual({
      ...before.tables,
      notifications: after.tables.notifications,
    });
    expect(after.files).toEqual(before.files);
  });
});

describe('case studies', () => {
  it('are Markdown the owner reads back; the public lists only say there is one', async () => {
    const project = await addProject(ctx, ctx.token, { title: 'Sorter', case_study: STUDY });
    expect(project).toMatchObject({ slug: 'sorter', hasCaseStudy: true, caseStudy: STUDY });
    const [listed] = await publicProjects(ctx);
    expect(listed?.hasCaseStudy).toBe(true);
    expect(listed && 'caseStudy' in listed).toBe(false);
    const owner = await ownerCall(ctx, 'POST', apiPaths.projects.list);
    expect(owner.json<Project[]>()[0]?.caseStudy).toBe(STUDY);
  });

  it('stay when an older client edits without the field, and go when sent empty', async () => {
    const project = await addProject(ctx, ctx.token, { title: 'Sorter', case_study: STUDY });
    const older = await editProject(ctx, project._id, { ...PROJECT_FIELDS, title: 'Sorter' });
    expect(older.json<Project>()).toMatchObject({ hasCaseStudy: true, caseStudy: STUDY });
    const cleared = await editProject(ctx, project._id, {
      ...PROJECT_FIELDS,
      title: 'Sorter',
      case_study: '',
    });
    expect(cleared.json<Project>()).toMatchObject({ hasCaseStudy: false, caseStudy: '' });
    expectStatus(await page('/projects/sorter'), 404);
  });

  it.each([
    ['raw HTML', '<script>alert(1)</script>', 'raw HTML is not allowed: <script>alert(1)</script>'],
    [
      'a javascript: link',
      '[x](javascript:alert(1))',
      'links must be http(s): javascript:alert(1)',
    ],
    [
      'a foreign image',
      '![x](https://evil.example/x.png)',
      'images must be uploaded to this site: https://evil.example/x.png',
    ],
    [
      'an image of ours that is not stored',
      '![x](https://example.com/media/images/nothing/640.webp)',
      'images must be uploaded to this site: https://example.com/media/images/nothing/640.webp is not one',
    ],
  ])('with %s are a 400 naming case_study, and nothing is stored', async (_, source, message) => {
    const project = await addProject(ctx, ctx.token, { title: 'Sorter' });
    const before = await contentState(ctx);
    for (const res of [
      await add({ title: 'New', case_study: source }),
      await editProject(ctx, project._id, { ...PROJECT_FIELDS, case_study: source }),
    ]) {
      expectStatus(res, 400);
      expect(res.json<{ details: unknown }>().details).toEqual([{ field: 'case_study', message }]);
    }
    const after = await contentState(ctx);
    expect(after.tables).toEqual({
      ...before.tables,
      notifications: after.tables.notifications,
    });
    expect(after.files).toEqual(before.files);
  });

  it('are refused past their length with a 400 naming case_study', async () => {
    const res = await add({ title: 'Long', case_study: 'x'.repeat(50_001) });
    expectStatus(res, 400);
    expect(res.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toEqual([
      'case_study',
    ]);
    expectStatus(await add({ title: 'Long enough', case_study: 'é'.repeat(50_000) }), 200);
  });
});

describe('the case study page', () => {
  it('is rendered on the server: spec title, the project as og:title, code highlighted, HTML inert', async () => {
    await addProject(ctx, ctx.token, {
      title: 'Photo <Sorter>',
      case_study: STUDY,
      date: '2024-05',
    });
    const res = await page('/projects/photo-sorter');
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();
    const html = res.body;
    expect(html).toContain('<title>Projects | Portfolio</title>');
    expect(html).toContain('<meta property="og:title" content="Photo &lt;Sorter&gt;">');
    expect(html).toContain(
      '<link rel="canonical" href="https://example.com/projects/photo-sorter">',
    );
    expect(html).toContain('<h1');
    expect(html).toContain('May 2024');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="https://docs.example.com" rel="noopener noreferrer"');
    // No script of the owner's: only the page template's own.
    expect(html).not.toMatch(/<script>alert/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/projects/photo-sorter',
      headers: { host: 'example.com', 'if-none-match': String(res.headers.etag) },
    });
    expectStatus(again, 304);
  });

  it('is a 404 for an unknown slug, a hidden project and a project without one', async () => {
    const hidden = await addProject(ctx, ctx.token, { title: 'Hidden', case_study: STUDY });
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(hidden._id));
    await addProject(ctx, ctx.token, { title: 'Plain' });
    for (const url of ['/projects/nothing-here', '/projects/hidden', '/projects/plain']) {
      const res = await page(url);
      expectStatus(res, 404);
      expect(res.body).toContain('name="robots" content="noindex"');
    }
    expect((await page('/sitemap.xml')).body.includes('/projects/hidden')).toBe(false);
  });

  it('is a 404 for a slug that cannot be one, found without asking the database', async () => {
    const untouchable = new Proxy({} as Db, {
      get: () => {
        throw new Error('the database was asked');
      },
    });
    const deps = { db: untouchable, config: ctx.config };
    for (const slug of ['\u0000', 'a\u0000b', 'caf\u00e9', 'Sorter', '', 'a'.repeat(81), 'a/b']) {
      await expect(findCaseStudy(deps, slug)).resolves.toBeUndefined();
    }
    expectStatus(await page('/projects/sort%00er'), 404);
  });

  it('answers 301 from capitals, and sends the admin host to the public site', async () => {
    await addProject(ctx, ctx.token, { title: 'Sorter', case_study: STUDY });
    const upper = await page('/projects/Sorter');
    expectStatus(upper, 301);
    expect(upper.headers.location).toBe('/projects/sorter');
    const admin = await page('/projects/sorter', 'admin.example.com');
    expectStatus(admin, 302);
    expect(admin.headers.location).toBe('https://example.com/projects/sorter');
  });

  it('is in the sitemap while visible, and shows a change at once', async () => {
    const project = await addProject(ctx, ctx.token, { title: 'Sorter', case_study: STUDY });
    expect((await page('/sitemap.xml')).body).toContain(
      '<loc>https://example.com/projects/sorter</loc>',
    );
    expectStatus(await page('/projects/sorter'), 200);
    await editProject(ctx, project._id, {
      ...PROJECT_FIELDS,
      title: 'Sorter',
      case_study: '# Changed',
    });
    expect((await page('/projects/sorter')).body).toContain('<h1>Changed</h1>');
  });
});

describe("the editor's preview", () => {
  const preview = (payload: object, token: string | undefined = ctx.token) =>
    ctx.app.inject({
      method: 'POST',
      url: apiPaths.projects.caseStudyRender,
      headers: token ? ctx.auth(token) : {},
      payload,
    });

  it('draws the Markdown as the case study page does, says what a save would refuse, and stores nothing', async () => {
    const source = `${STUDY}\n\n## Math\n\nSome $x^2$.\n\n### Deeper\n\nMore.\n`;
    const project = await addProject(ctx, ctx.token, { title: 'Sorter', case_study: source });
    const before = await contentState(ctx);
    const res = await preview({ case_study: source });
    expectStatus(res, 200);
    const render = res.json<MarkdownRender>();
    const shown = await findCaseStudy(ctx, project.slug);
    expect(shown && 'page' in shown && shown.page.html).toBe(render.html);
    expect(render.html).toContain('<span class="hljs-keyword">const</span>');
    expect(render.html).toContain('class="katex"');
    expect(render.mathStylesheet).toMatch(/^\/katex\/[0-9a-f]+\/katex\.min\.css$/);
    expect(render.problems).toEqual([]);

    const refused = (
      await preview({ case_study: 'A <b>bold</b> [link](javascript:alert(1))' })
    ).json<MarkdownRender>();
    expect(refused.html).not.toContain('<b>');
    expect(refused.problems.length).toBeGreaterThan(0);
    expect(refused.problems.every((problem) => problem.field === 'case_study')).toBe(true);
    expect(await contentState(ctx)).toEqual(before);
  });

  it("keeps the case study's bounds and is the owner's alone", async () => {
    expectStatus(await preview({ case_study: 'a'.repeat(CASE_STUDY_MAX + 1) }), 400);
    expectStatus(await preview({ case_study: 'Fine' }, ''), 401);
    expectStatus(await preview({ case_study: 'a'.repeat(CASE_STUDY_MAX) }), 200);
  });
});

describe('case study images', () => {
  it('go through the image pipeline: WebP widths without metadata, or a 400 for what is not an image', async () => {
    const res = await uploadImage();
    expectStatus(res, 200);
    const uploaded = res.json<CaseStudyImage>();
    expect(uploaded.url.startsWith('https://example.com/media/images/')).toBe(true);
    expect(uploaded.variants.length).toBeGreaterThan(1);
    for (const variant of uploaded.variants) {
      const meta = await sharp(await storedBytes(ctx, variant.url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    const before = await contentState(ctx);
    const refused = await uploadImage(pdf('minimal-document.pdf'), 'image/jpeg');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const after = await contentState(ctx);
    expect(after.files).toEqual(before.files);
    expect(after.tables.media).toEqual(before.tables.media);
  });

  it('belong to the project whose case study names them: kept while named, removed with it', async () => {
    const { url } = (await uploadImage()).json<CaseStudyImage>();
    const { url: unused } = (await uploadImage(image('Canon_40D.jpg'))).json<CaseStudyImage>();
    const project = await addProject(ctx, ctx.token, {
      title: 'Sorter',
      case_study: `# Pictures\n\n![The sorter](${url})`,
    });
    const owned = await ctx.db.selectFrom('case_study_media').selectAll().execute();
    expect(owned.filter((row) => row.project_id === project._id)).toHaveLength(1);
    const shown = await page('/projects/sorter');
    expect(shown.body).toContain(`src="${url}" alt="The sorter" loading="lazy"`);

    // A day later, the image no case study took is removed; the named one stays.
    ctx.clock.advance(25 * 60 * 60_000);
    const removed = await sweepUnclaimedImages(ctx.app.deps, OWNED_MEDIA.caseStudy, ctx.app.log);
    expect(removed).toBe(1);
    const files = await mediaFiles(ctx);
    expect(files.some((key) => unused.endsWith(key))).toBe(false);
    expect(files.some((key) => url.endsWith(key))).toBe(true);

    // No longer named: the image goes with the edit.
    ctx.token = await ctx.openSession();
    const mediaBefore = await mediaRows();
    const edited = await editProject(ctx, project._id, {
      ...PROJECT_FIELDS,
      title: 'Sorter',
      case_study: 'No pictures',
    });
    expectStatus(edited, 200);
    expect(await mediaRows()).toHaveLength(mediaBefore.length - 1);
    expect((await mediaFiles(ctx)).some((key) => url.endsWith(key))).toBe(false);
  });

  it('go with the project when it is deleted', async () => {
    const { url } = (await uploadImage()).json<CaseStudyImage>();
    const project = await addProject(ctx, ctx.token, {
      title: 'Sorter',
      case_study: `![x](${url})`,
    });
    const res = await ownerCall(ctx, 'DELETE', apiPaths.projects.delete(project._id));
    expectStatus(res, 200);
    expect(await mediaRows()).toEqual([]);
    expect(await mediaFiles(ctx)).toEqual([]);
    expect(await ctx.db.selectFrom('case_study_media').selectAll().execute()).toEqual([]);
  });

  it('need the owner', async () => {
    const res = await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.projects.caseStudyImage },
      {},
      { field: UPLOAD_FIELDS.caseStudyImage, path: image('DSCN0010.jpg') },
    );
    expectStatus(res, 401);
    expect(await mediaFiles(ctx)).toEqual([]);
  });
});
