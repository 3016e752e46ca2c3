import {
  apiPaths,
  DEFAULT_RESUME_SETTINGS,
  JSON_RESUME_PATH,
  type JsonResume,
  type ResumeSettings,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest } from '../../test/app.js';
import { addTimelineEntry, seedProject, toggleStatus } from '../../test/content.js';
import { readPdf } from '../../test/pdf-text.js';
import { setResumePdf } from './resume-pdf.service.js';

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
});
