import fs from 'node:fs';
import os from 'node:os';
import { apiPaths, INSIGHT_OTHER_KEY, TOKEN_HEADER } from '@portfolio/contract';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/database.js';
import {
  addCounts,
  foldSmallestKeys,
} from '../../apps/server/src/modules/insights/insights.repository.js';
import { login } from '../../e2e/fixtures/api.js';
import { createPostgresDatabase } from '../../e2e/fixtures/scale-out.js';
import { type RunningServer, startServer } from '../../e2e/fixtures/server.js';
import { machine } from './machine.js';
import { table, writeReportSection } from './report.js';
import { median, percentile } from './stats.js';

/** The server's default cap of keys a day for each kind (INSIGHTS_KEYS_PER_DAY). */
const CAP = 100;
const DAYS = 365;
/** Keys counted a day for each kind that can be flooded: half again the cap, folded down to it. */
const KEYS_A_DAY = 150;
/** Calls timed for each window, one after the other, as the owner's Dashboard makes them. */
const RUNS = 100;
const CSV_RUNS = 5;
const DAY_MS = 86_400_000;

const projectId = (k: number) => k.toString(16).padStart(24, '0');

/**
 * A year of the worst a flood leaves: every day, each kind a visitor can make up (pages,
 * referrers, campaigns, both link clicks) counted under 150 keys, then folded to the cap as the
 * server folds it, referrers and campaigns new every day (so a year holds 36,500 of each).
 */
async function seedYear(handle: DatabaseHandle, today: Date): Promise<number> {
  for (let d = 0; d < DAYS; d++) {
    const day = new Date(today.getTime() - d * DAY_MS).toISOString().slice(0, 10);
    const keyed = (metric: string, key: (k: number) => string) =>
      Array.from({ length: KEYS_A_DAY }, (_, k) => ({ day, metric, key: key(k), count: k + 1 }));
    const rows = [
      ...keyed('views', (k) => `/page-${k}`),
      ...keyed('referrers', (k) => `d${d}-k${k}.example`),
      ...keyed('campaigns', (k) => `d${d}k${k}`),
      ...keyed('project-link', projectId),
      ...keyed('website-link', projectId),
      { day, metric: 'devices', key: 'desktop', count: 300 },
      { day, metric: 'devices', key: 'mobile', count: 200 },
      { day, metric: 'devices', key: 'tablet', count: 20 },
      { day, metric: 'visitors', key: '', count: 400 },
      { day, metric: 'resume-download', key: '', count: 3 },
    ];
    await handle.db.transaction().execute(async (trx) => {
      await addCounts(trx, rows);
      for (const metric of ['views', 'referrers', 'campaigns', 'project-link', 'website-link']) {
        await foldSmallestKeys(trx, day, metric, CAP);
      }
    });
  }
  const { rows } = await handle.db
    .selectFrom('insight_counts')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow();
  const other = await handle.db
    .selectFrom('insight_counts')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .where('key', '=', INSIGHT_OTHER_KEY)
    .executeTakeFirstOrThrow();
  if (Number(other.rows) !== DAYS * 5) throw new Error('the seed was not folded to the cap');
  return Number(rows);
}

/** Linux's clock ticks a second, in which /proc counts a process's CPU time. */
const CLOCK_TICKS = 100;

/** The CPU time a process has used so far, user and system, in ms (Linux). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // "pid (comm) state ...": utime and stime are the 12th and 13th fields after the comm.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

interface Timing {
  p50: number;
  p99: number;
  /** The server's CPU time a call, on average: what the call costs whatever else runs. */
  cpu?: number;
}

async function timeCalls(url: string, token: string, runs: number, pid?: number): Promise<Timing> {
  const times: number[] = [];
  const cpuBefore = pid ? cpuMs(pid) : 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { [TOKEN_HEADER]: token } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
  }
  const cpu = pid ? (cpuMs(pid) - cpuBefore) / runs : undefined;
  return { p50: median(times), p99: percentile(times, 99), ...(cpu === undefined ? {} : { cpu }) };
}

/** /healthz asked again and again while `during` runs: how long the event loop kept it waiting. */
async function healthWhile(base: string, during: Promise<unknown>): Promise<Timing> {
  const times: number[] = [];
  let done = false;
  const pinging = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      times.push(performance.now() - started);
    }
  })();
  await during;
  done = true;
  await pinging;
  return { p50: median(times), p99: percentile(times, 99) };
}

interface Row {
  engine: string;
  rows: number;
  year: Timing;
  quarter: Timing;
  week: Timing;
  health: Timing;
  csvMs: number;
  csvMb: number;
}

/**
 * `settle`: what the database has done to a table written all year by the time it is read (on
 * PostgreSQL, autovacuum's VACUUM ANALYZE: statistics, and index-only scans).
 */
async function measure(
  server: RunningServer,
  handle: DatabaseHandle,
  engine: string,
  settle: () => Promise<unknown> = async () => {},
) {
  const rows = await seedYear(handle, new Date());
  await settle();
  const base = server.publicUrl.replace('localhost', '127.0.0.1');
  const token = await login(base);
  const summary = (days: number) => `${base}${apiPaths.insights.summary}?days=${days}`;
  await timeCalls(summary(DAYS), token, 3);
  const yearAlone = await timeCalls(summary(DAYS), token, RUNS, server.pid);
  const yearCalls = timeCalls(summary(DAYS), token, RUNS);
  const health = await healthWhile(base, yearCalls);
  await yearCalls;
  const quarter = await timeCalls(summary(90), token, RUNS, server.pid);
  const week = await timeCalls(summary(7), token, RUNS, server.pid);
  const csvTimes: number[] = [];
  let csvBytes = 0;
  for (let run = 0; run < CSV_RUNS; run++) {
    const started = performance.now();
    const res = await fetch(`${base}${apiPaths.insights.csv}?days=${DAYS}`, {
      headers: { [TOKEN_HEADER]: token },
    });
    csvBytes = (await res.arrayBuffer()).byteLength;
    csvTimes.push(performance.now() - started);
  }
  const row: Row = {
    engine,
    rows,
    year: yearAlone,
    quarter,
    week,
    health,
    csvMs: median(csvTimes),
    csvMb: csvBytes / 1024 / 1024,
  };
  console.warn(JSON.stringify(row));
  return row;
}

const ms = (timing: Timing) =>
  `${timing.p50.toFixed(1)} / ${timing.p99.toFixed(1)} ms${timing.cpu === undefined ? '' : ` (CPU ${timing.cpu.toFixed(1)} ms)`}`;

/**
 * `npm run bench:insights`: a year of visitor counts as a flood leaves them under the default
 * cap, on SQLite and on PostgreSQL, then the Dashboard's call (`GET /api/insights?days=`) timed
 * one call after another for 365, 90 and 7 days, /healthz asked meanwhile (what the call costs
 * every other visitor), and the year's CSV. Writes the table to docs/performance.md.
 */
async function main() {
  const results: Row[] = [];
  const loads: string[] = [];
  const sqlite = await startServer({ API_RATE_LIMIT: '1000000000' });
  const sqliteDb = await openDatabase({ engine: 'sqlite', file: `${sqlite.dataDir}/portfolio.db` });
  try {
    loads.push(`SQLite ${os.loadavg()[0]?.toFixed(1)}`);
    results.push(await measure(sqlite, sqliteDb, 'SQLite'));
  } finally {
    await sqliteDb.destroy();
    await sqlite.stop();
  }
  const database = await createPostgresDatabase();
  const postgres = await startServer({ API_RATE_LIMIT: '1000000000', DATABASE_URL: database.url });
  const postgresDb = await openDatabase({ engine: 'postgres', url: database.url });
  try {
    loads.push(`PostgreSQL ${os.loadavg()[0]?.toFixed(1)}`);
    results.push(
      await measure(postgres, postgresDb, 'PostgreSQL', () =>
        database.query('vacuum analyze insight_counts'),
      ),
    );
  } finally {
    await postgresDb.destroy();
    await postgres.stop();
    await database.drop();
  }
  const summary = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with \`npm run bench:insights\``,
    `(the production build; ${DAYS} days of counts, each day every kind a visitor can make up`,
    `counted under ${KEYS_A_DAY} keys and folded to the default cap of ${CAP} (on PostgreSQL then`,
    `VACUUM ANALYZE, as autovacuum leaves a table written all year); ${RUNS} calls one after`,
    "another for each window: p50 / p99, and the server process's CPU time a call from /proc, which",
    'the other work on the machine does not stretch; then /healthz asked in a loop during',
    `${RUNS} more 365-day calls; the load average of the machine before each engine: ${loads.join(', ')}).`,
    '',
    table(
      [
        'Engine',
        'Rows stored',
        'Summary, 365 days',
        'Summary, 90 days',
        'Summary, 7 days',
        '/healthz meanwhile',
        'CSV, 365 days',
        'Target',
      ],
      results.map((r) => [
        r.engine,
        r.rows.toLocaleString('en'),
        ms(r.year),
        ms(r.quarter),
        ms(r.week),
        ms(r.health),
        `${r.csvMb.toFixed(1)} MB in ${r.csvMs.toFixed(0)} ms`,
        'summary < 100 ms',
      ]),
    ),
  ].join('\n');
  console.warn(`\n${summary}`);
  writeReportSection('insights', summary);
}

await main();
