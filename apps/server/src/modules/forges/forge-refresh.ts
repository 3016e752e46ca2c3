import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../deps.js';
import { backgroundJob } from '../../lib/background-job.js';
import { type ForgeClient, linkFacts, withMainLanguage } from './forge-client.js';
import { ForgeError } from './forge-fetch.js';
import {
  listLinksToRefresh,
  pauseForgeAccount,
  releaseRefreshLease,
  takeRefreshLease,
  updateProjectRepository,
} from './forges.repository.js';
import { clientOf } from './forges.service.js';

/** How long a refresh may hold the lease: far longer than 100 checks take, and lapsing if it died. */
const REFRESH_LEASE_MS = 10 * 60_000;
/** The first run after a start: soon, so that a server restarted often still refreshes. */
const FIRST_RUN_MS = 60_000;

interface RefreshReport {
  /** Another instance held the lease: this one did nothing. */
  skipped: boolean;
  checked: number;
  unchanged: number;
  changed: number;
  gone: number;
  /** Links left for later: their account is paused by the forge's rate limit, or its call failed. */
  deferred: number;
}

export interface ForgeRefresh {
  runOnce(): Promise<RefreshReport>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The linked repositories' numbers, refreshed in the background, never on a visitor's request
 * (decision 007): one instance at a time (a lease row taken in one conditional statement), each
 * repository asked with the validators of its last answer (a 304 costs GitHub's rate limit
 * nothing), an account the forge rate-limits, or whose answer said no call is left, left alone
 * until the time it said. A refresh writes
 * numbers only: the project's title and description are the owner's. The kept public pages go
 * stale once, after the run, when a number changed.
 */
export function createForgeRefresh(deps: ServiceDeps, log: FastifyBaseLogger): ForgeRefresh {
  async function refresh(report: RefreshReport): Promise<void> {
    const clients = new Map<string, ForgeClient>();
    const paused = new Set<string>();
    for (const link of await listLinksToRefresh(deps.db)) {
      if (loop.stopped) break;
      const now = deps.now();
      if (paused.has(link.account_id) || (link.paused_until && link.paused_until > now)) {
        report.deferred++;
        continue;
      }
      let client = clients.get(link.account_id);
      if (!client) {
        client = clientOf(deps, link, log);
        clients.set(link.account_id, client);
      }
      report.checked++;
      try {
        const check = await client.checkRepo(
          { forgeId: link.forge_id, fullName: link.full_name },
          { etag: link.etag, lastModified: link.last_modified },
        );
        if (check.kind === 'unchanged') {
          report.unchanged++;
          await updateProjectRepository(deps.db, link.project_id, { checked_at: now });
        } else if (check.kind === 'gone') {
          if (link.state !== 'gone') report.changed++;
          report.gone++;
          await updateProjectRepository(deps.db, link.project_id, {
            state: 'gone',
            checked_at: now,
          });
        } else {
          const { validators } = check;
          const repo = await withMainLanguage(client, check.repo, link);
          const differs =
            repo.stars !== link.stars ||
            repo.language !== link.language ||
            repo.pushedAt !== link.pushed_at ||
            repo.url !== link.url ||
            link.state !== 'ok';
          if (differs) report.changed++;
          else report.unchanged++;
          await updateProjectRepository(deps.db, link.project_id, {
            forge_id: repo.forgeId || link.forge_id,
            ...linkFacts(repo, validators, now),
          });
        }
        if (check.exhaustedUntil) {
          // The answer was good and said it was the last: nothing more is asked until the reset.
          paused.add(link.account_id);
          await pauseForgeAccount(deps.db, link.account_id, check.exhaustedUntil);
          log.info(
            { forge: link.forge, until: check.exhaustedUntil },
            'forges: no call is left; the account waits for the reset',
          );
        }
      } catch (err) {
        if (!(err instanceof ForgeError)) throw err;
        report.deferred++;
        paused.add(link.account_id);
        if (err.reason === 'rate-limited' && err.until) {
          await pauseForgeAccount(deps.db, link.account_id, err.until);
        }
        log.warn(
          { forge: link.forge, reason: err.reason, message: err.message },
          'forges: a refresh call failed; its account waits for the next run',
        );
      }
    }
  }

  async function run(): Promise<RefreshReport> {
    const report: RefreshReport = {
      skipped: false,
      checked: 0,
      unchanged: 0,
      changed: 0,
      gone: 0,
      deferred: 0,
    };
    const now = deps.now();
    const until = new Date(now.getTime() + REFRESH_LEASE_MS);
    if (!(await takeRefreshLease(deps.db, now, until))) return { ...report, skipped: true };
    try {
      await refresh(report);
    } finally {
      await releaseRefreshLease(deps.db, until);
      if (report.changed > 0) await deps.contentVersion.bump();
    }
    return report;
  }

  const loop = backgroundJob(run, {
    delayMs: deps.config.forges.refreshIntervalMs,
    onError: (err) => log.error({ err }, 'forges: the refresh failed'),
  });

  return {
    runOnce: loop.run,
    start: () => loop.start(Math.min(FIRST_RUN_MS, deps.config.forges.refreshIntervalMs)),
    stop: loop.stop,
  };
}
