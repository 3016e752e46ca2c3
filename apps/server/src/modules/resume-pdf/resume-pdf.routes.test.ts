import {
  apiPaths,
  DEFAULT_RESUME_SETTINGS,
  RESUME_PDF_PATH,
  type Resume,
  type ResumeSettings,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import {
  addQuote,
  addResume,
  addTimelineEntry,
  contentState,
  notifications,
} from '../../test/content.js';
import { publicPageData } from '../../test/page-data.js';
import { readPdf } from '../../test/pdf-text.js';
import { sweepOrphanFiles } from '../media/sweep.js';

const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: 'https://jane.example' });

const GENERATED: ResumeSettings = { ...DEFAULT_RESUME_SETTINGS, source: 'generated' };

const putSettings = (payload: unknown, token: string | undefined = ctx.token) =>
  ctx.app.inject({
    method: 'PUT',
    url: apiPaths.resume.settings,
    headers: token ? ctx.auth(token) : {},
    payload: payload as object,
  });

const download = () =>
  ctx.app.inject({ method: 'GET', url: RESUME_PDF_PATH, headers: { host: 'jane.example' } });

const textOf = async (bytes: Buffer) =>
  (await readPdf(bytes)).text.join('\n').replace(/\s+/gu, ' ');

describe("the owner's choice of résumé", () => {
  it('is the uploaded PDF until he chooses, and only he reads or changes it', async () => {
    const read = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.resume.settings,
      headers: ctx.auth(ctx.token),
    });
    expectStatus(read, 200);
    expect(read.json()).toEqual(DEFAULT_RESUME_SETTINGS);
    expectStatus(await ctx.app.inject({ method: 'GET', url: apiPaths.resume.settings }), 401);
    expectStatus(await putSettings(GENERATED, ''), 401);

    const saved = await putSettings({ ...GENERATED, design: 'sidebar', pageSize: 'Letter' });
    expectStatus(saved, 200);
    const again = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.resume.settings,
      headers: ctx.auth(ctx.token),
    });
    expect(again.json()).toEqual({ ...GENERATED, design: 'sidebar', pageSize: 'Letter' });
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      notification_msg: 'Résumé settings updated',
    });
  });

  it.each([
    ['an unknown design', { ...GENERATED, design: 'fancy' }],
    ['an unknown source', { ...GENERATED, source: 'linkedin' }],
    ['a project id that is no id', { ...GENERATED, projects: ['nope'] }],
    ['a project no one can see', { ...GENERATED, projects: ['0123456789abcdef01234567'] }],
  ])('refuses %s with a 400, changing nothing', async (_name, body) => {
    const before = await contentState(ctx);
    const res = await putSettings(body);
    expectStatus(res, 400);
    expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    const after = await contentState(ctx);
    expect({ ...after.tables, notifications: [] }).toEqual({ ...before.tables, notifications: [] });
  });
});

describe('GET /resume.pdf', () => {
  it('is a 404 while there is no résumé, and sends to the uploaded one as the spec keeps it', async () => {
    expectStatus(await download(), 404);
    const uploaded = await addResume(ctx, ctx.token);
    const res = await download();
    expectStatus(res, 302);
    expect(res.headers.location).toBe(uploaded.resume_file);
    const list = await ctx.app.inject({ method: 'POST', url: apiPaths.resume.list });
    expect(list.json<Resume[]>()).toEqual([uploaded]);
  });

  it('is the generated one once chosen, on the Resume page too, and follows a timeline edit', async () => {
    const uploaded = await addResume(ctx, ctx.token);
    expectStatus(await putSettings(GENERATED), 200);
    await addTimelineEntry(ctx, ctx.token, { role: 'Staff engineer', organisation: 'Acme Corp' });

    const res = await download();
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await textOf(res.rawPayload)).toContain('Staff engineer, Acme Corp');
    const again = await ctx.app.inject({
      method: 'GET',
      url: RESUME_PDF_PATH,
      headers: { host: 'jane.example', 'if-none-match': String(res.headers.etag) },
    });
    expectStatus(again, 304);

    const page = await publicPageData(ctx.app.deps, '/resume');
    expect(page.resumes).toEqual([
      expect.objectContaining({
        resume_file: expect.stringMatching(/^https:\/\/jane\.example\/resume\.pdf\?v=/u),
        pageCount: 1,
      }),
    ]);
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.settings,
      headers: ctx.auth(ctx.token),
      payload: {
        insightsEnabled: true,
        insightsRetentionDays: 365,
        contactEnabled: false,
        homeButtons: { resume: true, contact: false },
      },
    });
    expectStatus(settings, 200);
    const home = await publicPageData(ctx.app.deps, '/');
    expect(home.homeButtons?.resume).toBe(page.resumes?.[0]?.resume_file);
    // The spec's list call and the admin's screen keep the uploaded PDF.
    const list = await ctx.app.inject({ method: 'POST', url: apiPaths.resume.list });
    expect(list.json<Resume[]>()).toEqual([uploaded]);

    await addTimelineEntry(ctx, ctx.token, { role: 'Founder', organisation: 'Own Company' });
    expect(await textOf((await download()).rawPayload)).toContain('Founder, Own Company');
  });

  it("previews settings for the owner without making them the site's", async () => {
    const preview = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.resume.preview,
      headers: ctx.auth(ctx.token),
      payload: { ...GENERATED, pageSize: 'Letter' },
    });
    expectStatus(preview, 200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect((await readPdf(preview.rawPayload)).size).toEqual([612, 792]);
    expectStatus(await download(), 404);
    expectStatus(
      await ctx.app.inject({ method: 'POST', url: apiPaths.resume.preview, payload: GENERATED }),
      401,
    );
  });

  it('is set once and kept as a file: again only when what it says changes', async () => {
    expectStatus(await putSettings(GENERATED), 200);
    const kept = () => ctx.db.selectFrom('generated_resumes').selectAll().execute();
    const [first] = await kept();
    expect(first?.file_key).toMatch(/^resumes\/generated-[0-9a-f]{32}\.pdf$/u);
    expect(await ctx.storage.head(String(first?.file_key))).toBeDefined();
    const sent = await download();
    expectStatus(sent, 200);

    // A quote is no part of it: the kept file is sent, the same bytes.
    await addQuote(ctx, ctx.token, 'Make it work, then make it right.');
    const again = await download();
    expect(again.rawPayload.equals(sent.rawPayload)).toBe(true);
    expect(await kept()).toEqual([first]);
    // The start-up sweep knows it.
    await sweepOrphanFiles(ctx.db, ctx.storage, 0, { info: () => {}, warn: () => {} });
    expect(await ctx.storage.head(String(first?.file_key))).toBeDefined();

    // A timeline entry is: set again, the old file gone.
    await addTimelineEntry(ctx, ctx.token, { role: 'Founder', organisation: 'Own Company' });
    expect(await textOf((await download()).rawPayload)).toContain('Founder, Own Company');
    const [second] = await kept();
    expect(second?.digest).not.toBe(first?.digest);
    expect(await kept()).toHaveLength(1);
    expect(await ctx.storage.head(String(first?.file_key))).toBeUndefined();
  });

  it('is set again in the background after a change, before anyone asks for it', async () => {
    expectStatus(await putSettings(GENERATED), 200);
    const kept = () => ctx.db.selectFrom('generated_resumes').selectAll().execute();
    const [first] = await kept();
    await addTimelineEntry(ctx, ctx.token, { role: 'Founder', organisation: 'Own Company' });
    // No request asks for it: the instance's own refresh sets it (each second), then keeps it.
    // The new row is kept before the old one is dropped: wait for the new one alone.
    await expect
      .poll(
        async () => {
          const rows = await kept();
          return rows.length === 1 && rows[0]?.digest !== first?.digest;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const [second] = await kept();
    expect(await textOf((await download()).rawPayload)).toContain('Founder, Own Company');
    expect(await kept()).toEqual([second]);
  });
});
