import { buffer } from 'node:stream/consumers';
import {
  apiPaths,
  DEFAULT_RESUME_SETTINGS,
  JSON_RESUME_PATH,
  type JsonResume,
  RESUME_PDF_PATH,
  type ResumeSettings,
} from '@portfolio/contract';
import { describe, expect, it, vi } from 'vitest';
import { expectStatus, testAppPerTest } from '../../test/app.js';
import { addTimelineEntry, seedProject, toggleStatus } from '../../test/content.js';
import { readPdf } from '../../test/pdf-text.js';
import { currentResume, setResumePdf } from './resume-pdf.service.js';

const ctx = testAppPerTest({ PUBLIC_ORIGIN: 'https://jane.example' });

const textOf = async (projects: ResumeSettings['projects'] = 'featured') => {
  const { pdf: bytes } = await setResumePdf(ctx.app.deps, { ...DEFAULT_RESUME_SETTINGS, projects });
  return (await readPdf(bytes)).text.join('\n').replace(/\s+/gu, ' ');
};

describe("the generated résumé, set from the site's content", () => {
  it('says what /resume.json says, and changes with a timeline edit', async () => {
    const token = await ctx.openSession();
    const entry = await addTimelineEntry(ctx, token, {
      role: 'Staff engineer',
      organisation: 'Acme Corp',
      start: '2021-09',
      end: null,
      summary: 'Led the **billing** team.',
      link: '',
    });
    const json = (
      await ctx.app.inject({
        method: 'GET',
        url: JSON_RESUME_PATH,
        headers: { host: 'jane.example' },
      })
    ).json<JsonResume>();
    const before = await textOf();
    expect(before).toContain(json.basics.name);
    expect(before).toContain(json.basics.label);
    expect(before).toContain('Staff engineer, Acme Corp');
    expect(before).toContain('Led the billing team.');

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.timeline.edit(entry._id),
      headers: ctx.auth(token),
      payload: { ...entry, _id: undefined, role: 'Principal engineer', summary: 'Ran payments.' },
    });
    expectStatus(edited, 200);
    const after = await textOf();
    expect(after).toContain('Principal engineer, Acme Corp');
    expect(after).toContain('Ran payments.');
    expect(after).not.toContain('Staff engineer');
  });

  it('lists the featured projects by default, or the ones the owner picks', async () => {
    const token = await ctx.openSession();
    const featured = await seedProject(ctx, token, { title: 'Featured engine' });
    const other = await seedProject(ctx, token, { title: 'Side quest' });
    await toggleStatus(ctx, token, apiPaths.projects.featured(featured._id));

    const byDefault = await textOf();
    expect(byDefault).toContain('Featured engine');
    expect(byDefault).not.toContain('Side quest');
    const picked = await textOf([other._id]);
    expect(picked).toContain('Side quest');
    expect(picked).not.toContain('Featured engine');
  });

  it('is set once for the requests and the refresh that want it together, and each answers the stored bytes', async () => {
    const token = await ctx.openSession();
    expectStatus(
      await ctx.app.inject({
        method: 'PUT',
        url: apiPaths.resume.settings,
        headers: ctx.auth(token),
        payload: { ...DEFAULT_RESUME_SETTINGS, source: 'generated' },
      }),
      200,
    );
    const draw = vi.spyOn(ctx.app.deps.images, 'drawResume');
    await addTimelineEntry(ctx, token, { role: 'Staff engineer', organisation: 'Acme Corp' });
    const request = () =>
      ctx.app.inject({ method: 'GET', url: RESUME_PDF_PATH, headers: { host: 'jane.example' } });
    const [first, second, refreshed] = await Promise.all([
      request(),
      request(),
      currentResume(ctx.app.deps),
    ]);
    expect(draw).toHaveBeenCalledTimes(1);
    expectStatus(first, 200);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const [kept] = await ctx.db.selectFrom('generated_resumes').selectAll().execute();
    const stored = await ctx.storage.get(kept?.file_key ?? '');
    expect(stored && (await buffer(stored.body)).equals(first.rawPayload)).toBe(true);
    expect(refreshed && 'generated' in refreshed && refreshed.generated.pdf).toEqual(
      first.rawPayload,
    );
  });
});
