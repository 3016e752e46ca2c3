import { apiPaths, DEFAULT_RESUME_SETTINGS, RESUME_PDF_PATH } from '@portfolio/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';

// The owner chooses the résumé made from the site's content on the Résumé PDF screen, previews it,
// saves, and a visitor sees it on /resume (page 1 drawn by the spec's viewer) and downloads it at
// /resume.pdf. The site is given back its uploaded résumé after.
const admin = useAdmin();
const { main, navLink } = admin;

describe('the generated résumé', () => {
  afterEach(async () => {
    await admin.asOwner('PUT', apiPaths.resume.settings, DEFAULT_RESUME_SETTINGS);
  });

  it('is chosen and previewed in the admin, then shown on /resume and sent at /resume.pdf', async () => {
    const { page, visitor } = admin;
    await admin.openScreen('/Admin', 'Dashboard');
    await navLink('Résumé PDF').click();
    const source = main().getByRole('group', { name: 'The résumé visitors get' });
    await source.waitFor();
    await source.getByLabel("Made from the site's content").check();
    await main().getByLabel('Side column').check();
    await main().getByRole('button', { name: 'Preview' }).click();
    await main()
      .getByRole('figure', { name: 'Page 1 of the generated résumé' })
      .locator('canvas')
      .waitFor();
    await main().getByRole('button', { name: 'Save' }).click();
    await main().getByText('Saved: visitors now get the generated résumé').waitFor();

    const content = await admin.visit('/resume');
    const links = content.getByRole('link', { name: 'Download', exact: true });
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(2);
    expect(new URL(String(hrefs[0])).pathname).toBe(RESUME_PDF_PATH);
    await visitor.locator('.react-pdf__Page__canvas').waitFor();

    const file = await fetch(String(hrefs[0]));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(page.url()).toContain('/Admin/resume-pdf');
  });
});
