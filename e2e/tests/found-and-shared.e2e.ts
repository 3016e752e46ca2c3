import { apiPaths, type Project, UPLOAD_FIELDS } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { call, form, image, login } from '../fixtures/api.js';
import { useSite } from '../fixtures/suite.js';

// Every public page as a link preview or a crawler sees it: fetched by Chromium with JavaScript
// off, its head names absolute URLs, and its social image is a 1200×630 PNG the server draws.
let caseStudy = '';

const site = useSite({
  seed: async ({ server }) => {
    const token = await login(server.publicUrl);
    const added = await call<Project>(
      server.publicUrl,
      token,
      'POST',
      apiPaths.projects.add,
      form(
        {
          title: 'Gallery App',
          description: 'Photos sorted by place.',
          project_link: 'https://code.example.com/gallery',
          website_link: 'https://gallery.example.com',
          case_study: '## How it works\n\nBy place.',
        },
        { field: UPLOAD_FIELDS.project, path: image('DSCN0010.jpg') },
      ),
    );
    expect(added.status).toBe(200);
    caseStudy = `/projects/${added.body.slug}`;
  },
});

describe('found and shared', () => {
  it('gives every public page absolute share tags and a 1200×630 PNG under 300 kB', async () => {
    const { page, close } = await site.newPage({ javaScriptEnabled: false });
    const origin = site.server.publicUrl;
    for (const path of [
      '/',
      '/about',
      '/projects',
      '/certificates',
      '/resume',
      '/contact',
      caseStudy,
    ]) {
      const res = await page.goto(origin + path);
      expect(res?.status()).toBe(200);
      // A meta tag's content, a link's href, as the browser parsed the head.
      const tag = async (selector: string) => {
        const element = page.locator(`head ${selector}`);
        return (await element.getAttribute('content')) ?? (await element.getAttribute('href'));
      };
      expect(await tag('link[rel="canonical"]')).toBe(origin + path);
      expect(await tag('meta[property="og:url"]')).toBe(origin + path);
      expect(await tag('meta[property="og:image:width"]')).toBe('1200');
      expect(await tag('meta[property="og:image:height"]')).toBe('630');
      expect(await tag('meta[property="og:image:alt"]')).toContain('Your Name');
      expect(await tag('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await tag('link[rel="alternate"][type="application/atom+xml"]')).toBe(
        `${origin}/feed.xml`,
      );
      const imageUrl = (await tag('meta[property="og:image"]')) ?? '';
      expect(imageUrl.startsWith(`${origin}/og/`)).toBe(true);
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(jsonLd ?? '{}')['@context']).toBe('https://schema.org');

      // The image, fetched as a sharing site would, and drawn by the browser at its size.
      const fetched = await page.request.get(imageUrl);
      expect(fetched.status()).toBe(200);
      expect(fetched.headers()['content-type']).toBe('image/png');
      expect((await fetched.body()).length).toBeLessThan(300 * 1024);
      const drawn = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, imageUrl);
      expect(drawn).toEqual([1200, 630]);
    }
    await close();
  }, 120_000);
});
