import { Contributions, ErrorCode } from '@portfolio/contract';
import { Value } from '@sinclair/typebox/value';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { SharedCache } from '../../lib/cache.js';

/** The calendar changes daily at most: an hour of cache keeps the public service's load tiny. */
export const CONTRIBUTIONS_TTL_MS = 60 * 60_000;
const UPSTREAM_TIMEOUT_MS = 4_000;

async function fetchContributions(url: string): Promise<Contributions> {
  const response = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Value.Check(Contributions, body)) throw new Error(`${url} answered an unexpected shape`);
  return { total: body.total, contributions: body.contributions };
}

/**
 * The contribution calendar (spec §7 GET /v4/{username}?y=), fetched by the server from the public
 * contributions service. On an upstream failure the last good answer is served; with none, a 502.
 */
export class ContributionsService {
  readonly #caches = new Map<string, SharedCache<Contributions>>();

  constructor(
    private readonly deps: Pick<AppDeps, 'config' | 'now'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async get(username: string, year: string): Promise<Contributions> {
    const key = `${username}|${year}`;
    let cache = this.#caches.get(key);
    if (!cache) {
      cache = new SharedCache(CONTRIBUTIONS_TTL_MS, this.deps.now);
      this.#caches.set(key, cache);
    }
    const url = `${this.deps.config.contributionsApiUrl}/v4/${encodeURIComponent(username)}?y=${year}`;
    try {
      return await cache.get(() => fetchContributions(url));
    } catch (err) {
      const stale = cache.last();
      this.log.warn({ err, stale: stale !== undefined }, 'contributions: the service failed');
      if (stale) return stale;
      throw new AppError(
        502,
        ErrorCode.UPSTREAM_ERROR,
        'The contributions service did not answer; try again later',
      );
    }
  }
}
