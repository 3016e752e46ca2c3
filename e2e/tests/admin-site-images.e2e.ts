import { apiPaths, FAVICON_SIZES, type SiteImages } from '@portfolio/contract';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { image } from '../fixtures/testdata.js';

// The owner uploads a portrait and a site icon on the Profile screen; the visitor's pages then link
// each favicon (a PNG of the declared size, as Chromium decodes it) and the web manifest, and show
// the portrait on Home and About.
const admin = useAdmin();
const { main, checkScreen } = admin;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** An image shown and decoded by the browser. */
async function expectLoaded(img: Locator) {
  await img.waitFor();
  await expect
    .poll(() =>
      img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}

interface HeadLink {
  rel: string;
  sizes: string | null;
  type: string | null;
  href: string;
}

describe('portrait and site icon', () => {
  it('are uploaded on the Profile screen, with their previews', async () => {
    const { page } = admin;
    await admin.openScreen('/Admin/profile', 'Profile');
    const icon = main().getByRole('group', { name: 'Site icon' });
    await icon.getByLabel('Site icon').setInputFiles(image('square-icon.png'));
    await icon.getByRole('button', { name: 'Upload site icon' }).click();
    await icon
      .getByText('Site icon saved. The public pages show it on their next load.', { exact: true })
      .waitFor();
    await expectLoaded(icon.getByRole('img', { name: 'Current image' }));

    // A wide photo is no icon: the server's reason shows, and the icon stays.
    await icon.getByLabel('Site icon').setInputFiles(image('DSCN0010.jpg'));
    await icon.getByRole('button', { name: 'Upload site icon' }).click();
    await icon
      .getByText(
        'The icon is 640×480 pixels: upload a square image (as wide as it is high), 512×512 or larger is best',
        { exact: true },
      )
      .waitFor();

    const portrait = main().getByRole('group', { name: 'Portrait' });
    await portrait.getByLabel('Portrait').setInputFiles(image('DSCN0010.jpg'));
    await portrait.getByRole('button', { name: 'Upload portrait' }).click();
    await portrait
      .getByText('Portrait saved. The public pages show it on their next load.', { exact: true })
      .waitFor();

    await expectLoaded(portrait.getByRole('img', { name: 'Current image' }));
    expect(await icon.getByRole('button', { name: 'Remove site icon' }).isVisible()).toBe(true);
    const stored = await fetch(admin.server.publicUrl + apiPaths.profileImages);
    const images = (await stored.json()) as SiteImages;
    expect(images.icon?.favicons.map((f) => f.width)).toEqual([...FAVICON_SIZES]);
    expect(images.portrait?.variants.map((v) => v.width)).toEqual([480, 640]);
    await page.getByRole('heading', { name: 'Photo and site icon' }).scrollIntoViewIfNeeded();
    await checkScreen('profile-site-images');
  });

  it("head links every favicon as a PNG of its declared size, and the site's manifest", async () => {
    const { visitor } = admin;
    for (const pathname of ['/', '/projects']) {
      await admin.visit(pathname);
      const links = await visitor.$$eval(
        'head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]',
        (elements) =>
          elements.map((link) => ({
            rel: link.getAttribute('rel') ?? '',
            sizes: link.getAttribute('sizes'),
            type: link.getAttribute('type'),
            href: (link as HTMLLinkElement).href,
          })),
      );
      const icons: HeadLink[] = links.filter((link) => link.rel !== 'manifest');
      expect(icons.map((link) => [link.rel, link.sizes])).toEqual([
        ['icon', '16x16'],
        ['icon', '32x32'],
        ['apple-touch-icon', '180x180'],
      ]);
      for (const link of icons) {
        const size = Number(link.sizes?.split('x')[0]);
        const res = await fetch(link.href);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(res.headers.get('cache-control')).toContain('immutable');
        expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual([size, size]);
        // As Chromium decodes it, from the page's origin.
        const natural = await visitor.evaluate(async (href) => {
          const img = new Image();
          img.src = href;
          await img.decode();
          return [img.naturalWidth, img.naturalHeight];
        }, link.href);
        expect(natural).toEqual([size, size]);
      }

      const [manifestLink] = links.filter((link) => link.rel === 'manifest');
      expect(manifestLink?.href).toBe(`${admin.server.publicUrl}/site.webmanifest`);
      const res = await fetch(manifestLink?.href ?? '');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/manifest+json');
      const manifest = (await res.json()) as {
        name: string;
        start_url: string;
        icons: { src: string; sizes: string; type: string }[];
      };
      expect(manifest.start_url).toBe('/');
      expect(manifest.name.length).toBeGreaterThan(0);
      expect(manifest.icons.map((i) => [i.sizes, i.type])).toEqual([
        ['192x192', 'image/png'],
        ['512x512', 'image/png'],
      ]);
      for (const icon of manifest.icons) {
        const file = await fetch(new URL(icon.src, manifestLink?.href));
        expect(file.status).toBe(200);
        const size = Number(icon.sizes.split('x')[0]);
        expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual([size, size]);
      }
    }
  });

  it("shows the portrait on Home and About, named by the owner's name", async () => {
    const profile = (await (await fetch(admin.server.publicUrl + apiPaths.profile)).json()) as {
      ownerName: string;
    };
    for (const pathname of ['/', '/about']) {
      const content = await admin.visit(pathname);
      const portrait = content.getByRole('img', { name: profile.ownerName, exact: true });
      await portrait.scrollIntoViewIfNeeded();
      await expectLoaded(portrait);
      expect(await portrait.getAttribute('srcset')).toMatch(/ 480w, .+ 640w$/);
      expect(await portrait.isVisible()).toBe(true);
    }
  });

  it('logged only the failures the owner was shown', () => {
    const { owner, visitor } = admin.unexpectedProblems();
    // The refused icon: its 400 and the message the owner saw.
    const shown = [
      /^The icon is 640×480 pixels: upload a square image/,
      /^Failed to load resource: the server responded with a status of 400/,
    ];
    expect(owner.filter((problem) => !shown.some((pattern) => pattern.test(problem)))).toEqual([]);
    expect(visitor).toEqual([]);
  });
});
