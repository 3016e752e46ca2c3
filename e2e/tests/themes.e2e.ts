import {
  apiPaths,
  PUBLIC_PAGES,
  presetChoice,
  type SiteTheme,
  THEME_PRESET_KEYS,
  THEME_PRESETS,
  type ThemePresetKey,
} from '@portfolio/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, inBothModes } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { ownerApi } from '../fixtures/content.js';
import { apartFromIntegrations } from '../fixtures/integrations.js';
import { type PageOptions, useSite } from '../fixtures/suite.js';

let owner: Awaited<ReturnType<typeof ownerApi>>;

const site = useSite({
  seed: async ({ server }) => {
    owner = await ownerApi(server);
    await owner.addProject('Gallery App', 'DSCN0010.jpg', 'react, web');
    await owner.addProject('Portfolio Site', 'landscape_6.jpg', 'node.js, web');
    await owner.addCertificate('Deep Learning Specialization', 'Example Academy', 'jolla.jpg');
    await owner.addQuote('Strive to build things that make a difference');
    await owner.addResume('pdflatex-4-pages.pdf');
    // A published post: the blog is one of the public pages each preset draws.
    await owner.addPost({
      title: 'Notes on light and dark',
      summary: 'How the site keeps its contrast in both modes.',
      body: '## Why\n\nText with `code`.\n',
      tags: ['web'],
      status: 'published',
    });
  },
  setupTimeout: 120_000,
});

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** What the page paints with: the body's background and text colours, and its accent. */
const painted = (page: Page) =>
  page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const root = getComputedStyle(document.documentElement);
    return {
      background: body.backgroundColor,
      text: body.color,
      accent: root.getPropertyValue('--accent').trim(),
      font: body.fontFamily,
    };
  });

/**
 * A page of a new browser (no cache, no storage) at DOMContentLoaded: the HTML has been parsed,
 * the head's styles and mode script applied, no module script has run yet. What it paints then is
 * its first paint.
 */
async function firstPaint(path: string, options: PageOptions & { mode?: 'light' | 'dark' } = {}) {
  const { mode = 'light', ...rest } = options;
  const opened = await site.newPage({
    colorScheme: mode,
    viewport: { width: 1280, height: 800 },
    ...rest,
  });
  await opened.page.goto(site.server.publicUrl + path, { waitUntil: 'domcontentloaded' });
  return opened;
}

/** Waits for what a page shows after hydration, as public-site.e2e.ts does. */
async function settled(page: Page, path: string) {
  await page.getByText('Not Listening.').waitFor();
  if (path === '/resume') await page.locator('.react-pdf__Page__canvas').waitFor();
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
  );
}

const PAGES = PUBLIC_PAGES.map((page) => page.path);

describe('each preset', () => {
  it.each(THEME_PRESET_KEYS)(
    '%s: no axe-core violation on any public page in either mode, and a screenshot of each mode',
    async (preset: ThemePresetKey) => {
      await owner.putTheme(presetChoice(preset));
      // One visitor of a new browser reads every page, each in both modes: what this checks is the
      // preset's colours and layout; a new browser's first paint in each mode is 'a chosen theme'.
      const { page, problems, close } = await site.newPage({
        colorScheme: 'light',
        viewport: { width: 1280, height: 800 },
      });
      for (const path of PAGES) {
        await page.goto(site.server.publicUrl + path, { waitUntil: 'domcontentloaded' });
        await settled(page, path);
        const checked = await inBothModes(page, async (mode) => {
          if (path === '/' || path === '/projects') {
            await screenshot(page, `theme-${preset}-${mode}-${path === '/' ? 'home' : 'projects'}`);
          }
          return {
            background: (await painted(page)).background,
            violations: await axeViolations(page),
          };
        });
        expect({ preset, path, checked }).toEqual({
          preset,
          path,
          checked: {
            light: { background: rgb(THEME_PRESETS[preset].light.bg), violations: [] },
            dark: { background: rgb(THEME_PRESETS[preset].dark.bg), violations: [] },
          },
        });
      }
      expect(apartFromIntegrations(problems)).toEqual([]);
      await close();
    },
    180_000,
  );
});

describe('a chosen theme', () => {
  const chosen: SiteTheme = {
    ...presetChoice('editorial'),
    accent: { light: '#1d5e8c', dark: '#ffc27a' },
    font: 'technical',
  };

  it('is in a new browser’s first paint, in the system’s mode, without JavaScript too', async () => {
    await owner.putTheme(chosen);
    for (const mode of ['light', 'dark'] as const) {
      const { page, close } = await firstPaint('/', { mode });
      await screenshot(page, `theme-first-paint-${mode}`);
      expect(await painted(page)).toMatchObject({
        background: rgb(THEME_PRESETS.editorial[mode].bg),
        text: rgb(THEME_PRESETS.editorial[mode].text),
        accent: chosen.accent[mode],
      });
      expect((await painted(page)).font).toMatch(/^"IBM Plex Sans"/);
      await close();
    }
    const { page, close } = await firstPaint('/projects', { javaScriptEnabled: false });
    expect((await painted(page)).background).toBe(rgb(THEME_PRESETS.editorial.light.bg));
    await close();
  });

  it('keeps the visitor’s chosen mode on later visits from the first paint, and the toggle switches it', async () => {
    await owner.putTheme(chosen);
    const { page, problems, close } = await firstPaint('/', { mode: 'light' });
    await settled(page, '/');
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    expect((await painted(page)).background).toBe(rgb(THEME_PRESETS.editorial.dark.bg));
    await page.goto(`${site.server.publicUrl}/about`, { waitUntil: 'domcontentloaded' });
    expect(await painted(page)).toMatchObject({
      background: rgb(THEME_PRESETS.editorial.dark.bg),
      accent: chosen.accent.dark,
    });
    await settled(page, '/about');
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    expect((await painted(page)).background).toBe(rgb(THEME_PRESETS.editorial.light.bg));
    expect(apartFromIntegrations(problems)).toEqual([]);
    await close();
  });

  it('holds the typewriter still for a visitor who asks for less motion', async () => {
    await owner.putTheme(presetChoice('studio'));
    const { page, close } = await firstPaint('/', { reducedMotion: 'reduce' });
    await settled(page, '/');
    expect(await page.locator('main li').first().isVisible()).toBe(true);
    expect(await page.locator('main [aria-hidden="true"]').first().isVisible()).toBe(false);
    await close();
  });

  it('loads its fonts from this origin only, at most 40 kB on a first visit, the body font preloaded', async () => {
    await owner.putTheme(chosen);
    const { page, close } = await site.newPage({ viewport: { width: 1280, height: 800 } });
    const fonts: string[] = [];
    const origins = new Set<string>();
    page.on('request', (request) => {
      origins.add(new URL(request.url()).origin);
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    for (const path of ['/', '/about', '/projects', '/certificates']) {
      await page.goto(site.server.publicUrl + path);
      await settled(page, path);
    }
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans"'))).toBe(true);
    expect([...origins].filter((origin) => origin !== site.server.publicUrl)).toEqual([]);
    // The same two files on every page (the browser keeps them), under 40 kB together.
    const files = [...new Set(fonts)];
    expect(files.map((url) => new URL(url).pathname.split('/').at(-1)).sort()).toEqual([
      'ibm-plex-mono-latin-600-normal.woff2',
      'ibm-plex-sans-latin-400-normal.woff2',
    ]);
    let total = 0;
    for (const url of files) total += (await (await fetch(url)).arrayBuffer()).byteLength;
    expect(total).toBeLessThanOrEqual(40_000);
    const html = await (await fetch(site.server.publicUrl)).text();
    expect([...html.matchAll(/<link rel="preload"[^>]*as="font"[^>]*>/g)]).toHaveLength(1);
    await close();
  });

  it('is not preloaded nor loaded at all with the system fonts', async () => {
    await owner.putTheme(presetChoice('classic'));
    const html = await (await fetch(site.server.publicUrl)).text();
    expect(html).not.toContain('as="font"');
    expect(html).not.toContain('@font-face');
    const refused = await fetch(site.server.publicUrl + apiPaths.theme, { method: 'PUT' });
    expect(refused.status).toBe(401);
  });
});
