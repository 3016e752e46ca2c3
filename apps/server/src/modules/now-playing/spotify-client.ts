import type { SpotifyConfig } from '../../config.js';

/** A token is renewed this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;

export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

/** The owner's refresh token was revoked (`invalid_grant`): only the owner can fix it. */
export class RevokedTokenError extends UpstreamError {
  override name = 'RevokedTokenError';
}

export interface PlayingTrack {
  is_playing: boolean;
  currently_playing_type?: string;
  item?: {
    name?: unknown;
    external_urls?: { spotify?: unknown };
    album?: { images?: { url?: unknown }[] };
  } | null;
}

/** One call; `signal` (the caller's time budget) ends it, reading the body included. */
async function fetchJson(
  url: string,
  init: RequestInit,
  signal: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal });
    text = await response.text();
  } catch (err) {
    throw new UpstreamError(`${url} did not answer: ${(err as Error).message}`);
  }
  if (response.status === 204 || text === '') return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    throw new UpstreamError(`${url} answered ${response.status} with malformed JSON`);
  }
}

/**
 * The music service's Web API on behalf of the owner: the refresh token is exchanged for an access
 * token, which is kept until shortly before it expires (one exchange at a time).
 */
export class SpotifyClient {
  #token: { value: string; expiresAt: number } | undefined;
  #refreshing: Promise<string> | undefined;

  constructor(
    private readonly config: SpotifyConfig,
    private readonly now: () => Date,
  ) {}

  async #refresh(signal: AbortSignal): Promise<string> {
    const credentials = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString(
      'base64',
    );
    const { status, body } = await fetchJson(
      `${this.config.accountsUrl}/api/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: this.config.refreshToken,
        }).toString(),
      },
      signal,
    );
    const answer = (body ?? {}) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
    };
    if (answer.error === 'invalid_grant') {
      throw new RevokedTokenError('the refresh token was revoked (invalid_grant)');
    }
    if (status !== 200 || typeof answer.access_token !== 'string') {
      throw new UpstreamError(`the token exchange answered ${status}`);
    }
    const lifetimeMs = (typeof answer.expires_in === 'number' ? answer.expires_in : 3600) * 1000;
    this.#token = { value: answer.access_token, expiresAt: this.now().getTime() + lifetimeMs };
    return answer.access_token;
  }

  async #accessToken(signal: AbortSignal): Promise<string> {
    if (this.#token && this.now().getTime() < this.#token.expiresAt - TOKEN_MARGIN_MS) {
      return this.#token.value;
    }
    this.#refreshing ??= this.#refresh(signal).finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  /**
   * What the owner is playing now; undefined when nothing is (204). `signal` ends every call it
   * makes (the token exchange, the track, the retry after a refused token): one budget for all.
   */
  async currentlyPlaying(signal: AbortSignal): Promise<PlayingTrack | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await this.#accessToken(signal);
      const { status, body } = await fetchJson(
        `${this.config.apiUrl}/v1/me/player/currently-playing`,
        { headers: { authorization: `Bearer ${token}` } },
        signal,
      );
      if (status === 204) return undefined;
      if (status === 200) return body as PlayingTrack | undefined;
      if (status === 401 && attempt === 0) {
        this.#token = undefined;
        continue;
      }
      throw new UpstreamError(`currently-playing answered ${status}`);
    }
    throw new UpstreamError('currently-playing refused a fresh token');
  }
}
