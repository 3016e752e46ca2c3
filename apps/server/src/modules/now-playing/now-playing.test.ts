import { apiPaths, type NowPlaying } from '@portfolio/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { createTestContext, expectStatus, type TestContext } from '../../test/app.js';
import { notifications } from '../../test/content.js';
import {
  deferred,
  type FakeUpstream,
  startFakeUpstream,
  type UpstreamAnswer,
} from '../../test/fake-upstream.js';
import { captureLogs } from '../../test/logs.js';
import {
  NOW_PLAYING_BUDGET_MS,
  NOW_PLAYING_TTL_MS,
  REVOKED_MESSAGE,
} from './now-playing.service.js';

const TOKEN_PATH = '/api/token';
const PLAYING_PATH = '/v1/me/player/currently-playing';

const track = {
  is_playing: true,
  currently_playing_type: 'track',
  item: {
    name: 'Clair de Lune',
    external_urls: { spotify: 'https://open.spotify.com/track/abc' },
    album: {
      images: [{ url: 'https://i.scdn.co/image/640' }, { url: 'https://i.scdn.co/image/300' }],
    },
  },
};

const NOTHING: NowPlaying = { is_playing: false, item: null };
const FAILED = 'now playing: the music service failed; answering nothing playing';
const tokenAnswer = (value: string): UpstreamAnswer => ({
  status: 200,
  body: { access_token: value, expires_in: 3600 },
});

let ctx: TestContext;
let fake: FakeUpstream;
let playing: UpstreamAnswer;
let logs: ReturnType<typeof captureLogs>;

beforeEach(async () => {
  fake = await startFakeUpstream();
  playing = { status: 200, body: track };
  fake.answer = (request) =>
    request.path === TOKEN_PATH
      ? { status: 200, body: { access_token: `token-${fake.count(TOKEN_PATH)}`, expires_in: 3600 } }
      : playing;
  logs = captureLogs();
  ctx = await createTestContext(
    {
      SPOTIFY_CLIENT_ID: 'client-id',
      SPOTIFY_CLIENT_SECRET: 'client-secret',
      SPOTIFY_REFRESH_TOKEN: 'refresh-token',
      SPOTIFY_ACCOUNTS_URL: fake.url,
      SPOTIFY_API_URL: fake.url,
    },
    { logger: logs.logger },
  );
});
afterEach(async () => {
  vi.useRealTimers();
  await ctx.close();
  await fake.close();
});

const nowPlaying = async (app: FastifyInstance = ctx.app) => {
  const res = await app.inject({ method: 'POST', url: apiPaths.nowPlaying });
  expectStatus(res, 200);
  return res.json<NowPlaying>();
};
const nextWindow = () => ctx.clock.advance(NOW_PLAYING_TTL_MS);
const revokedNotes = async () =>
  (await notifications(ctx, await ctx.login())).filter(
    (n) => n.notification_msg === REVOKED_MESSAGE,
  );

describe('now playing', () => {
  it('answers the track in the spec shape, exchanging the refresh token on the server', async () => {
    expect(await nowPlaying()).toEqual({
      is_playing: true,
      item: {
        name: 'Clair de Lune',
        external_urls: { spotify: 'https://open.spotify.com/track/abc' },
        album: {
          images: [{ url: 'https://i.scdn.co/image/640' }, { url: 'https://i.scdn.co/image/300' }],
        },
      },
    });
    const [exchange, current] = fake.requests;
    expect(exchange?.method).toBe('POST');
    expect(exchange?.headers.authorization).toBe(
      `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-token',
    });
    expect(current?.headers.authorization).toBe('Bearer token-1');
  });

  it('keeps the access token until shortly before it expires', async () => {
    await nowPlaying();
    for (let i = 0; i < 20; i++) {
      nextWindow();
      await nowPlaying();
    }
    expect(fake.count(TOKEN_PATH)).toBe(1);
    expect(fake.count(PLAYING_PATH)).toBe(21);
    ctx.clock.advance(3600_000 - 21 * NOW_PLAYING_TTL_MS - 30_000);
    await nowPlaying();
    expect(fake.count(TOKEN_PATH)).toBe(2);
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('answers from a 15-second cache', async () => {
    await nowPlaying();
    ctx.clock.advance(NOW_PLAYING_TTL_MS - 1);
    await nowPlaying();
    expect(fake.count(PLAYING_PATH)).toBe(1);
    ctx.clock.advance(1);
    await nowPlaying();
    expect(fake.count(PLAYING_PATH)).toBe(2);
  });

  it('makes one upstream call for 50 visitors at once', async () => {
    playing = { status: 200, body: track, delayMs: 100 };
    const answers = await Promise.all(Array.from({ length: 50 }, () => nowPlaying()));
    expect(new Set(answers.map((a) => a.item?.name))).toEqual(new Set(['Clair de Lune']));
    expect(fake.count(TOKEN_PATH)).toBe(1);
    expect(fake.count(PLAYING_PATH)).toBe(1);
  });

  it.each<[string, UpstreamAnswer]>([
    ['nothing playing (204)', { status: 204 }],
    [
      'item null',
      { status: 200, body: { is_playing: false, currently_playing_type: 'unknown', item: null } },
    ],
    ['a podcast episode', { status: 200, body: { ...track, currently_playing_type: 'episode' } }],
  ])('answers item null for %s, which is no failure', async (_name, answer) => {
    playing = answer;
    expect(await nowPlaying()).toEqual(NOTHING);
    expect(logs.warnings()).toEqual([]);
  });

  it.each<[string, UpstreamAnswer, string]>([
    ['a 429', { status: 429, body: { error: { status: 429 } } }, 'currently-playing answered 429'],
    ['a 503', { status: 503, body: { error: 'down' } }, 'currently-playing answered 503'],
    [
      'malformed JSON',
      { status: 200, raw: '{"is_playing": tru' },
      `${PLAYING_PATH} answered 200 with malformed JSON`,
    ],
    [
      'a timeout',
      { status: 200, body: track, delayMs: 3000 },
      `the music service took more than ${NOW_PLAYING_BUDGET_MS} ms`,
    ],
  ])('answers item null for %s, and logs the cause', async (_name, answer, cause) => {
    playing = answer;
    expect(await nowPlaying()).toEqual(NOTHING);
    expect(logs.warnings()).toEqual([{ msg: FAILED, cause: expect.stringContaining(cause) }]);
  });

  it('answers item null when the token exchange fails with a 503, and logs the cause', async () => {
    fake.answer = (request) =>
      request.path === TOKEN_PATH ? { status: 503, body: { error: 'down' } } : playing;
    expect(await nowPlaying()).toEqual(NOTHING);
    expect(fake.count(PLAYING_PATH)).toBe(0);
    expect(logs.warnings()).toEqual([{ msg: FAILED, cause: 'the token exchange answered 503' }]);
  });

  it('exchanges the token again when the music service refuses it', async () => {
    let refused = false;
    fake.answer = (request) => {
      if (request.path === TOKEN_PATH) {
        return {
          status: 200,
          body: { access_token: `token-${fake.count(TOKEN_PATH)}`, expires_in: 3600 },
        };
      }
      if (!refused) {
        refused = true;
        return {
          status: 401,
          body: { error: { status: 401, message: 'The access token expired' } },
        };
      }
      return { status: 200, body: track };
    };
    expect((await nowPlaying()).item?.name).toBe('Clair de Lune');
    expect(fake.count(TOKEN_PATH)).toBe(2);
  });

  it('tells the owner once when the refresh token is revoked, and stops asking', async () => {
    fake.answer = (request) =>
      request.path === TOKEN_PATH
        ? {
            status: 400,
            body: { error: 'invalid_grant', error_description: 'Refresh token revoked' },
          }
        : { status: 200, body: track };
    for (let i = 0; i < 5; i++) {
      expect(await nowPlaying()).toEqual({ is_playing: false, item: null });
      nextWindow();
    }
    expect(fake.count(TOKEN_PATH)).toBe(1);
    expect(await revokedNotes()).toHaveLength(1);
  });
});

describe("the visitor's 2 s budget", () => {
  const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

  it('answers item null once a hanging token exchange has had 2 s, whatever it answers later', async () => {
    const exchange = deferred<UpstreamAnswer>();
    const exchangeAsked = deferred();
    fake.answer = (request) => {
      if (request.path !== TOKEN_PATH) return playing;
      exchangeAsked.resolve();
      return exchange.promise;
    };
    fakeTimers();
    const answer = nowPlaying();
    await exchangeAsked.promise;
    await vi.advanceTimersByTimeAsync(NOW_PLAYING_BUDGET_MS);
    exchange.resolve(tokenAnswer('too-late'));
    expect(await answer).toEqual(NOTHING);
    expect(fake.count(PLAYING_PATH)).toBe(0);
    expect(logs.warnings()).toEqual([
      { msg: FAILED, cause: `the music service took more than ${NOW_PLAYING_BUDGET_MS} ms` },
    ]);
  });

  it('is one budget for all calls: a slow token exchange leaves the track only the rest', async () => {
    const exchange = deferred<UpstreamAnswer>();
    const current = deferred<UpstreamAnswer>();
    const exchangeAsked = deferred();
    const currentAsked = deferred();
    fake.answer = (request) => {
      if (request.path === TOKEN_PATH) {
        exchangeAsked.resolve();
        return exchange.promise;
      }
      currentAsked.resolve();
      return current.promise;
    };
    fakeTimers();
    const answer = nowPlaying();
    await exchangeAsked.promise;
    await vi.advanceTimersByTimeAsync(NOW_PLAYING_BUDGET_MS - 500);
    exchange.resolve(tokenAnswer('slow-token'));
    await currentAsked.promise;
    await vi.advanceTimersByTimeAsync(500);
    current.resolve({ status: 200, body: track });
    expect(await answer).toEqual(NOTHING);
    expect(logs.warnings()).toEqual([
      { msg: FAILED, cause: `the music service took more than ${NOW_PLAYING_BUDGET_MS} ms` },
    ]);
  });
});

describe('the revoked refresh token, with several instances', () => {
  /** Another instance of the app on the same database, over its own connection. */
  async function anotherInstance(refreshToken = 'refresh-token') {
    const handle = await openDatabase(ctx.database.config);
    const spotify = ctx.config.spotify && { ...ctx.config.spotify, refreshToken };
    const app = await buildApp({
      config: { ...ctx.config, database: ctx.database.config, spotify },
      db: handle.db,
      engine: handle.engine,
      storage: ctx.storage,
      images: ctx.app.deps.images,
      now: () => ctx.clock.now,
    });
    return {
      app,
      close: async () => {
        await app.close();
        await handle.destroy();
      },
    };
  }

  it('tells the owner once per revoked token, across instances and restarts', async () => {
    fake.answer = (request) =>
      request.path === TOKEN_PATH
        ? {
            status: 400,
            body: { error: 'invalid_grant', error_description: 'Refresh token revoked' },
          }
        : playing;
    const second = await anotherInstance();
    const answers = await Promise.all([nowPlaying(), nowPlaying(second.app)]);
    expect(answers).toEqual([NOTHING, NOTHING]);
    await second.close();
    expect(fake.count(TOKEN_PATH)).toBe(2);
    expect(await revokedNotes()).toHaveLength(1);

    const restarted = await anotherInstance();
    expect(await nowPlaying(restarted.app)).toEqual(NOTHING);
    await restarted.close();
    expect(fake.count(TOKEN_PATH)).toBe(3);
    expect(await revokedNotes()).toHaveLength(1);

    const renewed = await anotherInstance('renewed-refresh-token');
    expect(await nowPlaying(renewed.app)).toEqual(NOTHING);
    await renewed.close();
    expect(fake.count(TOKEN_PATH)).toBe(4);
    expect(await revokedNotes()).toHaveLength(2);
  });
});

describe('now playing without credentials', () => {
  it('answers item null and calls nobody', async () => {
    const bare = await createTestContext();
    const res = await bare.app.inject({ method: 'POST', url: apiPaths.nowPlaying });
    expect(res.json()).toEqual({ is_playing: false, item: null });
    await bare.close();
    expect(fake.requests).toEqual([]);
  });
});
