import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import { useSite } from '../fixtures/suite.js';

const CERTIFICATES = 12;

// A long page of cards on a phone: the cards far below the screen are not drawn, and their photos
// not fetched, until the visitor scrolls near them; the first photo is not slowed by the others.
const site = useSite({
  seed: async ({ server }) => {
    const owner = await ownerApi(server);
    for (let n = 1; n <= CERTIFICATES; n++) {
      await owner.addCertificate(`Course ${n}`, 'Example Academy', 'DSCN0010.jpg');
    }
  },
  setupTimeout: 120_000,
});

describe('a long page of cards', () => {
  it('draws and fetches the cards near the screen, and the rest as the visitor scrolls', async () => {
    const { page, close } = await site.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const photos: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') photos.push(request.url());
    });
    await page.goto(`${site.server.publicUrl}/certificates`);
    await page.waitForLoadState('networkidle');
    const cards = page.locator('main li');
    expect(await cards.count()).toBe(CERTIFICATES);
    // A card skipped by content-visibility draws nothing inside it.
    const drawn = () =>
      page
        .locator('main li h2')
        .evaluateAll((titles) =>
          titles.map((title) => title.checkVisibility({ contentVisibilityAuto: true })),
        );
    const first = await drawn();
    expect(first[0]).toBe(true);
    expect(first.at(-1)).toBe(false);
    const fetchedFirst = photos.length;
    expect(fetchedFirst).toBeLessThan(CERTIFICATES);

    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    await last.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    expect((await drawn()).at(-1)).toBe(true);
    expect(photos.length).toBeGreaterThan(fetchedFirst);
    await close();
  });
});
