import fs from 'node:fs';
import { apiPaths, type Profile } from '@portfolio/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, inBothModes } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { ownerApi } from '../fixtures/content.js';
import { apartFromIntegrations } from '../fixtures/integrations.js';
import { type PageOptions, useSite } from '../fixtures/suite.js';
import { pdf } from '../fixtures/testdata.js';

const PAGES = ['/', '/about', '/projects', '/certificates', '/resume'] as const;
const NAMES: Record<(typeof PAGES)[number], string> = {
  '/': 'home',
  '/about': 'about',
  '/projects': 'projects',
  '/certificates': 'certificates',
  '/resume': 'resume',
};
const USERNAME = 'octocat';

let owner: Awaited<ReturnType<typeof ownerApi>>;

const site = useSite({
  // Content as the owner adds it in the admin, with real files; the newest comes first.
  seed: async ({ server }) => {
    owner = await ownerApi(server);
    await owner.addProject('Gallery App', 'DSCN0010.jpg', 'react, web');
    const hidden = await owner.addProject('Secret Prototype', 'Canon_40D.jpg', 'secret');
    await owner.toggleProject(hidden._id);
    await owner.addProject('Portfolio Site', 'landscape_6.jpg', 'node.js, web');
    await owner.addCertificate('Deep Learning Specialization', 'Example Academy', 'jolla.jpg');
    const hiddenCertificate = await owner.addCertificate(
      'Withdrawn Course',
      'Nobody',
      'Canon_40D.jpg',
    );
    await owner.toggleCertificate(hiddenCertificate._id);
    await owner.addQuote('An older saying that is no longer shown');
    await owner.addQuote('Strive to build things that make a difference');
    await owner.addResume('pdflatex-4-pages.pdf');
    // Spec §1's four networks, with the owner's own profiles (a network's bare home page shows not).
    const links: Profile['links'] = [
      { network: 'github', url: `https://github.com/${USERNAME}` },
      { network: 'instagram', url: `https://www.instagram.com/${USERNAME}` },
      { network: 'x', url: `https://x.com/${USERNAME}` },
      { network: 'linkedin', url: `https://www.linkedin.com/in/${USERNAME}` },
    ];
    await owner.putProfile({ ...(await owner.profile()), contributionsUsername: USERNAME, links });
  },
  setupTimeout: 120_000,
});

interface OpenOptions extends PageOptions {
  width?: number;
  mode?: 'light' | 'dark';
}

/** A page opened in a fresh context, once hydrated and once everything it fetches has answered. */
async function open(path: string, { width = 1280, mode = 'light', ...options }: OpenOptions = {}) {
  const { page, problems, close } = await site.newPage({
    viewport: { width, height: 800 },
    colorScheme: mode,
    ...options,
  });
  const response = await visit(page, path);
  return { page, problems, response, close };
}

/** Loads a page in an open page, and waits until it has settled. */
async function visit(page: Page, path: string) {
  const response = await page.goto(site.server.publicUrl + path);
  await settled(page, path);
  return response;
}

/** Waits for what a page shows after hydration: the footer's answer, and the page's own. */
async function settled(page: Page, path: string) {
  await page.getByText('Not Listening.').waitFor();
  if (path === '/about') await page.getByRole('alert').waitFor();
  if (path === '/resume') await page.locator('.react-pdf__Page__canvas').waitFor();
  if (path === '/projects' || path === '/certificates') {
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
    );
  }
}

const rawHtml = async (path: string) => (await fetch(site.server.publicUrl + path)).text();

describe('the texts of every page', () => {
  it('home: greeting, name, the two typewriter lines and the introduction', async () => {
    const { page, problems, close } = await open('/');
    expect(await page.getByText('Hi There!').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your Name');
    const lines = page.locator('main li');
    expect(await lines.allTextContents()).toEqual([
      'Deep Learning Engineer',
      'Full Stack Web Developer',
    ]);
    const intro = await page.locator('main').textContent();
    for (const word of ['javascript', 'Python', 'web technologies', 'Node.js', 'React']) {
      expect(intro).toContain(word);
    }
    expect(apartFromIntegrations(problems)).toEqual([]);
    await close();
  });

  it('home: the typewriter deletes and types the other line, and stays still for reduced motion', async () => {
    // The page's own clock: the test moves it on instead of waiting for the typewriter for real.
    const { page, close } = await open('/', { clock: true });
    const typed = page.locator('main [aria-hidden="true"] > span').first();
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return typed.textContent();
        },
        { timeout: 10_000 },
      )
      .toMatch(/^Full Stack/);
    await close();
    const still = await open('/', { reducedMotion: 'reduce', clock: true });
    const stillTyped = still.page.locator('main [aria-hidden="true"] > span').first();
    const shown = await stillTyped.textContent();
    // Longer than a whole line typed, held, deleted and the next one typed.
    await still.page.clock.runFor(10_000);
    expect(await still.page.locator('main li').first().isVisible()).toBe(true);
    expect(await still.page.locator('main li').nth(1).isVisible()).toBe(true);
    expect(await still.page.locator('main [aria-hidden="true"]').first().isVisible()).toBe(false);
    expect(await stillTyped.textContent()).toBe(shown);
    await still.close();
  });

  it('home: the HTML fetched without JavaScript holds the name and the typewriter lines', async () => {
    const html = await rawHtml('/');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="app-data"'));
    for (const text of ['Your Name', 'Deep Learning Engineer', 'Full Stack Web Developer']) {
      expect(root).toContain(text);
    }
    const { page, close } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(site.server.publicUrl);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your Name');
    expect(
      await page.getByText('Deep Learning Engineer', { exact: true }).first().isVisible(),
    ).toBe(true);
    expect(await page.locator('main li').allTextContents()).toEqual([
      'Deep Learning Engineer',
      'Full Stack Web Developer',
    ]);
    await close();
  });

  it('about: the card, the quote in upper case in brackets, the grids and the calendar error', async () => {
    const { page, problems, close } = await open('/about');
    const card = page.getByRole('region', { name: 'Personal card' });
    expect(await card.textContent()).toContain('Hi Everyone, I am Your Name from Your City.');
    expect(await card.textContent()).toContain('front-end web developer');
    expect(await card.getByRole('listitem').allTextContents()).toEqual([
      'Playing Games',
      'Web/App Testing',
      'Tweeting thoughts',
    ]);
    // As drawn: the Classic theme's capitals (the markup keeps the quote as written).
    expect(await page.getByRole('blockquote').innerText()).toBe(
      '[ STRIVE TO BUILD THINGS THAT MAKE A DIFFERENCE ]',
    );
    expect(await page.locator('figcaption').textContent()).toBe('— Your Name');
    const skills = page.getByRole('region', { name: 'Professional Skillset' });
    expect(await skills.getByRole('listitem').count()).toBe(8);
    expect(await skills.locator('li svg').count()).toBe(8);
    const tools = page.getByRole('region', { name: 'Tools I use' });
    expect(await tools.getByRole('listitem').count()).toBe(4);
    expect(await page.getByRole('alert').textContent()).toBe(
      `Error – Fetching GitHub contribution data for ${USERNAME} failed.`,
    );
    expect(apartFromIntegrations(problems)).toEqual([]);
    await close();
  });

  it("projects: 'MY Projects', a card per visible project, links opening a new tab", async () => {
    const { page, problems, close } = await open('/projects');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('MY Projects');
    const main = page.locator('main');
    const titles = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(['Portfolio Site', 'Gallery App']);
    expect(await page.getByText('What Gallery App does, in a sentence or two.').isVisible()).toBe(
      true,
    );
    for (const name of ['Project Link', 'WebSite Link']) {
      const links = page.getByRole('link', { name, exact: true });
      expect(await links.count()).toBe(2);
      for (const link of await links.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
    expect(
      await page.getByRole('link', { name: 'WebSite Link' }).first().getAttribute('href'),
    ).toBe('https://portfolio-site.example.com');
    expect(apartFromIntegrations(problems)).toEqual([]);
    await close();
  });

  it('projects: images come in every stored width, sized, the first eager and the rest lazy', async () => {
    const { page, close } = await open('/projects', { width: 375 });
    const images = await page.locator('main img').evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((image) => ({
        srcset: image.getAttribute('srcset'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.loading,
        chosen: image.currentSrc,
      })),
    );
    expect(images).toHaveLength(2);
    // landscape_6.jpg is 450x600 stored with orientation 90°: upright it is 600 wide.
    expect(images[0]).toMatchObject({ width: '600', height: '450', loading: 'eager' });
    expect(images[0]?.srcset).toMatch(/\/media\/images\/.+ 480w, .+ 600w$/);
    expect(images[0]?.chosen).toMatch(/\/480-[0-9a-f]+\.webp$/);
    expect(images[1]).toMatchObject({ width: '640', height: '480', loading: 'lazy' });
    await close();
  });

  it("certificates: 'MY Certificates', the title and 'Issued By:' with the issuer in upper case", async () => {
    const { page, problems, close } = await open('/certificates');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('MY Certificates');
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      ['Deep Learning Specialization'],
    );
    expect(await page.getByText(/^Issued By:/).textContent()).toBe('Issued By: EXAMPLE ACADEMY');
    expect(
      await page
        .locator('main img')
        .first()
        .evaluate((image) => (image as HTMLImageElement).srcset),
    ).toMatch(/ 480w, .+ 720w, .+ 960w, .+ 1280w, .+ 1600w$/);
    expect(apartFromIntegrations(problems)).toEqual([]);
    await close();
  });

  it('certificates: a phone loads the narrowest stored width that covers the photo as drawn', async () => {
    // Lighthouse's phone (412 px at 1.75) and a 390 px phone at 3 device pixels a CSS pixel.
    for (const [width, deviceScaleFactor, expected] of [
      [412, 1.75, 720],
      [390, 3, 1280],
    ] as const) {
      const { page, close } = await open('/certificates', { width, deviceScaleFactor });
      const photo = page.locator('main img').first();
      await photo.evaluate((image: HTMLImageElement) => image.decode());
      const { drawn, chosen } = await photo.evaluate((image: HTMLImageElement) => ({
        drawn: image.getBoundingClientRect().width,
        chosen: image.currentSrc,
      }));
      expect(chosen).toMatch(new RegExp(`/${expected}-[0-9a-f]+\\.webp$`));
      expect(drawn * deviceScaleFactor).toBeLessThanOrEqual(expected);
      await close();
    }
  });

  it("resume: 'Download' above and below page 1, drawn into a canvas, and only page 1", async () => {
    const { page, problems, close } = await open('/resume');
    const downloads = page.getByRole('link', { name: 'Download', exact: true });
    expect(await downloads.count()).toBe(2);
    const href = await downloads.first().getAttribute('href');
    expect(href).toMatch(new RegExp(`^${site.server.publicUrl}/media/documents/.+\\.pdf$`));
    expect(await downloads.nth(1).getAttribute('href')).toBe(href);
    expect(await page.locator('.react-pdf__Page').count()).toBe(1);
    expect(await page.locator('.react-pdf__Page').getAttribute('data-page-number')).toBe('1');
    // pdf.js keeps a hidden 0x0 canvas of its own outside the page.
    expect(await page.locator('main canvas').count()).toBe(1);
    // pdf.js draws the page after the canvas is in place: wait for its ink, however slow the machine.
    const inked = () =>
      page.locator('main canvas').evaluate((canvas) => {
        const { width, height } = canvas as HTMLCanvasElement;
        const context = (canvas as HTMLCanvasElement).getContext('2d');
        const { data } = context?.getImageData(0, 0, width, height) ?? { data: [] };
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark++;
        return dark;
      });
    await expect.poll(inked, { timeout: 15_000 }).toBeGreaterThan(1000);
    expect(await page.getByText('Loading PDF…').count()).toBe(0);
    // The link downloads the file as uploaded, under its name (media answers are sandboxed).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      downloads.first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('pdflatex-4-pages.pdf');
    const saved = fs.readFileSync(await download.path());
    expect(saved.equals(fs.readFileSync(pdf('pdflatex-4-pages.pdf')))).toBe(true);
    expect(apartFromIntegrations(problems)).toEqual([]);
    await close();
  });

  it("footer: 'Not Listening.' when the music service cannot be asked, and four named social links", async () => {
    const { page, close } = await open('/certificates');
    const footer = page.locator('footer');
    expect(await footer.getByText('Not Listening.').isVisible()).toBe(true);
    const social = footer.getByRole('list', { name: 'Social links' }).getByRole('link');
    // Spec §1's four: code hosting, photo sharing, microblog, professional network.
    expect(await social.allTextContents()).toEqual(['GitHub', 'Instagram', 'X', 'LinkedIn']);
    for (const name of ['GitHub', 'Instagram', 'X', 'LinkedIn']) {
      expect(await footer.getByRole('link', { name }).isVisible()).toBe(true);
    }
    await close();
  });

  it('about without JavaScript: rel="me" on the social links and the icons drawn inline', async () => {
    const { page, close } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.server.publicUrl}/about`);
    const links = page
      .locator('footer')
      .getByRole('list', { name: 'Social links' })
      .getByRole('link');
    expect(await links.count()).toBe(4);
    for (const link of await links.all()) {
      expect((await link.getAttribute('rel'))?.split(' ')).toContain('me');
      // Each icon is an inline SVG the server drew: a path, no image fetched.
      expect(await link.locator('svg path').count()).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe(
      `https://github.com/${USERNAME}`,
    );
    const skills = page.getByRole('region', { name: 'Professional Skillset' });
    const react = skills.getByRole('listitem').filter({ hasText: 'React' });
    expect(await react.locator('svg[data-icon="react"] path').count()).toBe(1);
    const box = await react.locator('svg').boundingBox();
    expect(box?.width).toBeGreaterThan(20);
    const tools = page.getByRole('region', { name: 'Tools I use' });
    expect(await tools.locator('li svg path').count()).toBe(4);
    expect(await tools.getByRole('listitem').first().textContent()).toBe('Visual Studio Code');
    await close();
  });
});

describe('what is hidden stays out', () => {
  it('a hidden project and an inactive quote are absent from the HTML and the page', async () => {
    expect(await rawHtml('/projects')).not.toContain('Secret Prototype');
    expect(await rawHtml('/certificates')).not.toContain('Withdrawn Course');
    expect((await rawHtml('/about')).toLowerCase()).not.toContain('older saying');
    const projects = await open('/projects');
    expect(await projects.page.getByText('Secret Prototype').count()).toBe(0);
    expect(await projects.page.content()).not.toContain('Secret Prototype');
    await projects.close();
    const about = await open('/about');
    expect((await about.page.content()).toLowerCase()).not.toContain('older saying');
    await about.close();
  });
});

describe('data comes with the page', () => {
  it('asks the API for nothing at start but now playing and the contribution calendar', async () => {
    const { page, close } = await site.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
    });
    for (const path of PAGES) {
      calls.length = 0;
      await visit(page, path);
      expect({ path, calls: calls.sort() }).toEqual({
        path,
        calls:
          path === '/about' ? [apiPaths.contributions, apiPaths.nowPlaying] : [apiPaths.nowPlaying],
      });
    }
    await close();
  });
});

describe('display modes', () => {
  it.each([
    ['light', 'rgb(248, 249, 250)', 'rgb(176, 196, 222)'],
    ['dark', 'rgb(60, 60, 60)', 'rgb(173, 216, 230)'],
  ] as const)(
    '%s: the background and the resume frame shadow',
    async (mode, background, shadow) => {
      const { page, close } = await open('/resume', { mode });
      const style = await page.evaluate(() => {
        const frame = document.querySelector('[data-scale]');
        return {
          theme: document.documentElement.dataset.theme,
          background: getComputedStyle(document.body).backgroundColor,
          color: getComputedStyle(document.body).color,
          shadow: frame ? getComputedStyle(frame).boxShadow : '',
        };
      });
      expect(style.theme).toBe(mode);
      expect(style.background).toBe(background);
      if (mode === 'dark') expect(style.color).toBe('rgb(241, 241, 241)');
      expect(style.shadow).toBe(`${shadow} 0px 0px 20px 6px`);
      await close();
    },
  );
});

describe('resume scale', () => {
  it('draws page 1 at 1.6 at 1280 px, 1.2 at 900 px and 0.6 at 375 px', async () => {
    const widths: number[] = [];
    const { page, close } = await site.newPage();
    for (const [width, scale] of [
      [1280, 1.6],
      [900, 1.2],
      [375, 0.6],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/resume');
      expect(await page.locator('[data-scale]').getAttribute('data-scale')).toBe(String(scale));
      const cssWidth = await page
        .locator('main canvas')
        .evaluate((c) => c.getBoundingClientRect().width);
      widths.push(cssWidth / scale);
    }
    await close();
    // The same page at each scale: its width in PDF points (A4 595, Letter 612) is the same.
    for (const points of widths) {
      expect(points).toBeGreaterThan(590);
      expect(points).toBeLessThan(615);
      expect(Math.abs(points - (widths[0] ?? 0))).toBeLessThan(1);
    }
  });
});

describe('accessibility and screenshots', () => {
  for (const width of [375, 1280]) {
    it(`every page at ${width} px in light and in dark mode has no axe-core violation`, async () => {
      // One visitor reads every page, each in both modes (a new browser's first paint in each mode
      // is shell.e2e.ts's and themes.e2e.ts's to check).
      const { page, problems, close } = await site.newPage({ viewport: { width, height: 800 } });
      for (const path of PAGES) {
        await visit(page, path);
        const violations = await inBothModes(page, async (mode) => {
          await screenshot(page, `${NAMES[path]}-${width}-${mode}`);
          return axeViolations(page);
        });
        expect({ path, violations }).toEqual({ path, violations: { light: [], dark: [] } });
      }
      expect(apartFromIntegrations(problems)).toEqual([]);
      await close();
    });
  }
});

describe('keyboard', () => {
  it('opens the menu, follows a link and switches the mode by keyboard, with focus visible', async () => {
    const { page, close } = await open('/', { width: 375 });
    const outline = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!el) return '';
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    expect(await outline()).toBe('solid 3px');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const hamburger = page.getByRole('button', { name: 'Menu' });
    expect(await hamburger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await outline()).toBe('solid 3px');
    await page.keyboard.press('Enter');
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About');
    expect(await outline()).toBe('solid 3px');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    // After the links, the search form: its field, then its button.
    expect(
      await page.evaluate(() => {
        const field = document.activeElement;
        return `${field?.getAttribute('type')} ${field?.getAttribute('aria-label')}`;
      }),
    ).toBe('search Search the site');
    expect(await outline()).toBe('solid 3px');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(
      await page.evaluate(() => {
        const track = document.activeElement?.nextElementSibling;
        return track ? getComputedStyle(track).outlineStyle : '';
      }),
    ).toBe('solid');
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    // Back over the search form's button and field to the last link.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.publicUrl}/resume`);
    await close();
  });
});

describe('a resume that cannot be fetched', () => {
  it("says 'Failed to load PDF file.' and keeps both links", async () => {
    const { context, page, close } = await site.newPage();
    await context.route('**/media/documents/**', (route) => route.fulfill({ status: 404 }));
    await page.goto(`${site.server.publicUrl}/resume`);
    await page.getByText('Failed to load PDF file.').waitFor();
    expect(await page.getByRole('link', { name: 'Download', exact: true }).count()).toBe(2);
    expect(await page.locator('main canvas').count()).toBe(0);
    await close();
  });
});

describe('an encrypted resume', () => {
  it("asks for its password, says 'Invalid password. Please try again.' on a wrong one, then opens", async () => {
    // The server refuses such a PDF on upload now (resume-pdf.test.ts); one stored before that is
    // still served: the browser is handed one in place of the stored resume.
    const { context, page, problems, close } = await site.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await context.route('**/media/documents/**', (route) =>
      route.fulfill({
        contentType: 'application/pdf',
        body: fs.readFileSync(pdf('libreoffice-writer-password.pdf')),
      }),
    );
    await page.goto(`${site.server.publicUrl}/resume`);
    const ask = page.getByLabel('Enter the password to open this PDF file.');
    await ask.waitFor();
    expect(await ask.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'resume-password-1280-light');
    await ask.fill('not the password');
    await page.keyboard.press('Enter');
    const retry = page.getByLabel('Invalid password. Please try again.');
    await retry.waitFor();
    expect(await page.locator('main canvas').count()).toBe(0);
    await retry.fill('openpassword');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.locator('.react-pdf__Page__canvas').waitFor();
    expect(await page.locator('.react-pdf__Page').count()).toBe(1);
    expect(await page.getByLabel(/password/i).count()).toBe(0);
    expect(apartFromIntegrations(problems)).toEqual([]);
    await close();
  });
});
