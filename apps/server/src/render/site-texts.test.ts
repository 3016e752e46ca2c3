import {
  ADMIN_ROOT_PATH,
  type AdminPageData,
  apiPaths,
  DEFAULT_SETTINGS,
  PAGE_DATA_ELEMENT_ID,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../test/app.js';
import { addProject } from '../test/content.js';
import { sourceWeb } from '../test/web.js';

const ORIGIN = 'https://example.com';

const ctx = ownerAppPerTest(
  { PUBLIC_ORIGIN: ORIGIN, ADMIN_ORIGIN: 'https://admin.example.com' },
  { web: sourceWeb },
);

const page = async (url: string, host = 'example.com') => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { host } });
  return { status: res.statusCode, html: res.body, etag: res.headers.etag };
};
const putTexts = async (texts: object) =>
  expectStatus(
    await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.settings,
      headers: ctx.auth(ctx.token),
      payload: { ...DEFAULT_SETTINGS, texts },
    }),
    200,
  );

describe("the owner's words on the kept pages", () => {
  it("replace the spec's text on the next request, and the spec's comes back with the default", async () => {
    await addProject(ctx, ctx.token);
    const before = await page('/projects');
    expect(before.html).toContain('>MY Projects</h1>');
    expect(before.html).toContain('>Project Link</a>');
    expect(before.html).toContain('>WebSite Link</a>');
    // Kept: the same answer again.
    expect((await page('/projects')).etag).toBe(before.etag);

    await putTexts({ projectsHeading: 'Things I built', websiteLink: 'Live' });
    const changed = await page('/projects');
    expect(changed.etag).not.toBe(before.etag);
    expect(changed.html).toContain('>Things I built</h1>');
    expect(changed.html).toContain('>Live</a>');
    expect(changed.html).toContain('>Project Link</a>');
    expect(changed.html).not.toContain('MY Projects');

    await putTexts({});
    const back = await page('/projects');
    expect(back.html).toContain('>MY Projects</h1>');
    expect(back.html).toContain('>WebSite Link</a>');
  });

  it('say the 404 page in his words, with its status', async () => {
    expect((await page('/no-such-page')).html).toContain('>404 page not found</h1>');
    await putTexts({ notFound: 'Nothing lives here' });
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('>Nothing lives here</h1>');
  });
});

describe('the admin shell', () => {
  it("names the public site, for the header's 'View site'", async () => {
    const { html } = await page(ADMIN_ROOT_PATH, 'admin.example.com');
    const json = new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    const data = JSON.parse(json ?? 'null') as AdminPageData;
    expect(data.publicOrigin).toBe(ORIGIN);
  });
});
