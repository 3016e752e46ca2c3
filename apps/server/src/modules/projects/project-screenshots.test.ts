import {
  apiPaths,
  type ProjectScreenshot,
  SCREENSHOT_LIMITS,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest, ownerCall, VIEWER } from '../../test/app.js';
import {
  addProject,
  contentState,
  expectNothingStored,
  keyOf,
  mediaFiles,
} from '../../test/content.js';
import { filePart, image, multipart, pdf } from '../../test/multipart.js';
import { sourceWeb } from '../../test/web.js';
import {
  deleteScreenshot,
  insertScreenshots,
  screenshotRows,
} from './project-screenshots.repository.js';

const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: 'https://example.com' }, { web: sourceWeb });

/** Sends screenshots (paths in the test data, each with its type) to a project. */
const upload = (projectId: string, files: string[], token: string | undefined = ctx.token) => {
  const form = multipart(
    {},
    files.map((file) =>
      filePart(
        UPLOAD_FIELDS.screenshots,
        file,
        file.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
      ),
    ),
  );
  return ctx.app.inject({
    method: 'POST',
    url: apiPaths.projects.screenshots(projectId),
    headers: { ...form.headers, ...(token ? ctx.auth(token) : {}) },
    payload: form.payload,
  });
};

const arrange = (projectId: string, screenshots: { _id: string; alt: string }[]) =>
  ownerCall(ctx, 'PUT', apiPaths.projects.screenshots(projectId), { screenshots });

const remove = (projectId: string, screenshotId: string) =>
  ownerCall(ctx, 'DELETE', apiPaths.projects.screenshot(projectId, screenshotId));

const page = (slug: string) =>
  ctx.app.inject({ method: 'GET', url: `/projects/${slug}`, headers: { host: 'example.com' } });

const SMALL = image('Canon_40D.jpg');

async function projectWithScreenshots(count: number, title = 'Photo sorter') {
  const project = await addProject(ctx, ctx.token, { title, case_study: '## How it works' });
  const files = Array.from({ length: count }, (_, n) => (n % 2 ? image('DSCN0010.jpg') : SMALL));
  let shots: ProjectScreenshot[] = [];
  for (let start = 0; start < files.length; start += SCREENSHOT_LIMITS.perUpload) {
    const res = await upload(project._id, files.slice(start, start + SCREENSHOT_LIMITS.perUpload));
    expectStatus(res, 200);
    shots = res.json<ProjectScreenshot[]>();
  }
  return { project, shots };
}

describe('project screenshots', () => {
  it('are uploaded several at once, re-encoded to widths, listed in order, and shown on the case study', async () => {
    const project = await addProject(ctx, ctx.token, {
      title: 'Photo sorter',
      case_study: '## How it works',
    });
    const before = await page(project.slug);
    expectStatus(before, 200);
    const res = await upload(project._id, [SMALL, image('landscape_6.jpg')]);
    expectStatus(res, 200);
    const shots = res.json<ProjectScreenshot[]>();
    expect(shots).toHaveLength(2);
    for (const shot of shots) {
      expect(shot.alt).toBe('');
      expect(shot.variants.length).toBeGreaterThan(0);
      expect(shot.url).toMatch(/\.webp$/);
      expect(shot.variants.map((variant) => variant.url)).toContain(shot.url);
    }
    // The second file is the bigger one: its widest variant is wider than the first's.
    expect(shots[1]?.variants.at(-1)?.width).toBeGreaterThan(shots[0]?.variants.at(-1)?.width ?? 0);
    const listed = await ownerCall(ctx, 'GET', apiPaths.projects.screenshots(project._id));
    expectStatus(listed, 200);
    expect(listed.json()).toEqual(shots);

    // The kept case study page went stale with the change: it shows them now, in order.
    const after = await page(project.slug);
    expectStatus(after, 200);
    expect(before.body).not.toContain(shots[0]?.url);
    const first = after.body.indexOf(shots[0]?.variants.at(-1)?.url ?? '?');
    const second = after.body.indexOf(shots[1]?.variants.at(-1)?.url ?? '?');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    // Drawn by the server: each thumbnail a plain link to its widest image.
    for (const shot of shots) {
      expect(after.body).toContain(`href="${shot.variants.at(-1)?.url}"`);
    }
  });

  it('are ordered and given alt texts, then deleted one by one with their files', async () => {
    const { project, shots } = await projectWithScreenshots(3);
    const [a, b, c] = shots.map((shot) => shot._id) as [string, string, string];
    const res = await arrange(project._id, [
      { _id: c, alt: 'The map view' },
      { _id: a, alt: '  The list view  ' },
      { _id: b, alt: '' },
    ]);
    expectStatus(res, 200);
    expect(res.json<ProjectScreenshot[]>().map(({ _id, alt }) => [_id, alt])).toEqual([
      [c, 'The map view'],
      [a, 'The list view'],
      [b, ''],
    ]);
    const html = (await page(project.slug)).body;
    expect(html).toContain('The map view');

    const files = await mediaFiles(ctx);
    const gone = shots[0]?.variants.map((variant) => keyOf(variant.url)) ?? [];
    const left = await remove(project._id, a);
    expectStatus(left, 200);
    expect(left.json<ProjectScreenshot[]>().map((shot) => shot._id)).toEqual([c, b]);
    expect(await mediaFiles(ctx)).toEqual(files.filter((key) => !gone.includes(key)));
  });

  it('go with their project, files and all', async () => {
    const { project } = await projectWithScreenshots(2);
    const res = await ownerCall(ctx, 'DELETE', apiPaths.projects.delete(project._id));
    expectStatus(res, 200);
    expect(await mediaFiles(ctx)).toEqual([]);
    expect(await ctx.db.selectFrom('project_screenshots').selectAll().execute()).toEqual([]);
    expect(await ctx.db.selectFrom('media').selectAll().execute()).toEqual([]);
  });

  it('refuse a file that is not an image, even beside good ones: nothing is stored', async () => {
    const { project } = await projectWithScreenshots(1);
    const before = await contentState(ctx);
    const res = await upload(project._id, [SMALL, pdf('minimal-document.pdf')]);
    expectStatus(res, 415);
    const corrupt = await upload(project._id, [SMALL, image('corrupted.jpg')]);
    expectStatus(corrupt, 400);
    await expectNothingStored(ctx, before, 2);
  });

  it(`refuse more than ${SCREENSHOT_LIMITS.perProject} a project, or ${SCREENSHOT_LIMITS.perUpload} a call`, async () => {
    const { project } = await projectWithScreenshots(SCREENSHOT_LIMITS.perProject - 1);
    const before = await contentState(ctx);
    const over = await upload(project._id, [SMALL, SMALL]);
    expectStatus(over, 400);
    expect(over.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const other = await addProject(ctx, ctx.token, { title: 'Other' });
    const afterOther = await contentState(ctx);
    const five = await upload(
      other._id,
      Array.from({ length: SCREENSHOT_LIMITS.perUpload + 1 }, () => SMALL),
    );
    expectStatus(five, 400);
    await expectNothingStored(ctx, afterOther, 1);
    expect((await contentState(ctx)).tables.project_screenshots).toEqual(
      before.tables.project_screenshots,
    );
  });

  it("refuse another project's screenshot, a missing one or a repeated one: nothing changes", async () => {
    const mine = await projectWithScreenshots(2, 'Mine');
    const theirs = await projectWithScreenshots(1, 'Theirs');
    const [a, b] = mine.shots.map((shot) => shot._id) as [string, string];
    const foreign = theirs.shots[0]?._id ?? '';
    const before = await contentState(ctx);
    for (const screenshots of [
      [
        { _id: a, alt: '' },
        { _id: foreign, alt: '' },
      ],
      [{ _id: a, alt: '' }],
      [
        { _id: a, alt: '' },
        { _id: a, alt: '' },
        { _id: b, alt: '' },
      ],
      [
        { _id: a, alt: '' },
        { _id: a, alt: '' },
      ],
    ]) {
      expectStatus(await arrange(mine.project._id, screenshots), 400);
    }
    expectStatus(await remove(mine.project._id, foreign), 404);
    expectStatus(await upload('0123456789abcdef01234567', [SMALL]), 404);
    await expectNothingStored(ctx, before, 6);
  });

  it("are the Admin's alone: no session is a 401, a viewer a 403, and nothing changes", async () => {
    const { project, shots } = await projectWithScreenshots(1);
    const before = await contentState(ctx);
    expectStatus(await upload(project._id, [SMALL], ''), 401);
    const viewer = await ctx.openSession(VIEWER.userId);
    expectStatus(await upload(project._id, [SMALL], viewer), 403);
    const id = shots[0]?._id ?? '';
    for (const token of [undefined, viewer]) {
      const headers = token ? ctx.auth(token) : {};
      const put = await ctx.app.inject({
        method: 'PUT',
        url: apiPaths.projects.screenshots(project._id),
        headers,
        payload: { screenshots: [{ _id: id, alt: 'x' }] },
      });
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: apiPaths.projects.screenshot(project._id, id),
        headers,
      });
      const get = await ctx.app.inject({
        method: 'GET',
        url: apiPaths.projects.screenshots(project._id),
        headers,
      });
      for (const res of [put, del, get]) expectStatus(res, token ? 403 : 401);
    }
    expect(await contentState(ctx)).toEqual(before);
  });
});

describe('the screenshots repository', () => {
  it("reads a project's screenshots in order and deletes only its own", async () => {
    const first = await addProject(ctx, ctx.token, { title: 'First' });
    const second = await addProject(ctx, ctx.token, { title: 'Second' });
    const now = new Date('2026-11-27T12:00:00Z');
    const media = ['a', 'b', 'c'].map((n) => `00000000000000000000000${n}`);
    await ctx.db
      .insertInto('media')
      .values(media.map((id) => ({ id, kind: 'image', original_name: null, created_at: now })))
      .execute();
    const row = (id: string, projectId: string, mediaId: string, position: number) => ({
      id,
      project_id: projectId,
      media_id: mediaId,
      alt: `shot ${id}`,
      position,
      created_at: now,
    });
    await insertScreenshots(ctx.db, [
      row('s2', first._id, media[0] ?? '', 2),
      row('s1', first._id, media[1] ?? '', 1),
      row('t1', second._id, media[2] ?? '', 0),
    ]);
    expect((await screenshotRows(ctx.db, first._id)).map((shot) => shot.id)).toEqual(['s1', 's2']);
    expect(await deleteScreenshot(ctx.db, first._id, 't1')).toBeUndefined();
    expect(await deleteScreenshot(ctx.db, second._id, 't1')).toBe(media[2]);
    expect((await screenshotRows(ctx.db, second._id)).map((shot) => shot.id)).toEqual([]);
    expect((await screenshotRows(ctx.db, first._id)).map((shot) => shot.created_at)).toEqual([
      now,
      now,
    ]);
  });
});
