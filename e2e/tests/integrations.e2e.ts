import type { Contributions, Project } from '@portfolio/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type FakeUpstream,
  startFakeUpstream,
  type UpstreamAnswer,
} from '../../apps/server/src/test/fake-upstream.js';
import { screenshot } from '../fixtures/browser.js';
import { ownerApi } from '../fixtures/content.js';
import { apartFromIntegrations } from '../fixtures/integrations.js';
import { useSite } from '../fixtures/suite.js';

/** How often the footer asks for the track while the page is visible (issue 6). */
const FOOTER_REFRESH_MS = 30_000;
const TRACK = { name: 'Clair de Lune', url: 'https://open.spotify.com/track/e2e-track' };
const USERNAME = 'octocat';
const FAILING_USERNAME = 'no-such-user';

/** A year of days up to today, cycling through the five levels. */
function lastYear(): Contributions {
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  const contributions = Array.from({ length: 365 }, (_, i) => {
    const level = i % 5;
    const date = new Date(today - (364 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, count: level * 3, level };
  });
  return {
    total: { lastYear: contributions.reduce((sum, day) => sum + day.count, 0) },
    contributions,
  };
}

let music: FakeUpstream | undefined;
let contributions: FakeUpstream | undefined;
let playing: UpstreamAnswer;
let albumImage = '';
const calendar = lastYear();

const fake = (upstream: FakeUpstream | undefined): FakeUpstream => {
  if (!upstream) throw new Error('The fake upstreams have not started');
  return upstream;
};

// Registered before the site's: after hooks run last-registered first, so the fakes close once the
// server has stopped.
afterAll(async () => {
  await music?.close();
  await contributions?.close();
});

const site = useSite({
  env: async () => {
    music = await startFakeUpstream();
    contributions = await startFakeUpstream();
    contributions.answer = (request) =>
      request.path.startsWith(`/v4/${USERNAME}?`)
        ? { status: 200, body: calendar }
        : { status: 404, body: { error: 'not found' } };
    return {
      SPOTIFY_CLIENT_ID: 'e2e-client',
      SPOTIFY_CLIENT_SECRET: 'e2e-secret',
      SPOTIFY_REFRESH_TOKEN: 'e2e-refresh-token',
      SPOTIFY_ACCOUNTS_URL: music.url,
      SPOTIFY_API_URL: music.url,
      CONTRIBUTIONS_API_URL: contributions.url,
    };
  },
  seed: async ({ server }) => {
    const owner = await ownerApi(server);
    // The album image is one of our own media URLs: the page's CSP lets images come from https
    // origins and ours, not from the fake's plain-http loopback address.
    const project = (await owner.addProject('Album Art', 'DSCN0010.jpg')) as unknown as Project;
    albumImage = project.project_image;
    await owner.putProfile({ ...(await owner.profile()), contributionsUsername: USERNAME });
    playing = {
      status: 200,
      body: {
        is_playing: true,
        currently_playing_type: 'track',
        item: {
          name: TRACK.name,
          external_urls: { spotify: TRACK.url },
          album: { images: [{ url: albumImage }] },
        },
      },
    };
    fake(music).answer = (request) =>
      request.path === '/api/token'
        ? { status: 200, body: { access_token: 'e2e-access-token', expires_in: 3600 } }
        : playing;
  },
  setupTimeout: 120_000,
});

describe('now playing in the footer', () => {
  it("shows the track and its album image, then 'Not Listening.' once the music stops", async () => {
    const { page, problems, close } = await site.newPage();
    // The page's own clock: the test moves it on instead of waiting for the 30 s refresh.
    await page.clock.install();
    await page.goto(`${site.server.publicUrl}/`);
    const link = page.getByRole('link', { name: TRACK.name });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(TRACK.url);
    const cover = link.locator('img');
    expect(await cover.getAttribute('src')).toBe(albumImage);
    await cover.scrollIntoViewIfNeeded();
    await cover.evaluate((image: HTMLImageElement) => image.decode());
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await screenshot(page, 'footer-now-playing');
    expect(
      fake(music).requests.some((r) => r.headers.authorization === 'Bearer e2e-access-token'),
    ).toBe(true);

    playing = { status: 204 };
    // Each step is the footer's next refresh; the server answers from its 15 s cache until then.
    // Under 30 s in all, so only the moved clock, not the real one, can have refreshed it.
    const notListening = page.getByText('Not Listening.');
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(FOOTER_REFRESH_MS);
          return notListening.isVisible();
        },
        { timeout: 25_000, interval: 250 },
      )
      .toBe(true);
    expect(await page.getByRole('link', { name: TRACK.name }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the contribution calendar on the About page', () => {
  it('draws the calendar from the contributions service: a square per day, 5 levels, the total', async () => {
    const { page, problems, close } = await site.newPage();
    await page.goto(`${site.server.publicUrl}/about`);
    const total = calendar.total.lastYear;
    const drawing = page.getByRole('img', { name: `${total} contributions in the last year` });
    await drawing.waitFor();
    const days = drawing.locator('rect[data-level]');
    expect(await days.count()).toBe(calendar.contributions.length);
    const levels = await days.evaluateAll((rects) =>
      rects.map((rect) => ({
        level: rect.getAttribute('data-level'),
        fill: getComputedStyle(rect).fill,
      })),
    );
    expect(new Set(levels.map((day) => day.level))).toEqual(new Set(['0', '1', '2', '3', '4']));
    const fillOf = new Map(levels.map((day) => [day.level, day.fill]));
    expect(new Set(fillOf.values()).size).toBe(5);
    expect(await page.getByText(`${total} contributions in the last year`).count()).toBe(1);
    expect(fake(contributions).requests.map((r) => r.path)).toContain(`/v4/${USERNAME}?y=last`);
    await screenshot(page, 'about-contributions');
    expect(problems).toEqual([]);
    await close();
  });

  it("says the spec's error text when the contributions service fails", async () => {
    const owner = await ownerApi(site.server);
    await owner.putProfile({ ...(await owner.profile()), contributionsUsername: FAILING_USERNAME });
    const { page, problems, close } = await site.newPage();
    await page.goto(`${site.server.publicUrl}/about`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      `Error – Fetching GitHub contribution data for ${FAILING_USERNAME} failed.`,
    );
    expect(fake(contributions).requests.map((r) => r.path)).toContain(
      `/v4/${FAILING_USERNAME}?y=last`,
    );
    expect(apartFromIntegrations(problems)).toEqual([]);
    await close();
    await owner.putProfile({ ...(await owner.profile()), contributionsUsername: USERNAME });
  });
});
