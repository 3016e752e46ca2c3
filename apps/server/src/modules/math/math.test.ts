import fs from 'node:fs';
import { createRequire } from 'node:module';
import { caseStudyPath, postPath } from '@portfolio/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, testAppPerFile } from '../../test/app.js';
import { seedProject } from '../../test/content.js';
import { publishPost } from '../../test/posts.js';
import { sourceWeb } from '../../test/web.js';
import { KATEX_STYLESHEET, mathStylesheetUrl, selfHostedStylesheet } from './math.service.js';

const ctx = testAppPerFile({}, { web: sourceWeb });
let withMath: string;
let withoutMath: string;
let postWithMath: string;
let postWithoutMath: string;
beforeAll(async () => {
  const token = await ctx.openSession();
  const math = await seedProject(ctx, token, {
    title: 'Sums',
    case_study: '## Gauss\n\nThe sum is $\\frac{n(n+1)}{2}$:\n\n$$\n\\sum_{i=1}^{n} i\n$$\n',
  });
  const plain = await seedProject(ctx, token, {
    title: 'Words',
    case_study: '## Plain\n\nNo $ math.',
  });
  withMath = caseStudyPath(math.slug);
  withoutMath = caseStudyPath(plain.slug);
  const mathPost = await publishPost(ctx, token, {
    title: 'Sums again',
    body: '## Gauss\n\n$$\nsum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$\n',
  });
  const plainPost = await publishPost(ctx, token, { title: 'Words again', body: 'No math.' });
  postWithMath = postPath(mathPost.slug);
  postWithoutMath = postPath(plainPost.slug);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The stylesheets a page's head links. */
const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]*)">/g)].map((match) => match[1]);

describe("KaTeX's stylesheet", () => {
  it('is linked by a case study that shows math, which the server drew, and by no other', async () => {
    const page = await get(withMath);
    expectStatus(page, 200);
    expect(page.body).toContain('<span class="katex">');
    expect(page.body).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
    expect(stylesheetsOf(page.body)).toEqual([await mathStylesheetUrl()]);
    const plain = await get(withoutMath);
    expectStatus(plain, 200);
    expect(plain.body).not.toContain('katex');
    expect(stylesheetsOf(plain.body)).toEqual([]);
  });

  it('is linked by a post that shows math, and by no other', async () => {
    const page = await get(postWithMath);
    expectStatus(page, 200);
    expect(page.body).toContain('<span class="katex-display">');
    expect(stylesheetsOf(page.body)).toEqual([await mathStylesheetUrl()]);
    const plain = await get(postWithoutMath);
    expectStatus(plain, 200);
    expect(stylesheetsOf(plain.body)).toEqual([]);
  });

  it('is served from this site as CSS, kept a year, compressed, and names its fonts beside it', async () => {
    const url = await mathStylesheetUrl();
    expect(url).toMatch(new RegExp(`^/katex/[0-9a-f]{12}/${KATEX_STYLESHEET}$`));
    const res = await get(url, { 'accept-encoding': 'br' });
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    const css = (await get(url)).body;
    expect(css).toContain('.katex-display');
    const fonts = [...css.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1]);
    expect(fonts.length).toBeGreaterThanOrEqual(20);
    for (const font of fonts) expect(font).toMatch(/^KaTeX_[\w-]+\.woff2$/);
  });

  it('serves each font it names as WOFF2, kept a year; an older hash gets today’s file for an hour', async () => {
    const url = await mathStylesheetUrl();
    const css = (await get(url)).body;
    const [, font = ''] = /url\((KaTeX_Main-Regular\.woff2)\)/.exec(css) ?? [];
    const folder = url.slice(0, url.lastIndexOf('/') + 1);
    const res = await get(folder + font);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const older = await get(`/katex/000000000000/${font}`);
    expectStatus(older, 200);
    expect(older.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves nothing else of the package: 404 for a file it does not name', async () => {
    const folder = (await mathStylesheetUrl()).replace(KATEX_STYLESHEET, '');
    for (const file of ['KaTeX_Main-Regular.woff', 'KaTeX_Main-Regular.ttf', 'katex.js', 'x.css']) {
      expectStatus(await get(folder + file), 404);
    }
    expectStatus(await get(`${folder}..%2Fkatex.mjs`), 404);
  });
});

describe('selfHostedStylesheet', () => {
  it('names every font of the package as WOFF2 alone, each a file it has', () => {
    const resolve = createRequire(import.meta.url).resolve;
    const file = resolve(`katex/dist/${KATEX_STYLESHEET}`);
    const css = selfHostedStylesheet(fs.readFileSync(file, 'utf8'));
    const named = [...css.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1] ?? '');
    expect(css).not.toMatch(/\.woff\)|\.ttf\)|fonts\//);
    const shipped = fs.readdirSync(file.replace(KATEX_STYLESHEET, 'fonts'));
    expect(new Set(named)).toEqual(new Set(shipped.filter((name) => name.endsWith('.woff2'))));
  });
});
