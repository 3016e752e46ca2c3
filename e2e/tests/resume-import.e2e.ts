import { JSON_RESUME_PATH, JSON_RESUME_SCHEMA_URL, type JsonResume } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { image } from '../fixtures/testdata.js';

// The owner imports a resume.json on the Profile screen: a preview first, then Import. The public
// pages show it, the imported project once it has an image, and the site's own /resume.json then
// gives back the same document.
const admin = useAdmin();
const { main, row, cellText } = admin;

/** A resume.json as the site itself exports it (another instance of it, say). */
const SAMPLE: JsonResume = {
  $schema: JSON_RESUME_SCHEMA_URL,
  basics: {
    name: 'Ada Lovelace',
    label: 'Analyst of engines',
    summary: 'I write programs for engines that do not exist yet.',
    url: 'https://ada.example',
    email: 'ada@example.com',
    location: { address: 'London' },
    profiles: [{ network: 'GitHub', username: 'ada', url: 'https://github.com/ada' }],
  },
  work: [
    {
      name: 'Analytical Engines Ltd',
      position: 'Programmer',
      location: 'London',
      url: 'https://engines.example',
      startDate: '1842-10',
      summary: 'Wrote the **first** published program.',
    },
  ],
  education: [
    { institution: 'Home tutors', area: 'Mathematics', startDate: '1830', endDate: '1835' },
  ],
  projects: [
    {
      name: 'Bernoulli numbers',
      description: 'Note G: a method for the engine.',
      url: 'https://ada.example/note-g',
      startDate: '1843-07',
      keywords: ['math', 'engines'],
    },
  ],
  certificates: [],
  skills: [
    { name: 'Skills', keywords: ['Rust', 'Punch cards'] },
    { name: 'Tools', keywords: ['Git'] },
  ],
  interests: [{ name: 'Horses' }],
  meta: { canonical: 'https://ada.example/resume.json', version: 'v1.0.0' },
};

describe('importing a resume.json', () => {
  it('previews, imports, shows it on the public pages, and exports the same document', async () => {
    const { page } = admin;
    await admin.openScreen('/Admin/profile', 'Profile');
    const importer = main().getByRole('region', { name: 'Import resume.json' });
    await importer.getByLabel('Import resume.json').setInputFiles({
      name: 'resume.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(SAMPLE)),
    });
    const preview = importer.getByRole('region', { name: 'Import preview' });
    await preview.getByText('Projects: added', { exact: false }).waitFor();
    expect(await preview.textContent()).toContain('Bernoulli numbers');
    await preview.scrollIntoViewIfNeeded();
    await admin.checkScreen('profile-resume-import-preview');
    // Nothing is imported before the owner confirms.
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).not.toBe(
      'Ada Lovelace',
    );
    await preview.getByRole('button', { name: 'Import', exact: true }).click();
    await importer
      .getByText('resume.json imported. Projects without an image stay hidden until you add one.')
      .waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe('Ada Lovelace');

    // About shows the imported timeline; the project waits for its image.
    const about = await admin.visit('/about');
    await about.getByText('Analytical Engines Ltd').first().waitFor();
    expect(await about.textContent()).toContain('Mathematics');
    await admin.openScreen('/Admin/project', 'Projects');
    await row('Bernoulli numbers').waitFor();
    expect(await cellText('Bernoulli numbers', 1)).toBe('Bernoulli numbers (needs an image)');
    expect(await cellText('Bernoulli numbers', 3)).toBe('Hidden');
    await row('Bernoulli numbers').getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByLabel('Project Image').setInputFiles(image('DSCN0010.jpg'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cellText('Bernoulli numbers', 1)).toBe('Bernoulli numbers');
    await row('Bernoulli numbers').getByRole('button', { name: /^Show/ }).click();
    await expect.poll(() => cellText('Bernoulli numbers', 3)).toBe('Active');
    const projects = await admin.visit('/projects');
    await projects.getByRole('heading', { name: 'Bernoulli numbers' }).waitFor();

    // The site's own resume.json is the imported one, but for where it is published.
    const res = await fetch(admin.server.publicUrl + JSON_RESUME_PATH);
    expect(res.status).toBe(200);
    const exported = (await res.json()) as JsonResume;
    expect(exported.basics.url).toBe(admin.server.publicUrl);
    expect({
      ...exported,
      basics: { ...exported.basics, url: SAMPLE.basics.url },
      meta: SAMPLE.meta,
    }).toEqual(SAMPLE);
  });
});
