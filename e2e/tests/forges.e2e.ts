import { apiPaths, type Project } from '@portfolio/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type FakeRepo, fakeForge, fakeRepo } from '../../apps/server/src/test/fake-forge.js';
import { type FakeUpstream, startFakeUpstream } from '../../apps/server/src/test/fake-upstream.js';
import { useAdmin } from '../fixtures/admin.js';

// The owner imports three of his GitHub repositories from the Projects screen ('Import from …');
// the server gives each an image after answering (a card drawn in the site's theme: GitHub's REST
// answer names no picture); he shows them: the public cards carry their stars, from the import,
// with no forge asked while a visitor reads them. GitHub is a fake on loopback (GITHUB_API_URL).

const repo = (id: number, name: string, stars: number): FakeRepo =>
  fakeRepo(id, name, { description: `${name}: a tool of Jane's`, topics: ['cli'], stars });
const REPOS = [
  repo(1, 'alpha', 1234),
  repo(2, 'beta', 1),
  repo(3, 'gamma', 42),
  repo(4, 'delta', 7),
];

let github: FakeUpstream | undefined;
// Registered before the site's: the fake closes once the server has stopped.
afterAll(async () => {
  await github?.close();
});

const admin = useAdmin({
  env: async () => {
    github = await startFakeUpstream();
    github.answer = fakeForge(github, 'github', REPOS);
    return { GITHUB_API_URL: github.url, ALLOW_PRIVATE_UPSTREAMS: '1' };
  },
});
const { main, row, cellText } = admin;

describe('projects from a forge', () => {
  it('imports three repositories and shows their stars on the public cards', async () => {
    const { page } = admin;
    await admin.openScreen('/Admin/project', 'Projects');
    // The spec's button stays; the import is beside it.
    await main().getByRole('button', { name: 'Add Project', exact: true }).waitFor();
    await main().getByRole('button', { name: 'Import from …' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from a forge' });
    await dialog.getByLabel('Username').fill('jane');
    await dialog.getByRole('button', { name: 'Add account' }).click();
    const list = dialog.getByRole('list', { name: 'Repositories' });
    await list.getByRole('listitem').nth(3).waitFor();
    await dialog.getByLabel('Search repositories').fill('alpha');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await dialog.getByLabel('Search repositories').fill('');
    for (const name of ['alpha', 'beta', 'gamma']) {
      await dialog.getByRole('checkbox', { name: new RegExp(`jane/${name}\\b`) }).check();
    }
    await admin.checkScreen('projects-forge-import');
    await dialog.getByRole('button', { name: 'Import 3 repositories' }).click();
    await dialog
      .getByText(
        '3 projects imported, hidden until you show them; their images follow in a moment',
        {
          exact: true,
        },
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const imaged = async () =>
      ((await admin.asOwner('POST', apiPaths.projects.list)) as unknown as Project[])
        .filter((project) => project.project_image !== '')
        .map((project) => project.title)
        .toSorted();
    await expect.poll(imaged, { timeout: 20_000 }).toEqual(['alpha', 'beta', 'gamma']);
    await admin.openScreen('/Admin/project', 'Projects');
    for (const name of ['alpha', 'beta', 'gamma']) {
      await expect.poll(() => cellText(name, 1)).toBe(name);
      await row(name).getByRole('button', { name: /^Show/ }).click();
      await expect.poll(() => cellText(name, 3)).toBe('Active');
    }

    const asked = github?.requests.length ?? 0;
    const projects = await admin.visit('/projects');
    const starsOf = async (name: string) =>
      (
        await projects
          .getByRole('listitem')
          .filter({ has: projects.page().getByRole('heading', { name, exact: true }) })
          .locator('[data-repository-facts]')
          .textContent()
      )?.replace(/\s+/g, ' ');
    await projects.getByRole('heading', { name: 'alpha', exact: true }).waitFor();
    expect(await starsOf('alpha')).toContain('★ 1,234 stars');
    expect(await starsOf('beta')).toContain('★ 1 star');
    expect(await starsOf('gamma')).toContain('★ 42 stars');
    expect(await projects.getByRole('heading', { name: 'delta', exact: true }).count()).toBe(0);
    // Visitors never wait for the forge: the page asked it nothing.
    expect(github?.requests.length).toBe(asked);
  });
});
