import { apiPaths, UPLOAD_FIELDS } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { form } from '../fixtures/api.js';
import { axeViolationsInBothModes } from '../fixtures/axe.js';
import { image } from '../fixtures/testdata.js';

// A project's case study, written in the admin's project form with an image inserted through the
// upload pipeline, then read by a visitor: its HTML inert, its code highlighted on the server; and
// a rename sends the old address to the new one.
const admin = useAdmin();
const { main, row } = admin;

const CASE_STUDY = [
  '## How it works',
  '',
  'The page must not run `<script>window.pwned = 1; alert(1)</script>` from inline code,',
  '',
  '```html',
  '<script>window.pwned = 2; alert(2)</script>',
  '<img src=x onerror="window.pwned = 3">',
  '```',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
].join('\n');

describe('case studies', () => {
  it('are written in the project form and shown inert and highlighted at /projects/<slug>', async () => {
    await admin.removeAll('projects');
    await admin.openScreen('/Admin/project', 'Projects');
    await main().getByRole('button', { name: 'Add Project' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByLabel('Title').fill('Photo sorter');
    await dialog.getByLabel('Website Link', { exact: true }).fill('https://sorter.example');
    await dialog.getByLabel('Project Link', { exact: true }).fill('https://code.example/sorter');
    await dialog.getByLabel('Description').fill('Sorts holiday photos by place');
    await dialog.getByLabel('Project Image').setInputFiles(image('DSCN0010.jpg'));
    const study = dialog.getByLabel('Case study');
    await study.fill(CASE_STUDY);
    await dialog.getByLabel('Insert image').setInputFiles(image('landscape_6.jpg'));
    await expect.poll(() => study.inputValue()).toMatch(/!\[landscape_6\]\(http[^)]+\.webp\)\n$/);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await row('Photo sorter').waitFor();

    // The card's title leads to the case study; its two links stay.
    const visitor = admin.visitor;
    const dialogs: string[] = [];
    visitor.on('dialog', (shown) => {
      dialogs.push(shown.message());
      void shown.dismiss();
    });
    const projects = await admin.visit('/projects');
    expect(await projects.getByRole('link', { name: 'Project Link' }).count()).toBe(1);
    expect(await projects.getByRole('link', { name: 'WebSite Link' }).count()).toBe(1);
    await projects.getByRole('heading', { level: 2 }).getByRole('link').click();
    await visitor.waitForURL(`${admin.server.publicUrl}/projects/photo-sorter`);
    const page = visitor.getByRole('main');
    await page.getByRole('heading', { level: 1, name: 'Photo sorter' }).waitFor();
    expect(await visitor.title()).toBe('Projects | Portfolio');
    expect(await visitor.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      'Photo sorter',
    );

    // Inert: shown as text, never run.
    await page.getByText('<script>window.pwned = 1; alert(1)</script>').waitFor();
    await page.getByText('<script>window.pwned = 2; alert(2)</script>', { exact: false }).waitFor();
    expect(await visitor.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator('script').count()).toBe(0);
    expect(dialogs).toEqual([]);

    // Highlighted on the server, in the theme's colours; no highlighter came to the browser.
    const keyword = page.locator('.hljs-keyword', { hasText: 'const' });
    const colours = await keyword.evaluate((element) => ({
      keyword: getComputedStyle(element).color,
      text: getComputedStyle(element.closest('pre') ?? element).color,
    }));
    expect(colours.keyword).not.toBe(colours.text);
    // Readable in light and dark mode, the highlighted code included.
    expect(await axeViolationsInBothModes(visitor)).toEqual({ light: [], dark: [] });

    // The inserted image is one of ours, re-encoded, and loads.
    const inserted = page.locator('img[alt="landscape_6"]');
    await expect
      .poll(() => inserted.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await inserted.getAttribute('src')).toMatch(/\/media\/images\/.+\.webp$/);
  });

  it('move with a rename: the old address answers 301 to the new one', async () => {
    await admin.openScreen('/Admin/project', 'Projects');
    await row('Photo sorter').getByRole('button', { name: /^Edit/ }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByLabel('Title').fill('Holiday sorter');
    // The save's answer, however long a busy machine makes it, and what it says if it fails.
    const saved = admin.page.waitForResponse(
      (res) => res.url().includes('/api/projects/editProject/'),
      { timeout: 60_000 },
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    expect((await answer.json()).title).toBe('Holiday sorter');
    await row('Holiday sorter').waitFor();

    const old = await fetch(`${admin.server.publicUrl}/projects/photo-sorter`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/projects/holiday-sorter');
    const response = await admin.visitor.goto(`${admin.server.publicUrl}/projects/photo-sorter`);
    expect(response?.status()).toBe(200);
    expect(admin.visitor.url()).toBe(`${admin.server.publicUrl}/projects/holiday-sorter`);
    await admin.visitor
      .getByRole('main')
      .getByRole('heading', { level: 1, name: 'Holiday sorter' })
      .waitFor();
    const listed = await admin.publicList<{ slug: string }>(apiPaths.projects.list);
    expect(listed.map((project) => project.slug)).toEqual(['holiday-sorter']);
  });

  it('show math drawn on the server with its self-hosted stylesheet, tables, task lists, footnotes and a table of contents, readable in both modes', async () => {
    const study = [
      '## The sum',
      '',
      'Adding $1$ to $n$ gives $\\frac{n(n+1)}{2}$ in all[^gauss].',
      '',
      '$$',
      '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}',
      '$$',
      '',
      '## The steps',
      '',
      '| Step | Cost |',
      '|:-----|-----:|',
      '| Pair | $O(1)$ |',
      '',
      '- [x] Pair the ends',
      '- [ ] ~~Count by hand~~',
      '',
      '### Why it works',
      '',
      'See https://example.com/gauss.',
      '',
      '[^gauss]: As told of Gauss at school.',
    ].join('\n');
    await admin.asOwner(
      'POST',
      apiPaths.projects.add,
      form(
        {
          title: 'Sums',
          website_link: 'https://sums.example',
          project_link: 'https://code.example/sums',
          description: 'Adds numbers',
          case_study: study,
        },
        { field: UPLOAD_FIELDS.project, path: image('DSCN0010.jpg') },
      ),
    );
    const visitor = admin.visitor;
    const fonts: string[] = [];
    visitor.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(response.url());
    });
    const page = await admin.visit('/projects/sums');

    // KaTeX's stylesheet, from this site, draws the formulas: the MathML is for screen readers.
    const stylesheet = visitor.locator('link[rel="stylesheet"][href^="/katex/"]');
    expect(await stylesheet.count()).toBe(1);
    const mathml = page.locator('.katex-mathml').first();
    expect(await mathml.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
    await expect.poll(() => fonts.some((url) => url.startsWith(admin.server.publicUrl))).toBe(true);
    expect(fonts.every((url) => url.startsWith(`${admin.server.publicUrl}/katex/`))).toBe(true);
    expect(await page.locator('.katex-display').count()).toBe(1);

    // The contents link each heading; a heading's own link shows when it has the focus.
    const contents = page.getByRole('navigation', { name: 'Contents' });
    expect(await contents.getByRole('link').allTextContents()).toEqual([
      'The sum',
      'The steps',
      'Why it works',
    ]);
    const anchor = page.getByRole('link', { name: 'Link to the section “The steps”' });
    expect(await anchor.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await anchor.focus();
    await expect
      .poll(() => anchor.evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');

    expect(await page.getByRole('table').count()).toBe(1);
    const tasks = page.getByRole('checkbox');
    expect(await tasks.count()).toBe(2);
    expect(await tasks.first().isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Pair the ends' }).isChecked()).toBe(true);
    await page.getByRole('heading', { name: 'Footnotes' }).waitFor({ state: 'attached' });
    expect(await axeViolationsInBothModes(visitor)).toEqual({ light: [], dark: [] });

    // A case study without math links no stylesheet.
    await admin.visit('/projects/holiday-sorter');
    expect(await visitor.locator('link[rel="stylesheet"][href^="/katex/"]').count()).toBe(0);
  });

  it('logged nothing unexpected', () => {
    const { owner, visitor } = admin.unexpectedProblems();
    expect(owner).toEqual([]);
    expect(visitor).toEqual([]);
  });
});
