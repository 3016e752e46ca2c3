import { randomBytes } from 'node:crypto';
import type { SiteSettings } from '@portfolio/contract';
import type { Db, Engine } from '../../db/database.js';
import { lockFor } from '../../db/locks.js';
import {
  addCounts,
  addVisitors,
  daySalt,
  deleteCountsBefore,
  foldSmallestKeys,
  forgetVisitorsBefore,
} from './insights.repository.js';
import { type CountRow, Tally } from './tally.js';
import {
  countableAgent,
  referrerHost,
  saltedVisitor,
  utcDay,
  utmSource,
  type VisitHeaders,
  visitorKey,
} from './visit.js';

/**
 * The search page's searches: a count a day of those that found something and of those that did
 * not. What was searched is never kept.
 */
export const SEARCHES = { metric: 'searches', found: 'found', none: 'none' } as const;

/** How often gathered counts are written: at most this much is lost if the process is killed. */
const INSIGHTS_WRITE_MS = 5_000;

/** A public page answered to a visitor: what counting reads of the request. */
interface PageVisit {
  readonly path: string;
  /** The query string, with its '?', or ''. */
  readonly search: string;
  readonly address: string;
  readonly headers: VisitHeaders;
}

export interface InsightsCounter {
  /** Counts a page view (when counting is on and the visitor may be counted). */
  countPageView(visit: PageVisit): void;
  /** Counts a named event (a link's click, the resume's download) of a visitor. */
  countEvent(event: string, target: string, headers: VisitHeaders): void;
  /** Counts a visitor's search, as found something or not. */
  countSearch(found: boolean, headers: VisitHeaders): void;
  /**
   * Writes what was gathered (a failed write keeps the counts for the next one), reads the
   * owner's settings again, and deletes the counts older than the owner keeps.
   */
  write(): Promise<void>;
  /** The owner changed the settings on this instance: counting follows them at once. */
  apply(settings: SiteSettings): void;
  /** Stops the timer and writes what was gathered: called at shutdown. */
  stop(): Promise<void>;
}

export interface CounterOptions {
  readonly db: Db;
  readonly engine: Engine;
  /** Keys kept a day for each kind: the largest; the rest are added under `INSIGHT_OTHER_KEY`. */
  readonly keysPerDay: number;
  readonly now: () => Date;
  /** The site's own host names: a visit from one of them has no referrer. */
  readonly ownHosts: ReadonlySet<string>;
  /** The owner's settings as stored (counting on or off, how long counts are kept). */
  readonly readSettings: () => Promise<SiteSettings>;
  readonly onWriteError: (err: unknown) => void;
}

const DAY_MS = 86_400_000;

/** The days and kinds a batch added to, each once: the ones that may now have too many keys. */
function kindsOf(counts: readonly CountRow[]): { day: string; metric: string }[] {
  const kinds = new Map<string, { day: string; metric: string }>();
  for (const { day, metric } of counts) kinds.set(`${day} ${metric}`, { day, metric });
  return [...kinds.values()];
}

/**
 * Counts visits privately: no cookie, nothing stored of an address or user agent. Counts are
 * gathered in memory and added into the stored totals every few seconds (and at shutdown), so a
 * visitor's request never waits for the database; unique visitors are hashes under a daily salt
 * that is forgotten with the day (the approach Plausible documents). Each day's kind keeps at most
 * `keysPerDay` keys, in memory and in the database: made-up referrers or campaigns cannot grow
 * either, and the day's totals stay whole.
 */
export async function createInsightsCounter(options: CounterOptions): Promise<InsightsCounter> {
  const { db, now } = options;
  const tally = new Tally(options.keysPerDay);
  let settings = await options.readSettings();
  let writing: Promise<void> = Promise.resolve();
  // The UTC day, made once a day rather than once a request.
  let day = { name: '', from: 0, until: 0 };
  const today = (): string => {
    const time = now().getTime();
    if (time < day.from || time >= day.until) {
      const from = time - (time % DAY_MS);
      day = { name: utcDay(new Date(from)), from, until: from + DAY_MS };
    }
    return day.name;
  };

  async function writeBatch(): Promise<void> {
    if (tally.isEmpty) return;
    const batch = tally.take();
    try {
      await db.transaction().execute(async (trx) => {
        // One writer at a time, on every instance: each fold below sees every key written before
        // it, so the cap holds however many instances write.
        await lockFor(trx, options.engine, 'insight_counts');
        for (const [day, keys] of batch.visitors) {
          const salt = await daySalt(trx, day, randomBytes(32).toString('base64url'));
          const added = await addVisitors(
            trx,
            day,
            [...keys].map((key) => saltedVisitor(key, salt)),
          );
          if (added > 0) batch.counts.push({ day, metric: 'visitors', key: '', count: added });
        }
        await addCounts(trx, batch.counts);
        for (const { day, metric } of kindsOf(batch.counts)) {
          await foldSmallestKeys(trx, day, metric, options.keysPerDay);
        }
      });
    } catch (err) {
      batch.counts = batch.counts.filter((row) => row.metric !== 'visitors');
      tally.putBack(batch);
      options.onWriteError(err);
    }
  }

  /** The settings again (another instance may have changed them), and what they say to forget. */
  async function followSettings(): Promise<void> {
    try {
      settings = await options.readSettings();
      const today = now();
      await forgetVisitorsBefore(db, utcDay(today));
      const kept = new Date(today.getTime() - (settings.insightsRetentionDays - 1) * DAY_MS);
      await deleteCountsBefore(db, utcDay(kept));
    } catch (err) {
      options.onWriteError(err);
    }
  }

  const write = () => {
    writing = writing.then(writeBatch).then(followSettings);
    return writing;
  };
  const timer = setInterval(write, INSIGHTS_WRITE_MS);
  timer.unref();

  const countEvent = (event: string, target: string, headers: VisitHeaders) => {
    if (!settings.insightsEnabled || !countableAgent(headers)) return;
    tally.add(today(), event, target);
  };

  return {
    countPageView(visit) {
      if (!settings.insightsEnabled) return;
      const agent = countableAgent(visit.headers);
      if (!agent) return;
      const name = today();
      tally.add(name, 'views', visit.path);
      tally.addVisitor(name, visitorKey(visit.address, visit.headers.userAgent ?? ''));
      tally.add(name, 'devices', agent.device);
      if (visit.headers.referer) {
        const referrer = referrerHost(visit.headers.referer, options.ownHosts);
        if (referrer) tally.add(name, 'referrers', referrer);
      }
      const campaign = visit.search ? utmSource(visit.search) : '';
      if (campaign) tally.add(name, 'campaigns', campaign);
    },
    countEvent,
    countSearch(found, headers) {
      countEvent(SEARCHES.metric, found ? SEARCHES.found : SEARCHES.none, headers);
    },
    write,
    apply(next) {
      settings = next;
    },
    async stop() {
      clearInterval(timer);
      await write();
    },
  };
}
