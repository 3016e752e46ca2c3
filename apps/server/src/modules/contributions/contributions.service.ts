import { CONTRIBUTIONS_FIRST_YEAR, Contributions, ErrorCode } from '@portfolio/contract';
import { Value } from '@sinclair/typebox/value';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { StaleWhileRevalidateValue } from '../../lib/shared-value.js';
import { readProfile } from '../profile/profile.service.js';

/** The calendar changes daily at most: an hour of cache keeps the public service's load tiny. */
export const CONTRIBUTIONS_TTL_MS = 60 * 60_000;
/** After a failure the service is left alone this long: visitors get the stale copy (or a 502). */
export const CONTRIBUTIONS_BACKOFF_MS = 5 * 60_000;
const CONTRIBUTIONS_TIMEOUT_MS = 4_000;

async function fetchContributions(url: string): Promise<Contributions> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(CONTRIBUTIONS_TIMEOUT_MS) });
    text = await response.text();
  } catch (err) {
    throw new Error(`${url} did not answer: ${(err as Error).message}`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${url} answered malformed JSON`);
  }
  if (!Value.Check(Contributions, body)) throw new Error(`${url} answered an unexpected shape`);
  return { total: body.total, contributions: body.contributions };
}

/**
 * 'last', or a year from 2008 to the current one (UTC, at this request): any other would be one
 * more call to the service and one more cached answer.
 */
function checkYear(year: string, now: Date): void {
  if (year === 'last') return;
  const latest = now.getUTCFullYear();
  const value = Number(year);
  if (/^\d{4}$/.test(year) && value >= CONTRIBUTIONS_FIRST_YEAR && value <= latest) return;
  throw badRequest('The year of the contributions is not valid', [
    {
      field: 'y',
      message: `must be 'last' or a year from ${CONTRIBUTIONS_FIRST_YEAR} to ${latest}`,
    },
  ]);
}

/**
 * The contribution calendar (spec §7 GET /v4/{username}?y=), fetched by the server from the public
 * contributions service. A visitor never waits on it once a good answer is known: after the hour
 * the last good answer is served while one background call refreshes it, and after a failure the
 * service is not asked again for a few minutes. With no good answer at all, a 502.
 */
export class ContributionsService {
  readonly #caches = new Map<string, StaleWhileRevalidateValue<Contributions>>();

  constructor(
    private readonly deps: Pick<AppDeps, 'config' | 'db' | 'now'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The calendar of the username the site profile names; a 400 for a bad year, a 404 when it names none. */
  async ofSiteOwner(year: string): Promise<Contributions> {
    checkYear(year, this.deps.now());
    const { contributionsUsername } = await readProfile(this.deps);
    if (!contributionsUsername) throw notFound('The site profile names no contributions username');
    return this.get(contributionsUsername, year);
  }

  async get(username: string, year: string): Promise<Contributions> {
    const key = `${username}|${year}`;
    let cache = this.#caches.get(key);
    if (!cache) {
      cache = new StaleWhileRevalidateValue({
        ttlMs: CONTRIBUTIONS_TTL_MS,
        backoffMs: CONTRIBUTIONS_BACKOFF_MS,
        now: this.deps.now,
      });
      this.#caches.set(key, cache);
    }
    const url = `${this.deps.config.contributionsApiUrl}/v4/${encodeURIComponent(username)}?y=${year}`;
    try {
      return await cache.get(() =>
        fetchContributions(url).catch((err: unknown) => {
          this.log.warn(
            { err },
            'contributions: the service failed; serving the last good answer, if any',
          );
          throw err;
        }),
      );
    } catch {
      throw new AppError(
        502,
        ErrorCode.UPSTREAM_ERROR,
        'The contributions service did not answer; try again later',
      );
    }
  }
}
