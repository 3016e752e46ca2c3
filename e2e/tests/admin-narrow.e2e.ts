import { apiPaths, type Project, UPLOAD_FIELDS } from '@portfolio/contract';
import type { Locator } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { form } from '../fixtures/api.js';
import { image } from '../fixtures/testdata.js';

// The admin for long sessions, on a phone's screen (390x844): a table is a card per row with one
// menu of actions, the Profile's Save stays in view, and a case study is written beside the
// server's preview, an uploaded image put at the cursor.
const admin = useAdmin();
const { main, row } = admin;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const REST = {
  website_link: 'https://sorter.example',
  project_link: 'https://code.example/sorter',
  description: 'Sorts holiday photos by place',
};

async function addProject(title: string, fields: Record<string, string> = {}): Promise<Project> {
  return (await admin.asOwner(
    'POST',
    apiPaths.projects.add,
    form(
      { title, ...REST, ...fields },
      { field: UPLOAD_FIELDS.project, path: image('DSCN0010.jpg') },
    ),
  )) as unknown as Project;
}

/** Whether the whole of the element is inside the viewport. */
async function inView(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = admin.page.viewportSize();
  return (
    box !== null &&
    size !== null &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= size.height &&
    box.x + box.width <= size.width
  );
}

afterEach(async () => {
  await admin.page.setViewportSize(DESKTOP);
});

describe('the admin on a narrow screen', () => {
  it('shows a table as cards, each with one menu of actions that the keyboard and a tap work', async () => {
    await admin.removeAll('projects');
    await addProject('Chess bot');
    await addProject('Photo sorter');
    await admin.page.setViewportSize(PHONE);
    await admin.openScreen('/Admin/project', 'Projects');
    const card = row('Chess bot');
    await card.waitFor();

    // A card: its cells one under another, each after its column's name, within the screen.
    const cells = card.getByRole('cell');
    expect(await card.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
    expect(
      await cells.evaluateAll((tds) =>
        tds.map((td) => /^"([^"]*)"/.exec(getComputedStyle(td, '::before').content)?.[1]),
      ),
    ).toEqual(['S No.', 'Title', 'Description', 'Status', 'Action']);
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(
      await admin.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);

    // One button per card until its menu is opened.
    expect(await card.getByRole('button').allTextContents()).toEqual(['Actions Chess bot']);
    const menuButton = card.getByRole('button', { name: 'Actions Chess bot' });
    await menuButton.focus();
    await admin.page.keyboard.press('Enter');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await card.getByRole('button').allTextContents()).toEqual([
      'Actions Chess bot',
      'Edit Chess bot',
      'Hide Chess bot',
      'Delete Chess bot',
      'Screenshots Chess bot',
      'Feature Chess bot',
      'Move up Chess bot',
      'Move down Chess bot',
    ]);
    // The other card's menu stays closed.
    expect(await row('Photo sorter').getByRole('button').count()).toBe(1);
    await admin.page.keyboard.press('Tab');
    await admin.page.keyboard.press('Tab');
    await admin.page.keyboard.press('Enter');
    await card.getByRole('cell', { name: 'Hidden' }).waitFor();
    // The menu stays open after an action; Escape in it closes it, back on its button.
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await card.getByRole('button', { name: 'Edit Chess bot' }).focus();
    await admin.page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await admin.checkScreen('projects-narrow');

    // A tap opens it too, and Edit opens the form.
    await menuButton.click();
    await card.getByRole('button', { name: 'Edit Chess bot' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A wide screen has the spec's table: its header row and the buttons in each row.
    await admin.page.setViewportSize(DESKTOP);
    expect(await menuButton.isVisible()).toBe(false);
    expect(await card.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');
    expect(await main().getByRole('columnheader').allTextContents()).toEqual([
      'S No.',
      'Title',
      'Description',
      'Status',
      'Action',
    ]);
    expect(await card.getByRole('button', { name: 'Edit Chess bot' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Move down Chess bot' }).isVisible()).toBe(true);
  });

  it("keeps the Profile's Save in view while its form is scrolled", async () => {
    await admin.page.setViewportSize(PHONE);
    await admin.openScreen('/Admin/profile', 'Profile');
    const about = main().getByRole('region', { name: 'About you' });
    const save = about.getByRole('button', { name: 'Save', exact: true });
    await save.waitFor();
    await about.getByRole('group', { name: 'Skills' }).scrollIntoViewIfNeeded();
    expect(await admin.page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(await inView(save)).toBe(true);
    await about.getByLabel('Hobbies').fill('chess');
    await about.getByText('Not saved yet').waitFor();
    expect(await inView(save)).toBe(true);
    await save.click();
    await about.getByText('Profile saved. The public pages show it on their next load.').waitFor();
    expect(await inView(save)).toBe(true);

    // The links at the top go to each section.
    await admin.page.evaluate(() => window.scrollTo(0, 0));
    await main()
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Import resume.json' })
      .click();
    await expect
      .poll(() => inView(main().getByRole('heading', { level: 2, name: 'Import resume.json' })))
      .toBe(true);
  });

  it("writes a case study beside the server's preview, and puts an uploaded image at the cursor", async () => {
    await admin.removeAll('projects');
    const project = await addProject('Photo sorter', {
      case_study: '## How it works\n\nFirst part.\n\nLast part.',
    });
    await admin.page.setViewportSize(PHONE);
    await admin.openScreen('/Admin/project', 'Projects');
    await row('Photo sorter').getByRole('button', { name: 'Actions Photo sorter' }).click();
    await row('Photo sorter').getByRole('button', { name: 'Edit Photo sorter' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Edit Project' });
    const preview = dialog.getByRole('region', { name: 'Preview' });
    // The server's renderer: the heading with its id and link, as the case study page has it.
    await preview.getByRole('heading', { level: 2, name: /How it works/ }).waitFor();
    expect(await preview.locator('h2').getAttribute('id')).toBe('h-how-it-works');

    const study = dialog.getByLabel('Case study');
    await study.click();
    await study.evaluate((area: HTMLTextAreaElement) => {
      const at = area.value.indexOf('First part.') + 'First part.'.length;
      area.setSelectionRange(at, at);
    });
    await dialog.getByLabel('Insert image').setInputFiles(image('landscape_6.jpg'));
    await expect
      .poll(() => study.inputValue())
      .toMatch(
        /^## How it works\n\nFirst part\.\n\n!\[landscape_6\]\(https?:\/\/[^)]+\/media\/[^)]+\)\n\nLast part\.$/,
      );
    const picture = preview.getByRole('img', { name: 'landscape_6' });
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await preview.getByText(/A save refuses this/).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = await admin.publicList<Project>(apiPaths.projects.list);
    expect(saved.find((p) => p._id === project._id)?.hasCaseStudy).toBe(true);
    const page = await fetch(`${admin.server.publicUrl}/projects/${project.slug}`);
    expect(await page.text()).toMatch(/<img[^>]+alt="landscape_6"/);
  });
});
