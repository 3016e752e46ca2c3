import fs from 'node:fs';
import { apiPaths, type Post, presetChoice, THEME_PRESETS } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { unzipTexts, zipOf } from '../fixtures/zip.js';

// The owner's blog in the admin: a post written in the editor (saved by itself, kept over a
// reload, refused with a clear conflict when another tab saved first, a version restored,
// published and read on /blog), and posts imported from a zip of front-matter files and exported.
const admin = useAdmin();
const { main, row } = admin;

/** The editor's save state, once it says `text`. */
const saveState = (text: 'Saved' | 'Not saved') =>
  main().locator('[data-state]').getByText(text, { exact: true }).waitFor();

/** A colour `#rrggbb` as the browser computes it. */
const rgbOf = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Every post, as the owner's token lists them. */
async function posts(): Promise<Post[]> {
  const res = await admin.withToken('GET', apiPaths.posts.list, await admin.token());
  expect(res.status).toBe(200);
  return (await res.json()) as Post[];
}

async function removePosts() {
  for (const post of await posts()) await admin.asOwner('DELETE', apiPaths.posts.delete(post._id));
}

/** What the owner's page logged besides the refusal the editor shows as a conflict. */
const problemsBesidesConflicts = () => {
  const { owner, visitor } = admin.unexpectedProblems();
  return { owner: owner.filter((p) => !/status of 409/.test(p)), visitor };
};

describe('the blog in the admin', () => {
  it('writes a post that saves itself, survives a reload and a second tab, restores and publishes', async () => {
    await removePosts();
    await admin.asOwner('PUT', apiPaths.theme, presetChoice('studio'));
    const { page } = admin;
    await admin.openScreen('/Admin/blog', 'Blog');
    await main().getByRole('link', { name: 'New Post' }).click();
    await main().getByRole('heading', { level: 1, name: 'New post' }).waitFor();
    await main().getByLabel('Markdown').fill('## Hello\n\nFirst words, with **bold**.');
    await main().getByLabel('Title', { exact: true }).fill('Written in the editor');
    await saveState('Saved');
    await page.waitForURL(/\/Admin\/blog\/[0-9a-f]{24}$/);
    const editorUrl = page.url();
    // The preview is the post's page as the server draws it for readers, in the site's theme
    // (Studio here, not the admin's Classic look), in a frame that runs no script: the title,
    // the reading time, a heading with its anchor, bold text.
    const frame = main().frameLocator(`iframe[title="The post's page as readers will see it"]`);
    await frame.getByRole('heading', { level: 1, name: 'Written in the editor' }).waitFor();
    await frame.getByRole('heading', { level: 2, name: /Hello/ }).waitFor();
    expect(await frame.locator('strong').innerText()).toBe('bold');
    expect(await frame.locator('main').innerText()).toContain('1 min read');
    expect(
      await frame.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
    ).toBe(rgbOf(THEME_PRESETS.studio.light.bg));
    expect(await frame.locator('script:not([type="application/json"])').count()).toBe(0);
    expect(
      await main()
        .locator('iframe')
        .evaluate((iframe) => iframe.getAttribute('sandbox')),
    ).toBe('allow-same-origin');

    await page.reload();
    await main().getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    expect(await main().getByLabel('Markdown').inputValue()).toBe(
      '## Hello\n\nFirst words, with **bold**.',
    );
    await saveState('Saved');

    // A second tab saves first: this one's save is refused, and says so, keeping its text.
    const second = await admin.newPage({
      storageState: {
        cookies: [],
        origins: [
          {
            origin: admin.server.adminUrl,
            localStorage: [{ name: 'access_token', value: await admin.token() }],
          },
        ],
      },
    });
    await second.page.goto(editorUrl);
    await second.page.getByLabel('Markdown').fill('Their words.');
    await second.page.locator('[data-state]').getByText('Saved', { exact: true }).waitFor();
    await main().getByLabel('Markdown').fill('My words.');
    const conflict = main().getByRole('alert').filter({ hasText: 'saved elsewhere' });
    await conflict.waitFor();
    await saveState('Not saved');
    expect(await main().getByLabel('Markdown').inputValue()).toBe('My words.');
    expect((await posts())[0]?.body).toBe('Their words.');
    await admin.checkScreen('blog-editor-conflict');
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await expect.poll(() => main().getByLabel('Markdown').inputValue()).toBe('Their words.');
    await saveState('Saved');
    expect(second.problems).toEqual([]);
    await second.close();

    // The first version comes back as the next revision.
    await main().getByRole('button', { name: 'Show versions' }).click();
    const versions = main().getByRole('region', { name: 'Versions' });
    await versions.getByText(/^Revision 2, saved/).waitFor();
    await versions.getByRole('button', { name: 'Restore revision 1' }).click();
    await expect
      .poll(() => main().getByLabel('Markdown').inputValue())
      .toBe('## Hello\n\nFirst words, with **bold**.');
    await versions.getByText(/^Revision 3, saved/).waitFor();
    expect((await posts())[0]).toMatchObject({ revision: 3, status: 'draft' });

    // Published with Save, it is on the blog.
    await main().getByLabel('Status').selectOption('published');
    await saveState('Not saved');
    await main().getByRole('button', { name: 'Save', exact: true }).click();
    await saveState('Saved');
    const blog = await admin.visit('/blog');
    await blog.getByRole('link', { name: 'Written in the editor' }).waitFor();
    const post = await admin.visit('/blog/written-in-the-editor');
    expect(await post.locator('strong').first().innerText()).toBe('bold');

    await admin.openScreen('/Admin/blog', 'Blog');
    expect(await row('Written in the editor').getByRole('cell').nth(2).innerText()).toBe(
      'Published',
    );
  });

  it('imports a zip of front-matter files after its preview, and exports the same posts', async () => {
    await removePosts();
    const { page } = admin;
    await admin.openScreen('/Admin/blog', 'Blog');
    const zip = zipOf({
      '_posts/2024-01-31-from-jekyll.md':
        '---\ntitle: From Jekyll\ndate: 2024-01-31\ntags: [web]\ndescription: An old post.\n---\nOld *words*.\n',
      'drafts/from-devto.md':
        '---\ntitle: From dev.to\npublished: false\ncanonical_url: https://dev.to/ada/x\n---\nA draft.\n',
      'README.txt': 'Not a post.',
    });
    await main()
      .getByLabel('Import posts')
      .setInputFiles({ name: 'posts.zip', mimeType: 'application/zip', buffer: zip });
    const plan = main().getByRole('table', { name: 'What importing posts.zip does' });
    await plan.waitFor();
    expect(await plan.getByRole('row').filter({ hasText: 'from-jekyll' }).innerText()).toContain(
      'Added',
    );
    expect(await plan.getByRole('row').filter({ hasText: 'README.txt' }).innerText()).toContain(
      'Left out',
    );
    expect(await posts()).toEqual([]);
    await admin.checkScreen('blog-import-preview');
    await main().getByRole('button', { name: 'Import 2 posts' }).click();
    await main().getByText('2 posts imported').waitFor();
    expect(await row('From Jekyll').getByRole('cell').nth(2).innerText()).toBe('Published');
    expect(await row('From dev.to').getByRole('cell').nth(2).innerText()).toBe('Draft');
    await (await admin.visit('/blog')).getByRole('link', { name: 'From Jekyll' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main().getByRole('button', { name: 'Export posts' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('posts.zip');
    const files = unzipTexts(fs.readFileSync(await download.path()));
    expect(Object.keys(files).sort()).toEqual(['from-devto.md', 'from-jekyll.md']);
    expect(files['from-jekyll.md']).toBe(
      '---\ntitle: From Jekyll\nslug: from-jekyll\nstatus: published\ndate: 2024-01-31T00:00:00.000Z\ntags:\n  - web\nsummary: An old post.\n---\nOld *words*.\n',
    );
    expect(files['from-devto.md']).toContain("canonical: 'https://dev.to/ada/x'");
    expect(problemsBesidesConflicts()).toEqual({ owner: [], visitor: [] });
  });
});
