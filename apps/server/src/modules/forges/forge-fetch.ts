import { checkPublicHost } from './forge-address.js';

const MAX_REDIRECTS = 3;

/** Why a forge call failed, in words safe for the owner and the log (never a token or header). */
export class ForgeError extends Error {
  constructor(
    readonly reason: 'refused' | 'not-found' | 'rate-limited' | 'unavailable' | 'malformed',
    message: string,
    /** When the forge allows calls again (rate limit). */
    readonly until?: Date,
  ) {
    super(message);
    this.name = 'ForgeError';
  }
}

/**
 * When a forge that refused a call for its rate limit allows calls again, from the headers GitHub
 * (`x-ratelimit-*`, `retry-after`), GitLab (`ratelimit-*`) and Forgejo/Gitea send; undefined when
 * the answer is not a rate limit. A 403 is one only when the remaining count is 0 or it says when
 * to retry: otherwise it is a refusal.
 */
export function rateLimitUntil(status: number, headers: Headers, now: Date): Date | undefined {
  const remaining = headers.get('x-ratelimit-remaining') ?? headers.get('ratelimit-remaining');
  const retryAfter = headers.get('retry-after');
  const exhausted = remaining === '0';
  if (status !== 429 && !(status === 403 && (exhausted || retryAfter !== null))) {
    return status < 400 ? exhaustedUntil(headers, now) : undefined;
  }
  if (retryAfter !== null && /^\d+$/.test(retryAfter)) {
    return new Date(now.getTime() + Number(retryAfter) * 1000);
  }
  return resetOf(headers, now);
}

/**
 * When the forge allows calls again after an answer that was no refusal (a 200, a 304, a 404) but
 * said no call is left: its remaining count 0 (GitHub's `x-ratelimit-*`, GitLab's `ratelimit-*`,
 * Forgejo's); undefined while calls are left.
 */
export function exhaustedUntil(headers: Headers, now: Date): Date | undefined {
  const remaining = headers.get('x-ratelimit-remaining') ?? headers.get('ratelimit-remaining');
  return remaining === '0' ? resetOf(headers, now) : undefined;
}

/** The reset time of a rate-limit window (epoch seconds), or a minute from now when none is said. */
function resetOf(headers: Headers, now: Date): Date {
  const reset = headers.get('x-ratelimit-reset') ?? headers.get('ratelimit-reset');
  if (reset !== null && /^\d+$/.test(reset) && Number(reset) * 1000 > now.getTime()) {
    return new Date(Number(reset) * 1000);
  }
  return new Date(now.getTime() + 60_000);
}

/**
 * The signal a forge call runs under: aborted once `timeoutMs` has passed, or with the caller's
 * own signal. Its timer and a listener on the caller's signal hold it. Built as
 * `AbortSignal.any([AbortSignal.timeout(…), …])`, nothing held the timeout (the composite holds
 * its sources weakly): a collection took it away, and a forge that never answered held the call,
 * and the refresh with it, for good (forge-fetch.test.ts).
 */
function callSignal(timeoutMs: number, caller: AbortSignal | null | undefined): AbortSignal {
  const controller = new AbortController();
  const onCaller = () => {
    clearTimeout(timer);
    controller.abort(caller?.reason);
  };
  const timer = setTimeout(() => {
    caller?.removeEventListener('abort', onCaller);
    controller.abort(new DOMException('The forge did not answer in time', 'TimeoutError'));
  }, timeoutMs);
  timer.unref();
  if (caller?.aborted) onCaller();
  else caller?.addEventListener('abort', onCaller, { once: true });
  return controller.signal;
}

/**
 * `fetch` for forge calls: the host checked before each call (and each redirect), redirects
 * followed by hand within the same origin only, the whole call under one timeout (`timeoutMs`,
 * FORGE_CALL_TIMEOUT_MS), the redirects included. A forge that redirects elsewhere is an error:
 * its answer never takes the server to another host.
 */
export function forgeFetch(allowPrivate: boolean, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    const signal = callSignal(timeoutMs, init?.signal);
    for (let hop = 0; ; hop++) {
      await checkPublicHost(url.href, allowPrivate);
      let response: Response;
      try {
        response = await fetch(url, { ...init, redirect: 'manual', signal });
      } catch (err) {
        throw new ForgeError(
          'unavailable',
          `${url.host} did not answer: ${(err as Error).name === 'TimeoutError' ? 'timed out' : 'the connection failed'}`,
        );
      }
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 308 || response.status === 304 || !location) {
        return response;
      }
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== url.origin || hop >= MAX_REDIRECTS) {
        throw new ForgeError('unavailable', `${url.host} redirected away from itself`);
      }
      url = next;
    }
  };
}
