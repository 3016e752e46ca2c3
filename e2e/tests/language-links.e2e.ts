import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import { useSite } from '../fixtures/suite.js';

// A reader without JavaScript stays in the language he reads (issue 34): every link and form of a
// page at its language's prefix leads to the same language's pages; an Arabic page's interface is
// Arabic, right to left; the default language's pages link as the spec has them.
const site = useSite({
  context: { viewport: { width: 1280, height: 800 } },
  seed: async ({ server }) => {
    const owner = await ownerApi(server);
    await owner.addProject('Gallery App', 'DSCN0010.jpg', 'rust', {
      case_study: '## How it works\n\nA gallery of photos.',
    });
    await owner.addPost({
      title: 'Hello there',
      summary: 'A first post.',
      body: 'A post about **rust**.',
      tags: ['rust'],
      status: 'published',
    });
    await owner.setLanguages(['en', 'pt', 'ar']);
  },
});

async function withoutScript(pathname: string) {
  const opened = await site.newPage({ javaScriptEnabled: false });
  const response = await opened.page.goto(site.server.publicUrl + pathname);
  return { ...opened, status: response?.status() };
}

/**
 * The paths on this site a page's links and forms lead to, besides the language switch's (each
 * names its language with hreflang).
 */
async function sitePaths(page: Page): Promise<string[]> {
  const origin = new URL(site.server.publicUrl).origin;
  const links = await page
    .locator('body a[href]:not([hreflang])')
    .evaluateAll((found) => found.map((link) => (link as HTMLAnchorElement).href));
  const forms = await page
    .locator('form[action]')
    .evaluateAll((found) => found.map((form) => (form as HTMLFormElement).action));
  const urls = [...links, ...forms];
  return urls
    .map((url) => new URL(url))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/media/'))
    .map((url) => url.pathname + url.search);
}

const outside = (paths: string[], prefix: string) =>
  paths.filter((path) => path !== `${prefix}/` && !path.startsWith(`${prefix}/`));

describe("a reader without JavaScript stays in his page's language", () => {
  it("follows a Portuguese page's tags, cards, back links and search within /pt", async () => {
    const { page, status } = await withoutScript('/pt/projects');
    expect(status).toBe(200);
    const paths = await sitePaths(page);
    expect(paths.length).toBeGreaterThan(8);
    expect(outside(paths, '/pt')).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Filtrar projetos por tag' })
      .getByRole('link', { name: 'rust' })
      .click();
    await page.waitForURL(/\/pt\/projects\?tag=rust$/);
    expect(
      await page.getByRole('main').getByText('1 projeto com a tag “rust”.').count(),
    ).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Gallery App' }).click();
    await page.waitForURL(/\/pt\/projects\/gallery-app$/);
    expect(outside(await sitePaths(page), '/pt')).toEqual([]);
    await page.getByRole('link', { name: '← MEUS Projetos' }).click();
    await page.waitForURL(/\/pt\/projects$/);

    const search = page.getByRole('search', { name: 'Buscar no site' });
    await search.getByRole('searchbox').fill('gallery');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/\/pt\/search\?q=gallery$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Busca');
    expect(outside(await sitePaths(page), '/pt')).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Gallery App' }).first().click();
    await page.waitForURL(/\/pt\/projects/);
  });

  it("reads an Arabic blog right to left in Arabic, its post's links and feed in Arabic too", async () => {
    const { page, status } = await withoutScript('/ar/blog');
    expect(status).toBe(200);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('المدونة');
    expect(await page.getByRole('main').getByText('دقيقة قراءة').count()).toBeGreaterThan(0);
    expect(outside(await sitePaths(page), '/ar')).toEqual([]);
    await page.getByRole('link', { name: 'Hello there' }).click();
    await page.waitForURL(/\/ar\/blog\/hello-there$/);
    expect(outside(await sitePaths(page), '/ar')).toEqual([]);
    await page.getByRole('link', { name: '→ المدونة' }).click();
    await page.waitForURL(/\/ar\/blog$/);

    const feed = await page
      .locator('head link[type="application/atom+xml"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(feed.map((href) => new URL(href).pathname)).toEqual([
      '/ar/feed.xml',
      '/ar/blog/feed.xml',
    ]);
    const xml = await (await fetch(`${site.server.publicUrl}/ar/blog/feed.xml`)).text();
    expect(xml).toContain('xml:lang="ar"');
  });

  it('hydrates the pages of another language with its texts and links, without a mismatch', async () => {
    const { page, problems } = await site.newPage();
    // What the footer says once the page has hydrated and asked what plays, in its language: the
    // switch is clicked only then (a click before hydration does nothing, on a busy machine).
    const notListening = { pt: 'Sem música agora.', ar: 'لا شيء قيد الاستماع.' };
    for (const [language, path] of [
      ['pt', '/pt/projects?tag=rust'],
      ['ar', '/ar/blog/hello-there'],
      ['pt', '/pt/search?q=gallery'],
    ] as const) {
      await page.goto(site.server.publicUrl + path);
      await page.getByText(notListening[language]).waitFor();
      await page.getByRole('switch').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await page.getByRole('switch').click();
      expect(outside(await sitePaths(page), path.slice(0, 3))).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  it("links the default language's pages at the spec's paths, as before", async () => {
    for (const path of ['/projects', '/blog', '/blog/hello-there', '/projects/gallery-app']) {
      const { page, status } = await withoutScript(path);
      expect(status).toBe(200);
      const paths = await sitePaths(page);
      expect(paths.filter((href) => /^\/(pt|ar)(\/|$)/.test(href))).toEqual([]);
      expect(paths).toContain('/search');
    }
  });
});
