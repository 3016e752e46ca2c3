import {
  apiPaths,
  DEFAULT_THEME,
  ErrorCode,
  FONT_PAIRING_KEYS,
  FONT_PAIRINGS,
  pairingFaces,
  presetChoice,
  type SiteTheme,
  THEME_PRESETS,
  type ThemePreview,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, ownerAppPerTest, VIEWER } from '../../test/app.js';
import { notifications } from '../../test/content.js';
import { sourceWeb } from '../../test/web.js';
import { fontUrl } from './fonts.js';

const ctx = ownerAppPerTest({}, { web: sourceWeb });

const put = (theme: unknown, headers: Record<string, string> = ctx.auth(ctx.token)) =>
  ctx.app.inject({ method: 'PUT', url: apiPaths.theme, payload: theme as object, headers });
const stored = async () =>
  (await ctx.app.inject({ method: 'GET', url: apiPaths.theme })).json<SiteTheme>();
const page = async (path = '/') => (await ctx.app.inject({ method: 'GET', url: path })).body;

const studio: SiteTheme = {
  ...presetChoice('studio'),
  accent: { light: '#8a1f5c', dark: null },
  font: 'editorial',
};

describe('site theme', () => {
  it('is Classic, with nothing changed, until the owner chooses', async () => {
    expect(await stored()).toEqual(DEFAULT_THEME);
    const html = await page();
    expect(html).toContain('<style id="site-theme">html:root{--bg:#f8f9fa;');
    expect(html).toContain('html:root[data-theme="dark"]{--bg:#3c3c3c;');
    // The system's fonts: nothing to load, nothing preloaded.
    expect(html).not.toContain('@font-face');
    expect(html).not.toContain('rel="preload" href="/fonts/');
  });

  it('is replaced by the Admin and on every public page at once, with its fonts', async () => {
    await page('/projects');
    const res = await put(studio);
    expectStatus(res, 200);
    expect(res.json()).toEqual(studio);
    expect(await stored()).toEqual(studio);
    expect(await notifications(ctx, ctx.token)).toContainEqual(
      expect.objectContaining({ notification_msg: 'Theme updated', status: 'Success' }),
    );

    // The kept page of the old theme is stale: the new one is in the first answer.
    const html = await page('/projects');
    expect(html).toContain(`html:root{--bg:${THEME_PRESETS.studio.light.bg};`);
    expect(html).toContain('--accent:#8a1f5c;--on-accent:#ffffff;--link:#8a1f5c;--focus:#8a1f5c');
    expect(html).toContain(`[data-theme="dark"]{--bg:${THEME_PRESETS.studio.dark.bg};`);
    expect(html).toContain('--radius:20px');
    expect(html).toContain('--font-heading:"Fraunces",Georgia');
    const faces = [...html.matchAll(/@font-face\{[^}]*src:url\(([^)]+)\)[^}]*\}/g)];
    expect(faces.map((face) => face[1])).toEqual([
      expect.stringMatching(/^\/fonts\/[0-9a-f]{12}\/source-sans-3-latin-400-normal\.woff2$/),
      expect.stringMatching(/^\/fonts\/[0-9a-f]{12}\/fraunces-latin-600-normal\.woff2$/),
    ]);
    expect(faces.every((face) => face[0].includes('font-display:swap'))).toBe(true);
    // An installed site's splash screen and frame take the theme's light background.
    const manifest = await ctx.app.inject({ method: 'GET', url: '/site.webmanifest' });
    expect(manifest.json()).toMatchObject({ theme_color: THEME_PRESETS.studio.light.bg });
    // Only the body font is preloaded.
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)];
    expect(preloads.map((link) => link[1])).toEqual([faces[0]?.[1]]);
  });

  it('serves its font files from this origin, kept a year under their hash', async () => {
    await put({ ...presetChoice('classic'), font: 'modern' });
    const url = /<link rel="preload" href="([^"]+)"/.exec(await page())?.[1] ?? '';
    const font = await ctx.app.inject({ method: 'GET', url });
    expectStatus(font, 200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const older = await ctx.app.inject({
      method: 'GET',
      url: url.replace(/[0-9a-f]{12}/, '0'.repeat(12)),
    });
    expectStatus(older, 200);
    expect(older.headers['cache-control']).toBe('public, max-age=3600');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/fonts/abc/comic-sans.woff2' });
    expectStatus(unknown, 404);
  });

  it('refuses an accent under WCAG AA, naming the pair and its ratio, and changes nothing', async () => {
    await put(studio);
    const res = await put({ ...studio, accent: { light: '#ffd400', dark: null } });
    expectStatus(res, 400);
    const body = res.json<{ error: string; code: string; details: { field: string }[] }>();
    expect(body.code).toBe(ErrorCode.LOW_CONTRAST);
    expect(body.error).toMatch(
      /^Light mode: links on the page \(#ffd400 on #f6f5ff\) has a contrast of 1\.\d\d:1; it needs at least 4\.5:1$/,
    );
    expect(body.details.map((detail) => detail.field)).toEqual(
      body.details.map(() => 'accent/light'),
    );
    expect(await stored()).toEqual(studio);
    expect(await page()).toContain(`html:root{--bg:${THEME_PRESETS.studio.light.bg};`);
  });

  it('draws the default for a stored theme this release does not know', async () => {
    await ctx.db
      .insertInto('site_theme')
      .values({
        id: 1,
        data: JSON.stringify({ ...studio, preset: 'neon' }),
        updated_at: new Date(),
      })
      .execute();
    expect(await stored()).toEqual(DEFAULT_THEME);
    expect(await page()).toContain('html:root{--bg:#f8f9fa;');
  });

  it('refuses what is not a theme', async () => {
    for (const bad of [
      { ...studio, preset: 'neon' },
      { ...studio, accent: { light: 'red', dark: null } },
      { ...studio, font: 'comic' },
      { ...studio, density: 2 },
    ]) {
      expectStatus(await put(bad), 400);
    }
    expect(await stored()).toEqual(DEFAULT_THEME);
  });

  it('is changed by the Admin alone', async () => {
    expectStatus(await put(studio, {}), 401);
    const viewer = await ctx.login(VIEWER.userId, VIEWER.password);
    expectStatus(await put(studio, ctx.auth(viewer)), 403);
    expect(await stored()).toEqual(DEFAULT_THEME);
  });
});

describe('theme preview', () => {
  const preview = (body: unknown, headers: Record<string, string> = ctx.auth(ctx.token)) =>
    ctx.app.inject({
      method: 'POST',
      url: apiPaths.themePreview,
      payload: body as object,
      headers,
    });

  it('draws a public page with a draft theme in the mode asked for, and saves nothing', async () => {
    const res = await preview({ theme: studio, page: '/projects', mode: 'dark' });
    expectStatus(res, 200);
    const { html } = res.json<ThemePreview>();
    expect(html).toContain('<html lang="en" data-theme="dark"');
    expect(html).toContain(`html:root{--bg:${THEME_PRESETS.studio.light.bg};`);
    expect(html).toContain('MY Projects');
    // Drawn in a frame that runs no script: none is sent.
    expect(html).not.toMatch(/<script(?! type="application\/json")/);
    expect(await stored()).toEqual(DEFAULT_THEME);
    expect(await page()).toContain('html:root{--bg:#f8f9fa;');
  });

  it('is the Admin’s alone, and only of Home and Projects', async () => {
    expectStatus(await preview({ theme: studio, page: '/', mode: 'light' }, {}), 401);
    expectStatus(await preview({ theme: studio, page: '/Admin', mode: 'light' }), 400);
  });
});

describe('theme preview without the web app', () => {
  it('answers 404: a server of the API alone draws no page', async () => {
    const api = await createTestContext();
    const res = await api.app.inject({
      method: 'POST',
      url: apiPaths.themePreview,
      payload: { theme: presetChoice('studio'), page: '/', mode: 'light' },
      headers: api.auth(await api.openSession()),
    });
    await api.close();
    expectStatus(res, 404);
    expect(res.json()).toEqual({
      error: 'This server does not draw the public pages',
      code: ErrorCode.NOT_FOUND,
    });
  });
});

describe('theme fonts', () => {
  // knip cannot see these packages used (their files are read by name): this test does.
  it.each(FONT_PAIRING_KEYS)('of the %s pairing are installed', async (key) => {
    for (const face of pairingFaces(FONT_PAIRINGS[key])) {
      expect(await fontUrl(face)).toMatch(new RegExp(`^/fonts/[0-9a-f]{12}/${face.file}$`));
    }
  });
});
