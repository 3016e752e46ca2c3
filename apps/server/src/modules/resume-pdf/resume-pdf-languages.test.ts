import {
  apiPaths,
  DEFAULT_RESUME_SETTINGS,
  RESUME_PDF_PATH,
  type ResumeSettings,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import { addTimelineEntry } from '../../test/content.js';
import { readPdf } from '../../test/pdf-text.js';
import { sourceWeb } from '../../test/web.js';

// The generated résumé in each of the site's languages (decision 038).

const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: 'https://jane.example' }, { web: sourceWeb });

const GENERATED: ResumeSettings = { ...DEFAULT_RESUME_SETTINGS, source: 'generated' };

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'jane.example' } });

const put = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url, headers: ctx.auth(ctx.token), payload });

async function pdfAt(url: string) {
  const res = await get(url);
  expectStatus(res, 200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const text = (await readPdf(res.rawPayload)).text.join('\n').replace(/\s+/gu, ' ');
  return { bytes: res.rawPayload, text };
}

const kept = () => ctx.db.selectFrom('generated_resumes').selectAll().orderBy('file_key').execute();

describe("a language's generated résumé", () => {
  it('is set from its texts with its headings at its prefix; the default stays byte for byte', async () => {
    expectStatus(await put(apiPaths.resume.settings, GENERATED), 200);
    const entry = await addTimelineEntry(ctx, ctx.token, {
      role: 'Staff engineer',
      organisation: 'Acme Corp',
    });
    const before = await pdfAt(RESUME_PDF_PATH);
    expect(before.text).toContain('Experience');

    const languages = { defaultLanguage: 'en', languages: ['en', 'pt', 'ar'] };
    expectStatus(await put(apiPaths.languages, languages), 200);
    const texts = (language: string, fields: Record<string, string>) =>
      put(apiPaths.translations.texts, { language, kind: 'timeline', id: entry._id, fields });
    expectStatus(await texts('pt', { role: 'Engenheira sênior' }), 200);
    expectStatus(await texts('ar', { role: 'مهندسة أولى' }), 200);

    const after = await pdfAt(RESUME_PDF_PATH);
    expect(after.bytes.equals(before.bytes)).toBe(true);

    const pt = await pdfAt(`/pt${RESUME_PDF_PATH}`);
    expect(pt.text).toContain('Engenheira sênior, Acme Corp');
    expect(pt.text).toContain('Experiência');
    expect(pt.text).not.toContain('Experience');
    const ar = await pdfAt(`/ar${RESUME_PDF_PATH}`);
    expect(ar.text).toContain('الخبرة');
    expect(ar.text).toContain('مهندسة');
    expect(ar.bytes.equals(pt.bytes)).toBe(false);

    // Each language's file is kept beside the others, under its prefix.
    expect((await kept()).map((row) => row.file_key)).toEqual([
      expect.stringMatching(/^resumes\/ar\/generated-[0-9a-f]{32}\.pdf$/u),
      expect.stringMatching(/^resumes\/generated-[0-9a-f]{32}\.pdf$/u),
      expect.stringMatching(/^resumes\/pt\/generated-[0-9a-f]{32}\.pdf$/u),
    ]);
    // A change sets each again and drops only its own language's previous file.
    const [oldAr, , oldPt] = await kept();
    await addTimelineEntry(ctx, ctx.token, { role: 'Founder', organisation: 'Own Company' });
    expect((await pdfAt(`/pt${RESUME_PDF_PATH}`)).text).toContain('Founder, Own Company');
    await expect
      .poll(async () => (await kept()).map((row) => row.file_key), { timeout: 30_000 })
      .not.toContain(oldAr?.file_key);
    expect((await kept()).map((row) => row.file_key)).not.toContain(oldPt?.file_key);
    expect(await kept()).toHaveLength(3);
  }, 120_000);

  it("is in the default language's words at /resume.pdf when that is not English", async () => {
    expectStatus(await put(apiPaths.resume.settings, GENERATED), 200);
    await addTimelineEntry(ctx, ctx.token, { role: 'Engenheira', organisation: 'Acme Corp' });
    const languages = { defaultLanguage: 'pt', languages: ['pt', 'en'] };
    expectStatus(await put(apiPaths.languages, languages), 200);
    const pt = await pdfAt(RESUME_PDF_PATH);
    expect(pt.text).toContain('Experiência');
    expect(pt.text).not.toContain('Experience');
    const en = await pdfAt(`/en${RESUME_PDF_PATH}`);
    expect(en.text).toContain('Experience');
  }, 60_000);

  it('is what the Resume page in that language offers', async () => {
    expectStatus(await put(apiPaths.resume.settings, GENERATED), 200);
    const languages = { defaultLanguage: 'en', languages: ['en', 'pt'] };
    expectStatus(await put(apiPaths.languages, languages), 200);
    const page = await get('/pt/resume');
    expectStatus(page, 200);
    expect(page.body).toMatch(/https:\/\/jane\.example\/pt\/resume\.pdf\?v=[0-9a-f]{32}/u);
    const english = await get('/resume');
    expect(english.body).toMatch(/https:\/\/jane\.example\/resume\.pdf\?v=[0-9a-f]{32}/u);
    expect(english.body).not.toContain('/pt/resume.pdf');
  }, 60_000);

  it('is none at a prefix that is no other language of the site', async () => {
    expectStatus(await put(apiPaths.resume.settings, GENERATED), 200);
    expectStatus(await get(`/de${RESUME_PDF_PATH}`), 404);
    expectStatus(await get(`/en${RESUME_PDF_PATH}`), 404);
  });
});
