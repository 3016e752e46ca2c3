import { apiPaths, type Contributions, DEFAULT_PROFILE } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, expectStatus, type TestContext } from '../../test/app.js';
import {
  deferred,
  type FakeUpstream,
  startFakeUpstream,
  type UpstreamAnswer,
} from '../../test/fake-upstream.js';
import { captureLogs } from '../../test/logs.js';
import { CONTRIBUTIONS_BACKOFF_MS, CONTRIBUTIONS_TTL_MS } from './contributions.service.js';

const calendar: Contributions = {
  total: { lastYear: 3 },
  contributions: [
    { date: '2026-01-01', count: 0, level: 0 },
    { date: '2026-01-02', count: 3, level: 4 },
  ],
};

const newer: Contributions = {
  total: { lastYear: 5 },
  contributions: [...calendar.contributions, { date: '2026-01-03', count: 2, level: 2 }],
};
const FAILED = 'contributions: the service failed; serving the last good answer, if any';
const CALENDAR_PATH = '/v4/jane-doe';

let ctx: TestContext;
let fake: FakeUpstream;
let answer: UpstreamAnswer | Promise<UpstreamAnswer>;
let logs: ReturnType<typeof captureLogs>;

beforeEach(async () => {
  fake = await startFakeUpstream();
  answer = { status: 200, body: calendar };
  fake.answer = () => answer;
  logs = captureLogs();
  ctx = await createTestContext({ CONTRIBUTIONS_API_URL: fake.url }, { logger: logs.logger });
  const token = await ctx.login();
  await ctx.app.inject({
    method: 'PUT',
    url: apiPaths.profile,
    headers: ctx.auth(token),
    payload: { ...DEFAULT_PROFILE, contributionsUsername: 'jane-doe' },
  });
});
afterEach(async () => {
  await ctx.close();
  await fake.close();
});

const get = (y = 'last') =>
  ctx.app.inject({ method: 'GET', url: `${apiPaths.contributions}?y=${y}` });
const calendarNow = async () => {
  const res = await get();
  expectStatus(res, 200);
  return res.json<Contributions>();
};
/** Waits until the service has been asked `count` times in all. */
const upstreamCalls = (count: number) =>
  vi.waitFor(() => expect(fake.count(CALENDAR_PATH)).toBe(count));
/** Waits until the failure of a call (in the background, say) is logged with its cause. */
const loggedFailure = (cause: string) =>
  vi.waitFor(() =>
    expect(logs.warnings()).toContainEqual({ msg: FAILED, cause: expect.stringContaining(cause) }),
  );

describe('contributions', () => {
  it("answers the profile username's calendar from the contributions service", async () => {
    const res = await get();
    expectStatus(res, 200);
    expect(res.json()).toEqual(calendar);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(fake.requests.map((r) => r.path)).toEqual(['/v4/jane-doe?y=last']);
    expectStatus(await get('2025'), 200);
    expect(fake.requests.at(-1)?.path).toBe('/v4/jane-doe?y=2025');
  });

  it('keeps an answer for an hour, then refreshes it in the background', async () => {
    await get();
    ctx.clock.advance(CONTRIBUTIONS_TTL_MS - 1);
    await get();
    expect(fake.requests).toHaveLength(1);
    ctx.clock.advance(1);
    answer = { status: 200, body: newer };
    expect(await calendarNow()).toEqual(calendar);
    await upstreamCalls(2);
    await vi.waitFor(async () => expect(await calendarNow()).toEqual(newer));
    expect(fake.requests).toHaveLength(2);
  });

  it.each<[string, UpstreamAnswer, string]>([
    ['a 500', { status: 500, body: { error: 'down' } }, '/v4/jane-doe?y=last answered 500'],
    [
      'an unexpected shape',
      { status: 200, body: { contributions: 'nope' } },
      'answered an unexpected shape',
    ],
    ['malformed JSON', { status: 200, raw: '{"total": ' }, 'answered malformed JSON'],
  ])(
    'serves the last good answer when the service gives %s, and logs the cause',
    async (_name, failure, cause) => {
      await get();
      answer = failure;
      ctx.clock.advance(CONTRIBUTIONS_TTL_MS);
      expect(await calendarNow()).toEqual(calendar);
      await loggedFailure(cause);
      expect(await calendarNow()).toEqual(calendar);
      expect(fake.requests).toHaveLength(2);
    },
  );

  it('serves the stale answer while the service hangs, and asks it once', async () => {
    await get();
    const held = deferred<UpstreamAnswer>();
    answer = held.promise;
    ctx.clock.advance(CONTRIBUTIONS_TTL_MS);
    expect(await calendarNow()).toEqual(calendar);
    await upstreamCalls(2);
    const during = await Promise.all(Array.from({ length: 10 }, () => calendarNow()));
    expect(during).toEqual(Array(10).fill(calendar));
    held.resolve({ status: 200, body: newer });
    await vi.waitFor(async () => expect(await calendarNow()).toEqual(newer));
    expect(fake.requests).toHaveLength(2);
  });

  it('leaves the service alone for a few minutes after a failure', async () => {
    await get();
    answer = { status: 503, body: {} };
    ctx.clock.advance(CONTRIBUTIONS_TTL_MS);
    await get();
    await loggedFailure('answered 503');
    ctx.clock.advance(CONTRIBUTIONS_BACKOFF_MS - 1);
    for (let i = 0; i < 5; i++) expect(await calendarNow()).toEqual(calendar);
    expect(fake.requests).toHaveLength(2);
    answer = { status: 200, body: newer };
    ctx.clock.advance(1);
    expect(await calendarNow()).toEqual(calendar);
    await vi.waitFor(async () => expect(await calendarNow()).toEqual(newer));
    expect(fake.requests).toHaveLength(3);
  });

  it('answers 502 in the error shape when it never had a good answer, at once during the back-off', async () => {
    answer = { status: 503, body: {} };
    const res = await get();
    expectStatus(res, 502);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      error: 'The contributions service did not answer; try again later',
      code: 'UPSTREAM_ERROR',
    });
    const failures = () => logs.warnings().filter((line) => line.msg === FAILED);
    expect(failures()).toEqual([{ msg: FAILED, cause: expect.stringContaining('answered 503') }]);
    ctx.clock.advance(CONTRIBUTIONS_BACKOFF_MS - 1);
    expectStatus(await get(), 502);
    expect(fake.requests).toHaveLength(1);
    expect(failures()).toHaveLength(1);
    answer = { status: 200, body: calendar };
    ctx.clock.advance(1);
    expect(await calendarNow()).toEqual(calendar);
    expect(fake.requests).toHaveLength(2);
  });

  it('takes last or a year from 2008 to the current one, and asks the service for nothing else', async () => {
    const thisYear = ctx.clock.now.getUTCFullYear();
    for (const y of ['last', '2008', String(thisYear)]) expectStatus(await get(y), 200);
    for (const y of ['2007', String(thisYear + 1), '0000', '9999', 'all', '', '20x5']) {
      const res = await get(y);
      expectStatus(res, 400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'y' }] });
    }
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v4/jane-doe?y=last',
      '/v4/jane-doe?y=2008',
      `/v4/jane-doe?y=${thisYear}`,
    ]);
  });

  it('computes the current year at each request', async () => {
    const nextYear = String(ctx.clock.now.getUTCFullYear() + 1);
    expectStatus(await get(nextYear), 400);
    ctx.clock.advance(366 * 24 * 3600_000);
    expectStatus(await get(nextYear), 200);
  });

  it('answers 404 when the profile names no username, and 400 for a bad year', async () => {
    expectStatus(await get('20x5'), 400);
    await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.profile,
      headers: ctx.auth(await ctx.login()),
      payload: DEFAULT_PROFILE,
    });
    expectStatus(await get(), 404);
  });
});
