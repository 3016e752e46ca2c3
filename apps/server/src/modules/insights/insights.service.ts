import { type InsightBeacon, type InsightsSummary, PUBLIC_PAGES } from '@portfolio/contract';
import type { ServiceDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { countsBetween, projectTitles } from './insights.repository.js';
import type { CountRow } from './tally.js';
import { utcDay, type VisitHeaders } from './visit.js';

const DAY_MS = 86_400_000;
const RESUME_PATH = PUBLIC_PAGES.find((page) => page.key === 'resume')?.path ?? '/resume';
const LINK_EVENTS = new Set(['project-link', 'website-link']);
const TOP = 10;
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

function ranked(rows: readonly CountRow[], metric: string): { key: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.metric === metric) totals.set(row.key, (totals.get(row.key) ?? 0) + row.count);
  }
  return [...totals]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, TOP);
}

function sum(rows: readonly CountRow[], metric: string, days: ReadonlySet<string>): number {
  let total = 0;
  for (const row of rows) if (row.metric === metric && days.has(row.day)) total += row.count;
  return total;
}

/** The owner's dashboard figures for the last `days` days; this week is set against the last. */
export async function insightsSummary(deps: ServiceDeps, days: number): Promise<InsightsSummary> {
  await deps.insights.write();
  const today = deps.now();
  const window = windowDays(today, days);
  const fortnight = windowDays(today, 14);
  const from = [window[0], fortnight[0]].sort()[0] ?? utcDay(today);
  const all = await countsBetween(deps.db, from, utcDay(today));
  const inWindow = new Set(window);
  const rows = all.filter((row) => inWindow.has(row.day));

  const daily = window.map((day) => {
    const ofDay = new Set([day]);
    return { day, visitors: sum(rows, 'visitors', ofDay), pageViews: sum(rows, 'views', ofDay) };
  });
  const clicks = [...LINK_EVENTS].flatMap((event) =>
    ranked(rows, event).map((entry) => ({ event, target: entry.key, count: entry.count })),
  );
  const titles = await projectTitles(
    deps.db,
    clicks.map((click) => click.target),
    true,
  );
  const thisWeek = new Set(fortnight.slice(7));
  const lastWeek = new Set(fortnight.slice(0, 7));
  return {
    days,
    daily,
    topPages: ranked(rows, 'views'),
    topReferrers: ranked(rows, 'referrers'),
    devices: ranked(rows, 'devices'),
    resume: {
      views: sum(
        rows.filter((row) => row.key === RESUME_PATH),
        'views',
        inWindow,
      ),
      downloads: sum(rows, 'resume-download', inWindow),
    },
    linkClicks: clicks
      .map((click) => ({ ...click, title: titles.get(click.target) ?? '' }))
      .sort((a, b) => b.count - a.count),
    week: {
      visitors: sum(all, 'visitors', thisWeek),
      previousVisitors: sum(all, 'visitors', lastWeek),
      pageViews: sum(all, 'views', thisWeek),
      previousPageViews: sum(all, 'views', lastWeek),
    },
  };
}

/** A CSV field, quoted when it holds a comma, quote or line break; formulas defused. */
function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Every stored count of the last `days` days as CSV: day, metric, key, count. */
export async function insightsCsv(deps: ServiceDeps, days: number): Promise<string> {
  await deps.insights.write();
  const window = windowDays(deps.now(), days);
  const rows = await countsBetween(deps.db, window[0] ?? '', window.at(-1) ?? '');
  const lines = rows.map((row) =>
    [row.day, row.metric, row.key, row.count].map(csvField).join(','),
  );
  return ['day,metric,key,count', ...lines].join('\r\n').concat('\r\n');
}
