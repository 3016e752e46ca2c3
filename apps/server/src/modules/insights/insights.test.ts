import { apiPaths, caseStudyPath, DEFAULT_SETTINGS, type SiteSettings } from '@portfolio/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest, VIEWER } from '../../test/app.js';
import { seedProject, toggleStatus } from '../../test/content.js';
import { insightsSummary } from '../../test/insights.js';
import { sourceWeb } from '../../test/web.js';
import { createInsightsCounter } from './insights-counter.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DAY_MS = 86_400_000;

const ctx = testAppPerTest({}, { web: sourceWeb });
let token: string;
beforeEach(async () => {
  ctx.clock.now = new Date('2026-11-20T12:00:00Z');
  token = await ctx.openSession();
});

const visit = (
  url: string,
  {
    ip = '198.51.100.7',
    ua = FIREFOX,
    headers = {} as Record<string, string>,
    method = 'GET',
  } = {},
) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: ip,
    headers: { 'user-agent': ua, ...headers },
  });

const summary = (days = 7) => insightsSummary(ctx, token, days);

const beacon = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.insights.beacon,
    remoteAddress: '198.51.100.7',
    headers: { 'user-agent': FIREFOX, ...headers },
    payload: payload as Record<string, unknown>,
  });

describe('visitor insights', () => {
  it('counts page views, unique visitors, referrers, campaigns and devices per day', async () => {
    expectStatus(await visit('/'), 200);
    expectStatus(await visit('/', { headers: { referer: 'https://www.linkedin.com/feed/' } }), 200);
    expectStatus(await visit('/projects?utm_source=Newsletter'), 200);
    expectStatus(await visit('/about', { ip: '203.0.113.9', ua: IPHONE }), 200);

    const figures = await summary(7);
    expect(figures.daily).toHaveLength(7);
    expect(figures.daily.at(-1)).toEqual({ day: '2026-11-20', visitors: 2, pageViews: 4 });
    expect(figures.daily.slice(0, 6).every((day) => day.pageViews === 0)).toBe(true);
    expect(figures.daily[0]?.day).toBe('2026-11-14');
    expect(figures.topPages).toEqual([
      { key: '/', count: 2 },
      { key: '/about', count: 1 },
      { key: '/projects', count: 1 },
    ]);
    expect(figures.topReferrers).toEqual([{ key: 'linkedin.com', count: 1 }]);
    expect(figures.devices).toEqual([
      { key: 'desktop', count: 3 },
      { key: 'mobile', count: 1 },
    ]);
    expect(figures.week).toEqual({
      visitors: 2,
      previousVisitors: 0,
      pageViews: 4,
      previousPageViews: 0,
    });

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.insights.csv}?days=7`,
      headers: ctx.auth(token),
    });
    expectStatus(csv, 200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')).toContain('2026-11-20,campaigns,newsletter,1');
    expect(csv.body.split('\r\n')[0]).toBe('day,metric,key,count');
  });

  it("counts a case study's page like the other public pages, and not a missing one", async () => {
    const project = await seedProject(ctx, token, { title: 'Engine', case_study: '# The engine' });
    const page = caseStudyPath(project.slug);
    expectStatus(await visit(page), 200);
    expectStatus(await visit(page, { ip: '203.0.113.9' }), 200);
    expectStatus(await visit(page, { method: 'HEAD' }), 200);
    expectStatus(await visit(caseStudyPath('no-such-study')), 404);

    const figures = await summary(7);
    expect(figures.daily.at(-1)).toEqual({ day: '2026-11-20', visitors: 2, pageViews: 2 });
    expect(figures.topPages).toEqual([{ key: page, count: 2 }]);
  });

  it('leaves out Do-Not-Track, Global Privacy Control, bots, HEAD, prefetches and 404s', async () => {
    await visit('/', { headers: { dnt: '1' } });
    await visit('/', { headers: { 'sec-gpc': '1' } });
    await visit('/', {
      ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await visit('/', { method: 'HEAD' });
    await visit('/', { headers: { 'sec-purpose': 'prefetch;prerender' } });
    expect((await visit('/no-such-page')).statusCode).toBe(404);
    const figures = await summary(7);
    expect(figures.daily.at(-1)).toEqual({ day: '2026-11-20', visitors: 0, pageViews: 0 });
    expect(figures.topPages).toEqual([]);
  });

  it('forgets the salt and the visitor hashes with the day: the same visitor is new tomorrow', async () => {
    await visit('/');
    await summary(7);
    const salts = await ctx.db.selectFrom('insight_salts').selectAll().execute();
    expect(salts.map((row) => row.day)).toEqual(['2026-11-20']);

    ctx.clock.advance(DAY_MS);
    token = await ctx.openSession();
    await visit('/');
    const figures = await summary(7);
    expect(figures.daily.slice(-2)).toEqual([
      { day: '2026-11-20', visitors: 1, pageViews: 1 },
      { day: '2026-11-21', visitors: 1, pageViews: 1 },
    ]);
    const kept = await ctx.db.selectFrom('insight_visitors').select('day').execute();
    expect(kept.map((row) => row.day)).toEqual(['2026-11-21']);
    const keptSalts = await ctx.db.selectFrom('insight_salts').select(['day', 'salt']).execute();
    expect(keptSalts.map((row) => row.day)).toEqual(['2026-11-21']);
    expect(keptSalts[0]?.salt).not.toBe(salts[0]?.salt);
    // Nothing of the address or user agent is stored, in clear or otherwise recognisable.
    const hashes = await ctx.db.selectFrom('insight_visitors').select('hash').execute();
    expect(JSON.stringify(hashes)).not.toContain('198.51.100.7');
  });

  it("counts beacons for a visible project's links and the resume, and refuses forged ones", async () => {
    const shown = await seedProject(ctx, token, { title: 'Shown' });
    const hidden = await seedProject(ctx, token, { title: 'Hidden' });
    await toggleStatus(ctx, token, apiPaths.projects.status(hidden._id));

    expectStatus(await beacon({ event: 'project-link', target: shown._id }), 204);
    expectStatus(await beacon({ event: 'project-link', target: shown._id }), 204);
    expectStatus(await beacon({ event: 'website-link', target: shown._id }), 204);
    expectStatus(await beacon({ event: 'resume-download', target: '' }), 204);
    expectStatus(await beacon({ event: 'resume-download', target: '' }, { dnt: '1' }), 204);

    expectStatus(await beacon({ event: 'project-link', target: hidden._id }), 400);
    expectStatus(await beacon({ event: 'project-link', target: 'f'.repeat(24) }), 400);
    expectStatus(await beacon({ event: 'resume-download', target: shown._id }), 400);
    expectStatus(await beacon({ event: 'admin-login', target: '' }), 400);
    expectStatus(
      await beacon({ event: 'resume-download', target: '', pad: 'x'.repeat(2_000) }),
      413,
    );

    const figures = await summary(7);
    expect(figures.resume.downloads).toBe(1);
    expect(figures.linkClicks).toEqual([
      { event: 'project-link', target: shown._id, title: 'Shown', count: 2 },
      { event: 'website-link', target: shown._id, title: 'Shown', count: 1 },
    ]);
    const metrics = await ctx.db.selectFrom('insight_counts').select('metric').execute();
    expect(new Set(metrics.map((row) => row.metric))).toEqual(
      new Set(['project-link', 'website-link', 'resume-download']),
    );
  });

  it('shows the figures to the Admin only', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.insights.summary}?days=7`,
    });
    expectStatus(anonymous, 401);
    const csv = await ctx.app.inject({ method: 'GET', url: `${apiPaths.insights.csv}?days=7` });
    expectStatus(csv, 401);
    const viewer = await ctx.openSession(VIEWER.userId);
    const notAdmin = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.insights.summary}?days=7`,
      headers: ctx.auth(viewer),
    });
    expectStatus(notAdmin, 403);
    const badWindow = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.insights.summary}?days=0`,
      headers: ctx.auth(token),
    });
    expectStatus(badWindow, 400);
  });

  it('writes what was gathered when the app closes', async () => {
    await visit('/');
    await visit('/about');
    await ctx.app.close();
    const rows = await ctx.db
      .selectFrom('insight_counts')
      .select(['metric', 'key', 'count'])
      .where('metric', '=', 'views')
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { metric: 'views', key: '/', count: 1 },
      { metric: 'views', key: '/about', count: 1 },
    ]);
  });

  it('adds the counts of several instances into one total', async () => {
    const instances = await Promise.all(
      [1, 2, 3].map(() =>
        createInsightsCounter({
          db: ctx.db,
          engine: ctx.database.handle.engine,
          keysPerDay: ctx.config.insightsKeysPerDay,
          now: () => ctx.clock.now,
          ownHosts: new Set(),
          readSettings: async () => DEFAULT_SETTINGS,
          onWriteError: (err) => {
            throw err;
          },
        }),
      ),
    );
    const same = { userAgent: FIREFOX, referer: undefined, dnt: undefined, gpc: undefined };
    for (const [i, counter] of instances.entries()) {
      for (let n = 0; n < 10; n++) {
        counter.countPageView({ path: '/', search: '', address: '192.0.2.1', headers: same });
        counter.countPageView({
          path: '/',
          search: '',
          address: `192.0.2.${10 + i}`,
          headers: same,
        });
      }
    }
    await Promise.all(instances.map((counter) => counter.stop()));
    const figures = await summary(7);
    // 60 views; visitors: the shared address once, and one of its own per instance.
    expect(figures.daily.at(-1)).toEqual({ day: '2026-11-20', visitors: 4, pageViews: 60 });
  });
});

const putSettings = (settings: SiteSettings, auth = ctx.auth(token)) =>
  ctx.app.inject({ method: 'PUT', url: apiPaths.settings, headers: auth, payload: settings });

describe("the owner's insight settings", () => {
  it('stop counting when switched off, and count again when switched on', async () => {
    expectStatus(await putSettings({ ...DEFAULT_SETTINGS, insightsEnabled: false }), 200);
    await visit('/');
    expect((await summary(7)).daily.at(-1)?.pageViews).toBe(0);
    expectStatus(await putSettings(DEFAULT_SETTINGS), 200);
    await visit('/');
    expect((await summary(7)).daily.at(-1)?.pageViews).toBe(1);
    const read = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.settings,
      headers: ctx.auth(token),
    });
    expect(read.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('reach another instance at its next write', async () => {
    const other = await createInsightsCounter({
      db: ctx.db,
      engine: ctx.database.handle.engine,
      keysPerDay: ctx.config.insightsKeysPerDay,
      now: () => ctx.clock.now,
      ownHosts: new Set(),
      readSettings: async () => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: apiPaths.settings,
          headers: ctx.auth(token),
        });
        return res.json<SiteSettings>();
      },
      onWriteError: (err) => {
        throw err;
      },
    });
    const headers = { userAgent: FIREFOX, referer: undefined, dnt: undefined, gpc: undefined };
    const view = () =>
      other.countPageView({ path: '/', search: '', address: '192.0.2.1', headers });
    expectStatus(await putSettings({ ...DEFAULT_SETTINGS, insightsEnabled: false }), 200);
    view();
    await other.write();
    view();
    await other.stop();
    // The view before its write counted (it had not heard yet); the one after did not.
    expect((await summary(7)).daily.at(-1)?.pageViews).toBe(1);
  });

  it('delete the counts older than the owner keeps them', async () => {
    await visit('/');
    await summary(7);
    expectStatus(await putSettings({ ...DEFAULT_SETTINGS, insightsRetentionDays: 7 }), 200);
    ctx.clock.advance(6 * DAY_MS);
    token = await ctx.openSession();
    expect((await summary(7)).daily[0]).toEqual({ day: '2026-11-20', visitors: 1, pageViews: 1 });
    ctx.clock.advance(DAY_MS);
    token = await ctx.openSession();
    await summary(7);
    const left = await ctx.db.selectFrom('insight_counts').select('day').execute();
    expect(left).toEqual([]);
  });

  it("are the Admin's alone, and checked", async () => {
    expectStatus(await putSettings(DEFAULT_SETTINGS, {}), 401);
    const viewer = await ctx.openSession(VIEWER.userId);
    expectStatus(await putSettings(DEFAULT_SETTINGS, ctx.auth(viewer)), 403);
    const tooShort = await putSettings({ ...DEFAULT_SETTINGS, insightsRetentionDays: 1 });
    expectStatus(tooShort, 400);
    expect(tooShort.json<{ details: { field: string }[] }>().details[0]?.field).toBe(
      'insightsRetentionDays',
    );
    const read = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.settings,
      headers: ctx.auth(token),
    });
    expect(read.json()).toEqual(DEFAULT_SETTINGS);
  });
});

describe('a new site', () => {
  it('answers every day of the window with zeros', async () => {
    const figures = await summary(30);
    expect(figures.daily).toHaveLength(30);
    expect(figures.daily.every((day) => day.visitors === 0 && day.pageViews === 0)).toBe(true);
    expect(figures.resume).toEqual({ views: 0, downloads: 0 });
    expect(figures.linkClicks).toEqual([]);
  });
});
