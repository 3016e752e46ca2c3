import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import {
  buildFileText,
  closure,
  gzippedSize,
  manifest,
  pageClosure,
  scriptsOf,
} from '../fixtures/page-scripts.js';
import { useSite } from '../fixtures/suite.js';

/** The home page's budget of JavaScript before interaction, gzipped (the number). */
const BUDGET_BYTES = 80 * 1000;

const HOME_MODULE = 'src/app/pages/home.tsx';
const ABOUT_MODULE = 'src/app/pages/about.tsx';
const CASE_STUDY_MODULE = 'src/app/pages/case-study.tsx';

/** The page's inline scripts that run (the mode and photo boot scripts), not its JSON data. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(([, code]) => code ?? '');

const site = useSite({
  seed: async ({ server }) => {
    await (await ownerApi(server)).addResume('pdflatex-4-pages.pdf');
  },
});

/** Every script and worker URL a page requests until it has settled. */
async function scriptRequests(page: Page, url: string, settled: () => Promise<unknown>) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (['script', 'other'].includes(request.resourceType()) || /\.m?js$/.test(request.url())) {
      urls.push(request.url());
    }
  });
  page.on('worker', (worker) => urls.push(worker.url()));
  await page.goto(url);
  await settled();
  return urls;
}

describe('JavaScript of the home page', () => {
  it('is at most 80 kB gzip before interaction (entry, its imports and the home chunk)', async () => {
    const chunks = manifest();
    const expected = pageClosure(chunks, HOME_MODULE);
    const html = await (await fetch(site.server.publicUrl)).text();
    const served = scriptsOf(html);
    // The server preloads exactly what / needs: nothing is missing, nothing more is sent.
    expect(served).toEqual([...expected].sort());
    const inline = inlineScripts(html);
    expect(inline).toHaveLength(2);
    const total =
      gzippedSize(expected) + inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
    console.warn(
      `JavaScript loaded by / before interaction: ${(total / 1000).toFixed(1)} kB gzip in ` +
        `${expected.size} files (budget ${BUDGET_BYTES / 1000} kB)`,
    );
    expect(total).toBeGreaterThan(30_000);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  /** The content hash Vite puts after a file's name: `projects-BFpDFuuY.js`. */
  const HASHED = /-[\w-]{8}\.m?js$/;

  it('is all the browser fetches on /, and no other page carries the PDF viewer', async () => {
    const served = scriptsOf(await (await fetch(site.server.publicUrl)).text());
    const { page, close } = await site.newPage();
    const home = await scriptRequests(page, site.server.publicUrl, () =>
      page.getByText('Not Listening.').waitFor(),
    );
    const paths = home.map((url) => new URL(url).pathname.slice(1));
    expect(paths.filter((p) => p.endsWith('.js') || p.endsWith('.mjs')).sort()).toEqual(served);
    for (const pagePath of ['/about', '/projects', '/certificates']) {
      const urls = await scriptRequests(page, site.server.publicUrl + pagePath, () =>
        page.getByText('Not Listening.').waitFor(),
      );
      // By the chunk's name, not its hash: a hash may spell 'pDF'.
      const names = urls.map((url) => url.slice(url.lastIndexOf('/') + 1).replace(HASHED, ''));
      expect(names.filter((name) => /pdf/i.test(name))).toEqual([]);
    }
    await close();
  });
});

describe('JavaScript of the About page', () => {
  // Before the whole icon set, About imported its 32 icons as components: 25 kB gzip of its own on
  // top of the public entry. Now the server draws the icons in use, so the page's code does not
  // grow with the set: the same 80 kB as Home holds it, whatever icons the profile names.
  it('stays within the home budget with the full icon set, and carries no icon drawing', async () => {
    const chunks = manifest();
    const expected = pageClosure(chunks, ABOUT_MODULE);
    const html = await (await fetch(`${site.server.publicUrl}/about`)).text();
    expect(scriptsOf(html)).toEqual([...expected].sort());
    const total =
      gzippedSize(expected) +
      inlineScripts(html).reduce((sum, code) => sum + gzipSync(code).length, 0);
    const own = gzippedSize(
      [...closure(chunks, ABOUT_MODULE)].filter((file) => !closure(chunks, 'index.html').has(file)),
    );
    console.warn(
      `JavaScript loaded by /about before interaction: ${(total / 1000).toFixed(1)} kB gzip, ` +
        `${(own / 1000).toFixed(1)} kB of it its own (was 25 kB of icons)`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(own).toBeLessThan(25_000);
    // The drawings come in the HTML: React's path of simple-icons is in no script.
    const reactPath = /<svg[^>]*data-icon="react"[^>]*><path d="([^"]+)"/.exec(html)?.[1];
    expect(reactPath).toMatch(/^M/);
    for (const file of expected) {
      expect(buildFileText(file)).not.toContain(reactPath?.slice(0, 40));
    }
  });
});

describe('JavaScript of a case study', () => {
  // The screenshots' gallery and its lightbox are in the case study's own chunk: no other page
  // carries them, and this one stays within the home budget with them.
  it('stays within the home budget with the screenshots lightbox, which no other page loads', async () => {
    const chunks = manifest();
    const expected = pageClosure(chunks, CASE_STUDY_MODULE);
    // Every public page has the same two inline scripts as Home (the mode and photo boot).
    const inline = inlineScripts(await (await fetch(site.server.publicUrl)).text());
    const total =
      gzippedSize(expected) + inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
    console.warn(
      `JavaScript loaded by a case study before interaction: ${(total / 1000).toFixed(1)} kB gzip`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    for (const module of [HOME_MODULE, ABOUT_MODULE]) {
      const files = [...pageClosure(chunks, module)];
      expect(files.some((file) => buildFileText(file).includes('Screenshots of '))).toBe(false);
    }
  });
});

describe('the resume page', () => {
  it('loads react-pdf and the pdf.js worker from our own origin', async () => {
    const { page, close } = await site.newPage();
    const urls = await scriptRequests(page, `${site.server.publicUrl}/resume`, () =>
      page.locator('.react-pdf__Page__canvas').waitFor(),
    );
    expect(urls.some((url) => /\/assets\/PdfViewer-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/.test(url))).toBe(true);
    expect(urls.filter((url) => new URL(url).origin !== site.server.publicUrl)).toEqual([]);
    await close();
  });
});

describe('styles of the public pages', () => {
  it('come inside the HTML: no stylesheet is fetched, before or after hydration', async () => {
    const { page, close } = await site.newPage({ colorScheme: 'light' });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    for (const pagePath of ['/', '/about', '/projects', '/certificates']) {
      await page.goto(site.server.publicUrl + pagePath);
      await page.getByText('Not Listening.').waitFor();
      // Styled from the first response: the light mode's background of spec §3.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        'rgb(248, 249, 250)',
      );
    }
    expect(stylesheets).toEqual([]);
    // The PDF viewer's own styles come with it, once the resume page loads it.
    await page.goto(`${site.server.publicUrl}/resume`);
    await page.locator('.react-pdf__Page__canvas').waitFor();
    expect(stylesheets.map((url) => new URL(url).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/PdfViewer-[\w-]+\.css$/),
    ]);
    await close();
  });
});
