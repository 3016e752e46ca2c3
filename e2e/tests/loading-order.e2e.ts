import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import { type OpenedPage, useSite } from '../fixtures/suite.js';

// What a public page asks for first on a slow line: its styles, fonts and first photo, then its
// scripts (the page is drawn by the server; they only make it interactive); the photos after the
// first wait until it is on the screen. Lighthouse's slow-4G estimate counts what ended before the
// largest paint, and a phone's line carries one thing at a time.
const site = useSite({
  seed: async ({ server }) => {
    const owner = await ownerApi(server);
    for (let n = 1; n <= 6; n++) {
      await owner.addCertificate(`Course ${n}`, 'Example Academy', 'DSCN0010.jpg');
    }
  },
  setupTimeout: 120_000,
});

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const HOLD_MS = 1500;

/** The folder of the page's first photo (every stored width of it), from the HTML the server sends. */
async function firstPhotoFolder(pathname: string): Promise<string> {
  const html = await (await fetch(site.server.publicUrl + pathname)).text();
  const tag = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const src = tag && /\ssrc="([^"]+)"/.exec(tag)?.[1];
  if (!src) throw new Error(`${pathname} has no first photo`);
  return src.slice(0, src.lastIndexOf('/') + 1);
}

/**
 * Opens /certificates with its first photo held back by the network for HOLD_MS, and records, in
 * order, each photo asked for and the moment the first one arrived.
 */
async function openWithFirstPhotoHeld(opened: OpenedPage) {
  const { page } = opened;
  const folder = await firstPhotoFolder('/certificates');
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/media/'))
      events.push(request.url().startsWith(folder) ? 'first asked' : 'later asked');
  });
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(folder)) events.push('first arrived');
  });
  await page.route(`${folder}*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  await page.goto(`${site.server.publicUrl}/certificates`, { waitUntil: 'domcontentloaded' });
  return events;
}

/** Where the first three cards are, and how tall they are. */
const cardBoxes = (page: Page) =>
  page
    .locator('main li')
    .evaluateAll((cards) =>
      cards
        .slice(0, 3)
        .map((card) => [card.getBoundingClientRect().top, card.getBoundingClientRect().height]),
    );

describe('what a public page loads first', () => {
  it('asks for the scripts of a public page at low priority and its first photo at high', async () => {
    for (const [url, scripts, files] of [
      // The entry and the page's chunks.
      [`${site.server.publicUrl}/certificates`, 'Low', 2],
      // The admin app draws nothing without its scripts: they keep their priority. It is built
      // apart from the public site, in one file (vite.config.ts).
      [site.server.adminUrl, 'High', 1],
    ] as const) {
      const { context, page, close } = await site.newPage(PHONE);
      const cdp = await context.newCDPSession(page);
      const asked: { type: string; url: string; priority: string }[] = [];
      cdp.on('Network.requestWillBeSent', ({ type = '', request }) =>
        asked.push({ type, url: request.url, priority: request.initialPriority }),
      );
      await cdp.send('Network.enable');
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const scriptPriorities = asked.filter((r) => r.type === 'Script').map((r) => r.priority);
      expect(scriptPriorities.length).toBeGreaterThanOrEqual(files);
      expect(new Set(scriptPriorities)).toEqual(new Set([scripts]));
      if (scripts === 'Low') {
        const folder = await firstPhotoFolder('/certificates');
        const firstPhoto = asked.find((r) => r.type === 'Image' && r.url.startsWith(folder));
        expect(firstPhoto?.priority).toBe('High');
      }
      await close();
    }
  });

  it('asks for the later photos once the first one is on the screen, and nothing moves', async () => {
    const opened = await site.newPage(PHONE);
    const { page, problems } = opened;
    const events = await openWithFirstPhotoHeld(opened);
    expect(await page.locator('html').getAttribute('data-photos')).toBe('waiting');
    const waiting = await cardBoxes(page);

    await expect.poll(() => events.includes('later asked'), { timeout: 10_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('data-photos')).toBeNull();
    expect(events.slice(0, 2)).toEqual(['first asked', 'first arrived']);
    expect(events.slice(2).length).toBeGreaterThan(0);
    expect(new Set(events.slice(2))).toEqual(new Set(['later asked']));
    // The second card's photo is drawn where its empty frame was.
    const second = page.locator('main li').nth(1).locator('img');
    await second.evaluate((image: HTMLImageElement) => image.decode());
    expect(await second.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    expect(await cardBoxes(page)).toEqual(waiting);
    expect(problems).toEqual([]);
    await opened.close();
  });

  it('without JavaScript, asks for every photo near the screen at once', async () => {
    const opened = await site.newPage({ ...PHONE, javaScriptEnabled: false });
    const events = await openWithFirstPhotoHeld(opened);
    await opened.page.waitForLoadState('networkidle');
    expect(await opened.page.locator('html').getAttribute('data-photos')).toBeNull();
    const arrived = events.indexOf('first arrived');
    expect(arrived).toBeGreaterThan(0);
    expect(events.slice(0, arrived)).toContain('later asked');
    await opened.close();
  });
});
