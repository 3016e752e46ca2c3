import { apiPaths, DEFAULT_SETTINGS, INSIGHT_OTHER_KEY } from '@portfolio/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest } from '../../test/app.js';
import { insightsSummary } from '../../test/insights.js';
import { sourceWeb } from '../../test/web.js';
import { createInsightsCounter } from './insights-counter.js';

/** A small cap, so that a flood of a few hundred requests goes far past it. */
const CAP = 20;
const FLOOD = 300;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
/** A desktop, a phone and a tablet: three devices, so three rows of their own. */
const AGENTS = [
  FIREFOX,
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
];

const ctx = testAppPerTest({ INSIGHTS_KEYS_PER_DAY: String(CAP) }, { web: sourceWeb });
let token: string;
beforeEach(async () => {
  ctx.clock.now = new Date('2026-11-20T12:00:00Z');
  token = await ctx.openSession();
});

const summary = (days = 7) => insightsSummary(ctx, token, days);

/** The stored rows of each metric of a day: how many, and the sum of their counts. */
async function storedByMetric(day: string) {
  const rows = await ctx.db
    .selectFrom('insight_counts')
    .select(['metric', 'key', 'count'])
    .where('day', '=', day)
    .execute();
  const byMetric = new Map<string, { rows: number; keys: number; total: number }>();
  for (const row of rows) {
    const entry = byMetric.get(row.metric) ?? { rows: 0, keys: 0, total: 0 };
    entry.rows++;
    if (row.key !== INSIGHT_OTHER_KEY) entry.keys++;
    entry.total += row.count;
    byMetric.set(row.metric, entry);
  }
  return byMetric;
}

const visit = (i: number, referer: string, campaign: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/?utm_source=${campaign}`,
    remoteAddress: '198.51.100.7',
    headers: { 'user-agent': `${FIREFOX} flood/${i}`, referer },
  });

describe('a flood of made-up referrers, campaigns and user agents', () => {
  it('leaves at most the cap of keys a day for each kind, the rest in (other), totals exact', async () => {
    // A real referrer, visited before the flood and again after it.
    for (let i = 0; i < 5; i++) await visit(1000 + i, 'https://www.linkedin.com/feed/', 'mail');
    for (let i = 0; i < FLOOD; i++) {
      expectStatus(await visit(i, `https://flood-${i}.example/`, `campaign${i}`), 200);
    }
    await summary();
    for (let i = 0; i < 5; i++) await visit(2000 + i, 'https://www.linkedin.com/feed/', 'mail');

    const figures = await summary();
    const visits = FLOOD + 10;
    // The totals are exact: only the breakdown by key is capped.
    expect(figures.daily.at(-1)).toEqual({
      day: '2026-11-20',
      visitors: visits,
      pageViews: visits,
    });
    const stored = await storedByMetric('2026-11-20');
    for (const metric of ['referrers', 'campaigns']) {
      expect(stored.get(metric)).toEqual({ rows: CAP + 1, keys: CAP, total: visits });
    }
    // The real referrer keeps its own row and its count; the flood is in (other).
    expect(figures.topReferrers[0]).toEqual({ key: 'linkedin.com', count: 10 });
    expect(figures.topReferrers).toHaveLength(11);
    expect(figures.topReferrers.at(-1)).toEqual({
      key: INSIGHT_OTHER_KEY,
      count: visits - figures.topReferrers.slice(0, 10).reduce((sum, e) => sum + e.count, 0),
    });
    expect(figures.topPages).toEqual([{ key: '/', count: visits }]);

    // The CSV holds what is stored: at most the cap and (other) for each day and kind.
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.insights.csv}?days=7`,
      headers: ctx.auth(token),
    });
    expectStatus(csv, 200);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines.filter((line) => line.startsWith('2026-11-20,referrers,'))).toHaveLength(CAP + 1);
    expect(lines).toContain(`2026-11-20,referrers,linkedin.com,10`);
  });

  it('is capped as well when several instances write into one database at once', async () => {
    const instances = await Promise.all(
      [0, 1, 2].map(() =>
        createInsightsCounter({
          db: ctx.db,
          engine: ctx.database.handle.engine,
          keysPerDay: CAP,
          now: () => ctx.clock.now,
          ownHosts: new Set(),
          readSettings: async () => DEFAULT_SETTINGS,
          onWriteError: (err) => {
            throw err;
          },
        }),
      ),
    );
    // Each round brings new referrers, more visited than the last round's, fewer than the cap on
    // each instance but more on all: each instance's fold keeps its own, so only folds that see
    // each other's rows keep the cap.
    for (let round = 0; round < 3; round++) {
      for (const [n, counter] of instances.entries()) {
        for (let i = 0; i < 15; i++) {
          for (let visit = 0; visit <= round; visit++) {
            // Nothing in common between the instances' rows: no row lock of one makes another wait.
            counter.countPageView({
              path: `/page-${n}`,
              search: '',
              address: `192.0.2.${n}`,
              headers: {
                userAgent: AGENTS[n],
                referer: `https://r${round}-${n}-${i}.example/`,
                dnt: undefined,
                gpc: undefined,
              },
            });
          }
        }
      }
      await Promise.all(instances.map((counter) => counter.write()));
    }
    await Promise.all(instances.map((counter) => counter.stop()));
    const stored = await storedByMetric('2026-11-20');
    expect(stored.get('referrers')).toEqual({ rows: CAP + 1, keys: CAP, total: 270 });
    expect(stored.get('views')).toEqual({ rows: 3, keys: 3, total: 270 });
  });
});

describe('the summary', () => {
  it('sums a year of days in the database, and shows what is past the top ten as (other)', async () => {
    const rows = [];
    for (let d = 0; d < 365; d++) {
      const day = new Date(Date.UTC(2026, 10, 20) - d * 86_400_000).toISOString().slice(0, 10);
      rows.push({ day, metric: 'views', key: '/', count: 2 });
      rows.push({ day, metric: 'visitors', key: '', count: 1 });
      for (let k = 0; k < 12; k++) {
        rows.push({ day, metric: 'referrers', key: `site${k}.example`, count: k + 1 });
      }
      rows.push({ day, metric: 'referrers', key: INSIGHT_OTHER_KEY, count: 5 });
    }
    for (let i = 0; i < rows.length; i += 200) {
      await ctx.db
        .insertInto('insight_counts')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const figures = await summary(365);
    expect(figures.daily).toHaveLength(365);
    expect(figures.daily.every((day) => day.pageViews === 2 && day.visitors === 1)).toBe(true);
    expect(figures.week).toEqual({
      visitors: 7,
      previousVisitors: 7,
      pageViews: 14,
      previousPageViews: 14,
    });
    expect(figures.topReferrers.slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, i) => ({
        key: `site${11 - i}.example`,
        count: 365 * (12 - i),
      })),
    );
    // The two smallest keys and what was already folded, together.
    expect(figures.topReferrers.at(-1)).toEqual({
      key: INSIGHT_OTHER_KEY,
      count: 365 * (1 + 2 + 5),
    });
  });
});
