import { NotificationAction, NotificationStatus, type NowPlaying } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { SharedCache } from '../../lib/cache.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import { type PlayingTrack, RevokedTokenError, SpotifyClient } from './spotify-client.js';

/** Visitors within this long of each other get the same answer; the music service sees one call. */
export const NOW_PLAYING_TTL_MS = 15_000;

const NOTHING: NowPlaying = { is_playing: false, item: null };

export const REVOKED_MESSAGE =
  'The music service refused the refresh token (invalid_grant): set a new SPOTIFY_REFRESH_TOKEN ' +
  'and restart. The footer shows "Not Listening." until then.';

/** The spec's answer from the music service's: tracks only (a podcast episode is not shown). */
export function toNowPlaying(playing: PlayingTrack | undefined): NowPlaying {
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
 * What the footer shows. Never fails: any upstream trouble (nothing playing, 429, 5xx, timeout,
 * malformed JSON) answers "nothing playing" and logs why. A revoked refresh token tells the owner
 * once and stops asking upstream.
 */
export class NowPlayingService {
  readonly #cache: SharedCache<NowPlaying>;
  readonly #client: SpotifyClient | undefined;
  #revoked = false;

  constructor(
    private readonly deps: Pick<AppDeps, 'config' | 'db' | 'now'>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#cache = new SharedCache(NOW_PLAYING_TTL_MS, deps.now);
    this.#client = deps.config.spotify
      ? new SpotifyClient(deps.config.spotify, deps.now)
      : undefined;
  }

  get(): Promise<NowPlaying> {
    const client = this.#client;
    if (!client || this.#revoked) return Promise.resolve(NOTHING);
    return this.#cache.get(async () => {
      try {
        return toNowPlaying(await client.currentlyPlaying());
      } catch (err) {
        this.log.warn({ err }, 'now playing: the music service failed; answering nothing playing');
        if (err instanceof RevokedTokenError) await this.#revokedToken();
        return NOTHING;
      }
    });
  }

  async #revokedToken(): Promise<void> {
    this.#revoked = true;
    await insertNotification(
      this.deps.db,
      {
        action: NotificationAction.Login,
        status: NotificationStatus.Error,
        message: REVOKED_MESSAGE,
      },
      this.deps.now(),
    ).catch((err: unknown) => this.log.error({ err }, 'could not notify the revoked token'));
  }
}
