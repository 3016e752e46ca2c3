import { apiPaths, presetChoice, SETUP_STEPS, SITE_TEXT_FIELDS } from '@portfolio/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { ownerApi } from '../fixtures/content.js';

// A new owner's first run and his own words: the Dashboard's setup checklist ticking as he goes,
// 'View site' on every screen, the public pages' fixed texts (the spec's by default, exactly) in his
// words from the Profile screen and back, seen by a visitor without JavaScript.
const admin = useAdmin();
const { main, checkScreen } = admin;

let visitor: Page | undefined;

/**
 * A public page as a visitor without JavaScript gets it: the server's HTML alone. One such visitor
 * reads every page of the file (a new browser context is a second of CPU; a page without script
 * keeps nothing that would change the next).
 */
async function withoutScript(pathname: string) {
  visitor ??= (await admin.newPage({ javaScriptEnabled: false })).page;
  const response = await visitor.goto(admin.server.publicUrl + pathname);
  return { page: visitor, status: response?.status() };
}

const words = () => main().getByRole('group', { name: 'Your words' });
const checklist = () => main().getByRole('region', { name: 'Set up your site' });
const step = (key: (typeof SETUP_STEPS)[number]['key']) =>
  checklist()
    .getByRole('listitem')
    .filter({ hasText: SETUP_STEPS.find((s) => s.key === key)?.label ?? '?' });

describe("the public pages' fixed texts", () => {
  it("are the spec's texts, exactly, on a new site", async () => {
    const owner = await ownerApi(admin.server);
    await owner.addProject('Gallery App', 'DSCN0010.jpg');

    const projects = await withoutScript('/projects');
    const heading = projects.page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('MY Projects');
    const card = projects.page.getByRole('main').getByRole('listitem').first();
    expect(await card.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Project Link', 'WebSite Link']),
    );

    const certificates = await withoutScript('/certificates');
    expect(await certificates.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'MY Certificates',
    );

    const about = await withoutScript('/about');
    const personal = about.page.getByRole('region', { name: 'Personal card' });
    expect(await personal.textContent()).toContain('Hi Everyone, I am Your Name from Your City.');
    expect(await personal.textContent()).toContain(
      'Apart from coding, some other activities that I love to do!',
    );

    const missing = await withoutScript('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      '404 page not found',
    );

    // The footer's panel, once the browser asked what plays (no music service here).
    const footer = (await admin.visit('/projects')).page().locator('footer');
    await footer.getByText('Not Listening.', { exact: true }).waitFor();
    // A new site's social links are bare home pages: none is shown.
    expect(await footer.getByRole('list', { name: 'Social links' }).count()).toBe(0);
  });

  it('show the owner\'s words without JavaScript, and the spec\'s again after "Back to the default"', async () => {
    await admin.openScreen('/Admin/profile', 'Profile');
    const field = words().getByLabel(SITE_TEXT_FIELDS.projectsHeading.label, { exact: true });
    expect(await field.inputValue()).toBe('MY Projects');
    await field.fill('Things I built');
    await words()
      .getByLabel(SITE_TEXT_FIELDS.notFound.label, { exact: true })
      .fill('Nothing lives here');
    await words().getByRole('button', { name: 'Save texts' }).click();
    await words()
      .getByText('Texts saved. The public pages show them on their next load.', { exact: true })
      .waitFor();

    const projects = await withoutScript('/projects');
    expect(await projects.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Things I built',
    );
    const missing = await withoutScript('/no-such-page');
    expect(await missing.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Nothing lives here',
    );

    await words()
      .getByRole('button', {
        name: `Back to the default: ${SITE_TEXT_FIELDS.projectsHeading.label}`,
      })
      .click();
    expect(await field.inputValue()).toBe('MY Projects');
    await words().getByRole('button', { name: 'Save texts' }).click();
    await expect
      .poll(async () => {
        const again = await withoutScript('/projects');
        return again.page.getByRole('heading', { level: 1 }).textContent();
      })
      .toBe('MY Projects');
    // The other text stays the owner's.
    const still = await withoutScript('/no-such-page');
    expect(await still.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Nothing lives here',
    );
    await words().scrollIntoViewIfNeeded();
    await checkScreen('own-words');
  });
});

describe('the quote and Home', () => {
  it("cases the quote as the theme does and names its author; Home's buttons once switched on", async () => {
    await admin.asOwner('POST', apiPaths.quotes.add, {
      quote: 'Simple is better than complex',
      author: 'Tim Peters',
    });
    const about = await withoutScript('/about');
    // Classic: the spec's capitals, drawn by the theme.
    expect(await about.page.getByRole('blockquote').innerText()).toBe(
      '[ SIMPLE IS BETTER THAN COMPLEX ]',
    );
    expect(await about.page.locator('figcaption').textContent()).toBe('— Tim Peters');
    await admin.asOwner('PUT', apiPaths.theme, presetChoice('editorial'));
    const editorial = await withoutScript('/about');
    expect(await editorial.page.getByRole('blockquote').innerText()).toBe(
      '[ Simple is better than complex ]',
    );

    const home = await withoutScript('/');
    expect(await home.page.getByRole('main').getByRole('link', { name: 'Contact' }).count()).toBe(
      0,
    );
    await admin.openScreen('/Admin/profile', 'Profile');
    const switches = main().getByRole('group', { name: 'Buttons and panels' });
    const box = switches.getByRole('checkbox', { name: /'Contact' button/ });
    // Ticked once the server has saved it.
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
    const withButton = await withoutScript('/');
    const contact = withButton.page.getByRole('main').getByRole('link', { name: 'Contact' });
    expect(await contact.getAttribute('href')).toBe('/contact');
  });
});

describe('the first run', () => {
  it('ticks the checklist as the owner sets the site up, and puts it away when he asks', async () => {
    await admin.removeAll('projects');
    await admin.openScreen('/Admin', 'Dashboard');
    await checklist().waitFor();
    expect(await step('project').textContent()).toContain('(to do)');
    // The theme was saved above: done.
    expect(await step('theme').textContent()).toContain('(done)');

    await step('project').getByRole('link').click();
    await main().getByRole('heading', { level: 1, name: 'Projects', exact: true }).waitFor();
    const owner = await ownerApi(admin.server);
    await owner.addProject('Portfolio Site', 'landscape_6.jpg');
    await admin.openScreen('/Admin', 'Dashboard');
    await checklist().waitFor();
    expect(await step('project').textContent()).toContain('(done)');
    await checkScreen('setup-checklist');

    await checklist().getByRole('button', { name: 'Hide this list' }).click();
    await checklist().waitFor({ state: 'detached' });
    await admin.openScreen('/Admin', 'Dashboard');
    await main().getByRole('heading', { name: 'Latest notifications' }).waitFor();
    expect(await checklist().count()).toBe(0);
  });

  it("links every screen's header to the public site, in a new tab", async () => {
    for (const [pathname, heading] of [
      ['/Admin', 'Dashboard'],
      ['/Admin/profile', 'Profile'],
      ['/Admin/quote', 'Quotations'],
    ] as const) {
      await admin.openScreen(pathname, heading);
      const link = admin.page.getByRole('link', { name: 'View site', exact: true });
      expect(await link.getAttribute('href')).toBe(`${admin.server.publicUrl}/`);
    }
    const [tab] = await Promise.all([
      admin.page.context().waitForEvent('page'),
      admin.page.getByRole('link', { name: 'View site', exact: true }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${admin.server.publicUrl}/`);
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('Your Name');
    await tab.close();
    expect(admin.unexpectedProblems()).toEqual({ owner: [], visitor: [] });
  });
});
