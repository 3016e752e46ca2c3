import { describe, expect, it } from 'vitest';
import { screenshot } from '../fixtures/browser.js';
import { apartFromIntegrations } from '../fixtures/integrations.js';
import { OWNER } from '../fixtures/server.js';
import { useSite } from '../fixtures/suite.js';

const site = useSite();

describe('public shell', () => {
  it('titles every page by the rule and hydrates without a complaint', async () => {
    const { page, problems, close } = await site.newPage();
    const expected: [string, string][] = [
      ['/', 'Your Name | Portfolio'],
      ['/about', 'About | Portfolio'],
      ['/projects', 'Projects | Portfolio'],
      ['/certificates', 'Certificates | Portfolio'],
      ['/resume', 'Resume | Portfolio'],
    ];
    for (const [path, title] of expected) {
      const response = await page.goto(site.server.publicUrl + path);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(title);
    }
    expect(apartFromIntegrations(problems)).toEqual([]);
    await close();
  });

  it('shows both 404 texts', async () => {
    const { page, problems, close } = await site.newPage();
    const unknown = await page.goto(`${site.server.publicUrl}/no-such-page`);
    expect(unknown?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 page not found');
    expect(await page.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Go back' }).count()).toBe(1);
    await screenshot(page, 'not-found');

    const admin = await page.goto(`${site.server.publicUrl}/Admin`);
    expect(admin?.status()).toBe(404);
    expect(await page.locator('#root').textContent()).toBe('404 Page Not Found');
    expect(await page.locator('header').count()).toBe(0);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await close();
  });

  it('switches to dark mode with the spec colours, remembers it, and never flashes light', async () => {
    const { page, close } = await site.newPage({ colorScheme: 'light' });
    await page.goto(site.server.publicUrl);
    const colours = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return [document.documentElement.dataset.theme, style.backgroundColor, style.color];
      });
    expect((await colours()).slice(0, 2)).toEqual(['light', 'rgb(248, 249, 250)']);
    await page.getByRole('switch', { name: 'Dark mode' }).check();
    await expect.poll(colours).toEqual(['dark', 'rgb(60, 60, 60)', 'rgb(241, 241, 241)']);

    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const knob = document.querySelector('[role="switch"] + span');
        (window as unknown as { first: string[] }).first = [
          document.documentElement.dataset.theme ?? 'none',
          knob ? getComputedStyle(knob, '::after').transform : 'no switch',
        ];
      });
    });
    await page.goto(`${site.server.publicUrl}/about`);
    const [firstTheme, firstKnob] = await page.evaluate(
      () => (window as unknown as { first: string[] }).first,
    );
    expect(firstTheme).toBe('dark');
    expect(firstKnob, 'the switch is drawn on before hydration').not.toBe('none');
    await expect.poll(() => page.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(true);
    await close();
  });

  it('starts from the system preference when nothing is chosen', async () => {
    const { page, problems, close } = await site.newPage({ colorScheme: 'dark' });
    await page.goto(site.server.publicUrl);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => page.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(true);
    expect(apartFromIntegrations(problems)).toEqual([]);
    await close();
  });

  it('opens and closes the menu with the hamburger at 375 px', async () => {
    const { page, close } = await site.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(site.server.publicUrl);
    const hamburger = page.getByRole('button', { name: 'Menu' });
    const projects = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Projects',
    });
    expect(await hamburger.isVisible()).toBe(true);
    expect(await projects.isVisible()).toBe(false);
    await hamburger.click();
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => projects.isVisible()).toBe(true);
    await screenshot(page, 'menu-open-375');
    await hamburger.click();
    await expect.poll(() => projects.isVisible()).toBe(false);
    await hamburger.click();
    await projects.click();
    await page.waitForURL(`${site.server.publicUrl}/projects`);
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await projects.isVisible()).toBe(false);
    await close();
  });
});

describe('assets', () => {
  it('are sent precompressed, with a year of immutable caching', async () => {
    const html = await (await fetch(site.server.publicUrl)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const cases: [string, string][] = [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ];
    for (const [accept, encoding] of cases) {
      const res = await fetch(site.server.publicUrl + script, {
        headers: { 'accept-encoding': accept },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('admin login', () => {
  it('logs in on the admin host, survives a reload, and logs out for good', async () => {
    const { page, problems, close } = await site.newPage();
    await page.goto(site.server.adminUrl);
    expect(await page.title()).toBe('Your Name | Portfolio');
    expect(await page.locator('header').count()).toBe(0);
    await screenshot(page, 'admin-login');
    await page.getByLabel('User Id').fill(OWNER.userId);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${site.server.adminUrl}/Admin`);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.reload();
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Theme' })
      .click();
    await page.waitForURL(`${site.server.adminUrl}/Admin/manage-theme`);
    // The screen under the spec's heading. (A main whose whole text is 'theme' is the screen while
    // its theme loads: a wait for it missed the screen that loaded before the first look.)
    await page.getByRole('main').getByRole('heading', { name: 'theme', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(await page.title()).toBe('Admin | Portfolio');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    const refused = await fetch(`${site.server.publicUrl}/api/auth/userdata`, {
      headers: { access_token: token ?? '' },
    });
    expect(refused.status).toBe(401);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the server message when the password is wrong', async () => {
    const { page, close } = await site.newPage();
    await page.goto(site.server.adminUrl);
    await page.getByLabel('User Id').fill(OWNER.userId);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Invalid credentials');
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await page.getByLabel('User Id').inputValue()).toBe(OWNER.userId);
    await close();
  });

  it('shows the plain 404 text at /Admin without a login', async () => {
    const { page, close } = await site.newPage();
    await page.goto(`${site.server.adminUrl}/Admin`);
    await page.getByText('404 Page Not Found').waitFor();
    await close();
  });
});
