import { createHash } from 'node:crypto';
import { NotificationAction, type NowPlaying } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { SharedValue } from '../../lib/shared-value.js';
import { notifyErrorOnce } from '../notifications/notifications.service.js';
import {
  type PlayingTrack,
  RevokedTokenError,
  SpotifyClient,
  UpstreamError,
} from './spotify-client.js';

/** Visitors within this long of each other get the same answer; the music service sees one call. */
export const NOW_PLAYING_TTL_MS = 15_000;
/**
 * How long a visitor's answer may wait on the music service, for all its calls together (token
 * exchange, track, the retry after a refused token): then it is "nothing playing".
 */
export const NOW_PLAYING_BUDGET_MS = 2_000;

const NOTHING: NowPlaying = { is_playing: false, item: null };

export const REVOKED_MESSAGE =
  'The music service refused the refresh token (invalid_grant): set a new SPOTIFY_REFRESH_TOKEN ' +
  'and restart. The footer shows "Not Listening." until then.';

/** The spec's answer from the music service's: tracks only (a podcast episode is not shown). */
function toNowPlaying(playing: PlayingTrack | undefined): NowPlaying {
  const item = playing?.item;
  if (playing?.currently_playing_type !== 'track' || !item) return NOTHING;
  const name = typeof item.name === 'string' ? item.name : undefined;
  const link = item.external_urls?.spotify;
  if (!name || typeof link !== 'string') return NOTHING;
  const images = (item.album?.images ?? []).flatMap((image) =>
    typeof image.url === 'string' ? [{ url: image.url }] : [],
  );
  return {
    is_playing: playing.is_playing === true,
    item: { name, external_urls: { spotify: link }, album: { images } },
  };
}

/**
 * The id of the notification about one revoked refresh token: derived from the token, so every
 * instance and every restart that meets the same revocation writes the same row, once.
 */
function revokedNotificationId(refreshToken: string): string {
  return createHash('sha256')
    .update(`revoked music refresh token:${refreshToken}`)
    .digest('hex')
    .slice(0, 24);
}

/** `work`, or the abort reason as soon as `signal` aborts, whichever comes first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The music service, and the id of the notification its revoked refresh token writes. */
interface Upstream {
  client: SpotifyClient;
  revokedId: string;
}

/**
 * What the footer shows. Never fails: any upstream trouble (nothing playing, 429, 5xx, timeout,
 * malformed JSON, the 2 s budget spent) answers "nothing playing" and logs why. A revoked refresh
 * token tells the owner once (across instances and restarts) and stops asking upstream.
 */
export class NowPlayingService {
  readonly #cache: SharedValue<NowPlaying>;
  readonly #upstream: Upstream | undefined;
  #revoked = false;

  constructor(
    private readonly deps: Pick<AppDeps, 'config' | 'db' | 'now'>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#cache = new SharedValue(NOW_PLAYING_TTL_MS, deps.now);
    const spotify = deps.config.spotify;
    this.#upstream = spotify && {
      client: new SpotifyClient(spotify, deps.now),
      revokedId: revokedNotificationId(spotify.refreshToken),
    };
  }

  get(): Promise<NowPlaying> {
    const upstream = this.#upstream;
    if (!upstream || this.#revoked) return Promise.resolve(NOTHING);
    return this.#cache.get(() => this.#load(upstream));
  }

  async #load(upstream: Upstream): Promise<NowPlaying> {
    const budget = new AbortController();
    const timer = setTimeout(
      () =>
        budget.abort(
          new UpstreamError(`the music service took more than ${NOW_PLAYING_BUDGET_MS} ms`),
        ),
      NOW_PLAYING_BUDGET_MS,
    );
    try {
      return await untilAborted(this.#ask(upstream, budget.signal), budget.signal);
    } catch (err) {
      this.log.warn({ err }, 'now playing: the music service failed; answering nothing playing');
      return NOTHING;
    } finally {
      clearTimeout(timer);
    }
  }

  async #ask({ client, revokedId }: Upstream, signal: AbortSignal): Promise<NowPlaying> {
    try {
      return toNowPlaying(await client.currentlyPlaying(signal));
    } catch (err) {
      if (err instanceof RevokedTokenError) await this.#revokedToken(revokedId);
      throw err;
    }
  }

  /** Tells the owner, unless another instance (or this one before a restart) already did. */
  async #revokedToken(id: string): Promise<void> {
    this.#revoked = true;
    await notifyErrorOnce(
      this.deps.db,
      id,
      NotificationAction.Login,
      REVOKED_MESSAGE,
      this.deps.now(),
    ).catch((err: unknown) => this.log.error({ err }, 'could not notify the revoked token'));
  }
}
