import { apiPaths, type Project, UPLOAD_FIELDS } from '@portfolio/contract';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, form, image, login } from '../fixtures/api.js';
import { launchBrowser, newPage, screenshot } from '../fixtures/browser.js';
import { type RunningServer, startServer } from '../fixtures/server.js';

// Headless Chromium says 'HeadlessChrome', which the bot list rightly leaves out: the visitor here
// presents as the desktop browser a person would use.
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let browser: Browser;
const servers: RunningServer[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill('SIGKILL');
});
afterAll(() => browser.close());

const rowsOf = async (page: import('playwright-core').Page, caption: string) =>
  page
    .getByRole('table', { name: caption })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent)),
    );

describe('visitor insights', () => {
  it('counts real visits and clicks, keeps them through a SIGTERM, and charts them on the Dashboard', async () => {
    const first = await startServer();
    servers.push(first);
    const token = await login(first.publicUrl);
    const added = await call<Project>(
      first.publicUrl,
      token,
      'POST',
      apiPaths.projects.add,
      form(
        {
          title: 'Photo sorter',
          description: 'Sorts photos',
          project_link: 'https://code.example/sorter',
          website_link: 'https://sorter.example',
        },
        { field: UPLOAD_FIELDS.project, path: image('Canon_40D.jpg') },
      ),
    );
    expect(added.status).toBe(200);

    const visitor = await browser.newContext({ userAgent: DESKTOP_CHROME });
    // The project's own sites are elsewhere: the new tab gets a stand-in, not the network.
    await visitor.route(/^https:\/\/(code|sorter)\.example\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );
    const { page, problems } = await newPage(visitor);
    await page.goto(`${first.publicUrl}/projects`, { referer: 'https://www.linkedin.com/feed/' });
    await page.getByText('Not Listening.').waitFor();
    const beacon = page.waitForRequest((request) =>
      request.url().endsWith(apiPaths.insights.beacon),
    );
    const [popup] = await Promise.all([
      visitor.waitForEvent('page'),
      page.getByRole('link', { name: 'Project Link' }).click(),
    ]);
    expect((await beacon).postDataJSON()).toEqual({
      event: 'project-link',
      target: added.body._id,
    });
    await popup.close();
    await page.goto(`${first.publicUrl}/`);
    expect(problems).toEqual([]);

    // A visitor who asks not to be tracked is not counted.
    const private_ = await browser.newContext({
      userAgent: DESKTOP_CHROME,
      extraHTTPHeaders: { DNT: '1' },
    });
    const privatePage = await private_.newPage();
    await privatePage.goto(`${first.publicUrl}/about`);
    await private_.close();
    await visitor.close();

    // Counts gathered in memory are written at the stop: none is lost.
    expect(await first.kill('SIGTERM')).toBe(0);
    const second = await startServer({ DATA_DIR: first.dataDir });
    servers.push(second);

    const owner = await browser.newContext({
      viewport: { width: 1280, height: 1000 },
      storageState: {
        cookies: [],
        origins: [
          {
            origin: second.adminUrl,
            localStorage: [{ name: 'access_token', value: await login(second.publicUrl) }],
          },
        ],
      },
    });
    const admin = await newPage(owner);
    await admin.page.goto(`${second.adminUrl}/Admin`);
    await admin.page.getByRole('heading', { name: 'Visitors' }).waitFor();
    await admin.page.getByRole('table', { name: 'Top pages' }).waitFor();
    expect(await rowsOf(admin.page, 'Top pages')).toEqual([
      ['/', '1'],
      ['/projects', '1'],
    ]);
    expect(await rowsOf(admin.page, 'Top referrers')).toEqual([['linkedin.com', '1']]);
    expect(await rowsOf(admin.page, 'Link clicks')).toEqual([
      ['Photo sorter', 'Project Link', '1'],
    ]);
    expect(await admin.page.getByText('Visitors this week').locator('..').textContent()).toBe(
      'Visitors this week1 (last week 0)',
    );
    // The chart is drawn (uPlot's canvas), loaded by the dashboard alone.
    const canvas = admin.page.getByTestId('visitors-chart').locator('canvas');
    await canvas.waitFor();
    expect(await canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(
      200,
    );
    await admin.page.getByRole('heading', { name: 'Visitors' }).scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'dashboard-insights');
    expect(admin.problems).toEqual([]);
    await owner.close();
    expect(await second.stop()).toBe(0);
    servers.splice(0);
  });
});
