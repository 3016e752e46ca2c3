import { setImmediate } from 'node:timers/promises';
import {
  INSIGHT_OTHER_KEY,
  type InsightBeacon,
  type InsightsSummary,
  PUBLIC_PAGES,
} from '@portfolio/contract';
import type { ServiceDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import {
  countsBetween,
  dailySums,
  metricSum,
  projectTitles,
  topKeys,
} from './insights.repository.js';
import { SEARCHES } from './insights-counter.js';
import type { CountRow } from './tally.js';
import { utcDay, type VisitHeaders } from './visit.js';

const DAY_MS = 86_400_000;
const RESUME_PATH = PUBLIC_PAGES.find((page) => page.key === 'resume')?.path ?? '/resume';
const LINK_EVENTS = new Set(['project-link', 'website-link']);
const TOP = 10;
/** Days read at a time for the CSV: a bounded read, and a turn for other requests between two. */
const CSV_DAYS_PER_READ = 7;
const UNKNOWN_TARGET = 'The beacon names nothing this site counts';

/** A visitor's click on a counted link: a visible project's link, or the resume's download. */
export async function countBeacon(
  deps: ServiceDeps,
  beacon: InsightBeacon,
  headers: VisitHeaders,
): Promise<void> {
  if (LINK_EVENTS.has(beacon.event)) {
    const titles = await projectTitles(deps.db, [beacon.target], false);
    if (!titles.has(beacon.target)) throw badRequest(UNKNOWN_TARGET);
  } else if (beacon.target !== '') {
    throw badRequest(UNKNOWN_TARGET);
  }
  deps.insights.countEvent(beacon.event, beacon.target, headers);
}

/** The UTC days of the window ending today, oldest first. */
function windowDays(today: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) =>
    utcDay(new Date(today.getTime() - (days - 1 - i) * DAY_MS)),
  );
}

/** The daily totals of visitors and page views, by day. */
type DailyTotals = Map<string, { visitors: number; pageViews: number }>;

function byDay(rows: readonly CountRow[]): DailyTotals {
  const totals: DailyTotals = new Map();
  for (const { day, metric, count } of rows) {
    const totalsOfDay = totals.get(day) ?? { visitors: 0, pageViews: 0 };
    if (metric === 'visitors') totalsOfDay.visitors += count;
    else totalsOfDay.pageViews += count;
    totals.set(day, totalsOfDay);
  }
  return totals;
}

/** Visitors and page views of some days, from the daily totals. */
function sumOf(totals: DailyTotals, days: readonly string[]) {
  let visitors = 0;
  let pageViews = 0;
  for (const day of days) {
    visitors += totals.get(day)?.visitors ?? 0;
    pageViews += totals.get(day)?.pageViews ?? 0;
  }
  return { visitors, pageViews };
}

/**
 * A metric's largest keys, then what the rest of its `total` adds up to (the keys past the top and
 * what the cap already folded) under `INSIGHT_OTHER_KEY`, when it adds up to anything.
 */
function withRest(
  top: readonly { key: string; count: number }[],
  total: number,
): { key: string; count: number }[] {
  const rest = total - top.reduce((shown, entry) => shown + entry.count, 0);
  return rest > 0 ? [...top, { key: INSIGHT_OTHER_KEY, count: rest }] : [...top];
}

/**
 * The owner's dashboard figures for the last `days` days; this week is set against the last. The
 * database adds the counts up: what is read is a few rows a day, however many keys were counted.
 */
export async function insightsSummary(deps: ServiceDeps, days: number): Promise<InsightsSummary> {
  await deps.insights.write();
  const { db } = deps;
  const today = deps.now();
  const window = windowDays(today, days);
  const fortnight = windowDays(today, 14);
  const from = window[0] ?? utcDay(today);
  const to = utcDay(today);
  // The daily totals of the window, and of the last two weeks for this week against the last.
  const since = fortnight[0] && fortnight[0] < from ? fortnight[0] : from;
  // Reads that do not wait for each other: on PostgreSQL they run at once, each on a connection.
  const [
    dailyRows,
    pages,
    referrers,
    referrersTotal,
    devices,
    devicesTotal,
    projectLinks,
    websiteLinks,
    resumeViews,
    resumeDownloads,
    searchesFound,
    searchesNotFound,
  ] = await Promise.all([
    dailySums(db, ['visitors', 'views'], since, to),
    topKeys(db, 'views', from, to, TOP),
    topKeys(db, 'referrers', from, to, TOP),
    metricSum(db, 'referrers', from, to),
    topKeys(db, 'devices', from, to, TOP),
    metricSum(db, 'devices', from, to),
    topKeys(db, 'project-link', from, to, TOP),
    topKeys(db, 'website-link', from, to, TOP),
    metricSum(db, 'views', from, to, RESUME_PATH),
    metricSum(db, 'resume-download', from, to),
    metricSum(db, SEARCHES.metric, from, to, SEARCHES.found),
    metricSum(db, SEARCHES.metric, from, to, SEARCHES.none),
  ]);
  const daily = byDay(dailyRows);
  const thisWeek = sumOf(daily, fortnight.slice(7));
  const lastWeek = sumOf(daily, fortnight.slice(0, 7));
  const clicks = [
    ...projectLinks.map(({ key, count }) => ({ event: 'project-link', target: key, count })),
    ...websiteLinks.map(({ key, count }) => ({ event: 'website-link', target: key, count })),
  ];
  const titles = await projectTitles(
    db,
    clicks.map((click) => click.target),
    true,
  );
  return {
    days,
    daily: window.map((day) => ({ day, ...sumOf(daily, [day]) })),
    topPages: withRest(pages, sumOf(daily, window).pageViews),
    topReferrers: withRest(referrers, referrersTotal),
    devices: withRest(devices, devicesTotal),
    resume: { views: resumeViews, downloads: resumeDownloads },
    searches: { withResults: searchesFound, withoutResults: searchesNotFound },
    linkClicks: clicks
      .map((click) => ({ ...click, title: titles.get(click.target) ?? '' }))
      .sort((a, b) => b.count - a.count),
    week: {
      visitors: thisWeek.visitors,
      previousVisitors: lastWeek.visitors,
      pageViews: thisWeek.pageViews,
      previousPageViews: lastWeek.pageViews,
    },
  };
}

/** A CSV field, quoted when it holds a comma, quote or line break; formulas defused. */
function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Every stored count of the last `days` days as CSV (day, metric, key, count), read and sent a
 * week at a time. The cap of keys a day bounds it: at most that many rows, and the other one, a
 * day for each kind.
 */
export async function* insightsCsv(deps: ServiceDeps, days: number): AsyncGenerator<string> {
  await deps.insights.write();
  const window = windowDays(deps.now(), days);
  yield 'day,metric,key,count\r\n';
  for (let i = 0; i < window.length; i += CSV_DAYS_PER_READ) {
    const part = window.slice(i, i + CSV_DAYS_PER_READ);
    const rows = await countsBetween(deps.db, part[0] ?? '', part.at(-1) ?? '');
    yield rows
      .map((row) => `${[row.day, row.metric, row.key, row.count].map(csvField).join(',')}\r\n`)
      .join('');
    await setImmediate();
  }
}
