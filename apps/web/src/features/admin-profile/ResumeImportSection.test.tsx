import { apiPaths } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { openAdmin } from '../../test/render-admin';

const SAMPLE = {
  basics: { name: 'Ada Lovelace', label: 'Analyst' },
  projects: [{ name: 'Bernoulli numbers', description: 'Note G', url: 'https://ada.example/g' }],
  publications: [{ name: 'An extension the site ignores' }],
};
const jsonFile = (content: unknown, name = 'resume.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });
const section = async () =>
  within(await screen.findByRole('region', { name: 'Import resume.json' }));

describe('Import resume.json, on the Profile screen', () => {
  it('previews what the file changes, imports it only on Import, and shows the new profile', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const importer = await section();
    await user.upload(importer.getByLabelText('Import resume.json'), jsonFile(SAMPLE));

    const preview = await importer.findByRole('region', { name: 'Import preview' });
    expect(preview.textContent).toContain('Profile: replaced — Name');
    expect(preview.textContent).toContain('Projects: added — Bernoulli numbers');
    const [sent] = backend.calls('POST', apiPaths.resumeImport.preview);
    expect(sent?.headers.access_token).toBe('owner-token');
    // Nothing changes before the owner confirms.
    expect(backend.calls('POST', apiPaths.resumeImport.apply)).toHaveLength(0);
    expect(backend.state.projects).toEqual([]);

    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    expect((await importer.findByRole('status')).textContent).toBe(
      'resume.json imported. Projects without an image stay hidden until you add one.',
    );
    expect(backend.calls('POST', apiPaths.resumeImport.apply)[0]?.json).toEqual(SAMPLE);
    expect(backend.state.projects.map((p) => [p.title, p.isActive, p.project_image])).toEqual([
      ['Bernoulli numbers', false, ''],
    ]);
    expect(importer.queryByRole('region', { name: 'Import preview' })).toBeNull();
    // The form shows the imported profile.
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBeTruthy();
  });

  it('says what is wrong with a file that is not JSON, and sends nothing', async () => {
    expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/profile');
    const importer = await section();
    await user.upload(importer.getByLabelText('Import resume.json'), jsonFile('{ not json'));
    expect((await importer.findByRole('alert')).textContent).toContain(
      'The file is not JSON, so it is no JSON Resume document',
    );
    expect(backend.calls('POST', apiPaths.resumeImport.preview)).toHaveLength(0);
  });

  it('shows the fields a refused import names, and imports nothing', async () => {
    expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/profile');
    const importer = await section();
    const noLink = { ...SAMPLE, projects: [{ name: 'No link' }] };
    await user.upload(importer.getByLabelText('Import resume.json'), jsonFile(noLink));
    const preview = await importer.findByRole('region', { name: 'Import preview' });
    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    expect((await importer.findByRole('alert')).textContent).toContain(
      'projects/0/url is required: an absolute http(s) URL',
    );
    expect(backend.state.projects).toEqual([]);
  });
});
