import { apiPaths, DEFAULT_RESUME_SETTINGS, RESUME_PDF_PATH } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import { call, login, ok } from '../fixtures/site-client.js';
import { useSite } from '../fixtures/suite.js';

// A reader of the Portuguese or Arabic site gets the generated résumé in his language (decision
// 038): the Resume page at the language's prefix offers and shows that language's PDF. The
// Japanese one draws its role in the Japanese face, made static by the built image process.
const JAPANESE_ROLE = 'ソフトウェアエンジニア';
const site = useSite({
  seed: async ({ server }) => {
    const owner = await ownerApi(server);
    await owner.setLanguages(['en', 'pt', 'ar', 'ja']);
    await owner.setResumeSettings({ ...DEFAULT_RESUME_SETTINGS, source: 'generated' });
    const token = await login(server.publicUrl);
    await ok(
      call(server.publicUrl, 'PUT', apiPaths.translations.texts, {
        token,
        json: { language: 'ja', kind: 'profile', id: 'profile', fields: { role: JAPANESE_ROLE } },
      }),
    );
  },
});

/** The Resume page in a language: its download link's address, once page 1 is drawn. */
async function resumePage(pathname: string, download: string) {
  const { page } = await site.newPage();
  await page.goto(site.server.publicUrl + pathname);
  await page.locator('.react-pdf__Page__canvas').first().waitFor();
  const href = await page
    .getByRole('link', { name: download, exact: true })
    .first()
    .getAttribute('href');
  const dir = await page.locator('html').getAttribute('dir');
  return { url: new URL(String(href)), dir };
}

async function pdfAt(url: URL) {
  const file = await fetch(url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await file.arrayBuffer());
}

describe("the generated résumé in the reader's language", () => {
  it('is offered and shown by the Resume page of each language, its own PDF', async () => {
    const english = await resumePage('/resume', 'Download');
    expect(english.url.pathname).toBe(RESUME_PDF_PATH);
    const pt = await resumePage('/pt/resume', 'Baixar');
    expect(pt.url.pathname).toBe(`/pt${RESUME_PDF_PATH}`);
    const ar = await resumePage('/ar/resume', 'تنزيل');
    expect(ar.url.pathname).toBe(`/ar${RESUME_PDF_PATH}`);
    expect(ar.dir).toBe('rtl');

    const bytes = await Promise.all([english.url, pt.url, ar.url].map(pdfAt));
    for (const pdf of bytes) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(new Set(bytes.map((pdf) => pdf.toString('base64'))).size).toBe(3);
  });

  it('draws a Japanese résumé in the Japanese face, out of the box', async () => {
    const pdf = await pdfAt(new URL(`/ja${RESUME_PDF_PATH}`, site.server.publicUrl));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The subset's name: six letters, a plus, and the face's PostScript name.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-/);
  });
});
