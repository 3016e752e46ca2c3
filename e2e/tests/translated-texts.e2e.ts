import { apiPaths, DEFAULT_PROFILE } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import { call, login, ok } from '../fixtures/site-client.js';
import { useSite } from '../fixtures/suite.js';

// The owner's own texts in a second language (issue 34), as a visitor without JavaScript reads
// them: set through the admin's calls, shown at the language's prefix, the default's where none
// was written, and the default language's pages as they were.
const site = useSite({
  context: { viewport: { width: 1280, height: 800 } },
  seed: async ({ server }) => {
    const owner = await ownerApi(server);
    const translated = await owner.addProject('Weather Station', 'DSCN0010.jpg');
    await owner.addProject('Chess Engine', 'DSCN0010.jpg');
    const token = await login(server.publicUrl);
    const send = (method: string, url: string, json: object) =>
      ok(call(server.publicUrl, method, url, { token, json }));
    await owner.setLanguages(['en', 'pt']);
    await send('PUT', apiPaths.translations.texts, {
      language: 'pt',
      kind: 'project',
      id: translated._id,
      fields: { title: 'Estação Meteorológica' },
    });
    await send('PUT', apiPaths.translations.texts, {
      language: 'pt',
      kind: 'profile',
      id: 'profile',
      fields: { role: 'programador web de interfaces' },
    });
  },
});

// A project's description names its title ('What Weather Station does…'): titles are matched whole.
async function withoutScript(pathname: string) {
  const { page } = await site.newPage({ javaScriptEnabled: false });
  const response = await page.goto(site.server.publicUrl + pathname);
  expect(response?.status()).toBe(200);
  return page.getByRole('main');
}

describe("the owner's texts in Portuguese, without JavaScript", () => {
  it('shows a translated title at /pt/projects, the default at /projects', async () => {
    const pt = await withoutScript('/pt/projects');
    expect(await pt.getByText('Estação Meteorológica', { exact: true }).count()).toBeGreaterThan(0);
    expect(await pt.getByText('Weather Station', { exact: true }).count()).toBe(0);
    const en = await withoutScript('/projects');
    expect(await en.getByText('Weather Station', { exact: true }).count()).toBeGreaterThan(0);
    expect(await en.getByText('Estação Meteorológica', { exact: true }).count()).toBe(0);
  });

  it('falls back to the default for a project without a translation', async () => {
    const pt = await withoutScript('/pt/projects');
    expect(await pt.getByText('Chess Engine', { exact: true }).count()).toBeGreaterThan(0);
  });

  it("shows the About page's translated text, the default's on the default page", async () => {
    const pt = await withoutScript('/pt/about');
    expect(
      await pt.getByText('programador web de interfaces', { exact: false }).count(),
    ).toBeGreaterThan(0);
    expect(await pt.getByText(DEFAULT_PROFILE.about.role, { exact: false }).count()).toBe(0);
    const en = await withoutScript('/about');
    expect(
      await en.getByText(DEFAULT_PROFILE.about.role, { exact: false }).count(),
    ).toBeGreaterThan(0);
    expect(await en.getByText('programador web de interfaces', { exact: false }).count()).toBe(0);
  });
});
