import { apiPaths, type Contributions } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, type TestContext } from '../../test/app.js';
import {
  type FakeUpstream,
  startFakeUpstream,
  type UpstreamAnswer,
} from '../../test/fake-upstream.js';
import { DEFAULT_PROFILE } from '../profile/default-profile.js';
import { CONTRIBUTIONS_TTL_MS } from './contributions.service.js';

const calendar: Contributions = {
  total: { lastYear: 3 },
  contributions: [
    { date: '2026-01-01', count: 0, level: 0 },
    { date: '2026-01-02', count: 3, level: 4 },
  ],
};

let ctx: TestContext;
let fake: FakeUpstream;
let answer: UpstreamAnswer;

beforeEach(async () => {
  fake = await startFakeUpstream();
  answer = { status: 200, body: calendar };
  fake.answer = () => answer;
  ctx = await createTestContext({ CONTRIBUTIONS_API_URL: fake.url });
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

describe('contributions', () => {
  it("answers the profile username's calendar from the contributions service", async () => {
    const res = await get();
    expectStatus(res, 200);
    expect(res.json()).toEqual(calendar);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v4/jane-doe?y=last']);
    expectStatus(await get('2025'), 200);
    expect(fake.requests.at(-1)?.path).toBe('/v4/jane-doe?y=2025');
  });

  it('keeps an answer for an hour', async () => {
    await get();
    ctx.clock.advance(CONTRIBUTIONS_TTL_MS - 1);
    await get();
    expect(fake.requests).toHaveLength(1);
    ctx.clock.advance(1);
    await get();
    expect(fake.requests).toHaveLength(2);
  });

  it.each<[string, UpstreamAnswer]>([
    ['a 500', { status: 500, body: { error: 'down' } }],
    ['an unexpected shape', { status: 200, body: { contributions: 'nope' } }],
    ['malformed JSON', { status: 200, raw: '{"total": ' }],
  ])('serves the last good answer when the service gives %s', async (_name, failure) => {
    await get();
    answer = failure;
    ctx.clock.advance(CONTRIBUTIONS_TTL_MS);
    const res = await get();
    expectStatus(res, 200);
    expect(res.json()).toEqual(calendar);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 502 in the error shape when it never had a good answer', async () => {
    answer = { status: 503, body: {} };
    const res = await get();
    expectStatus(res, 502);
    expect(res.json()).toEqual({
      error: 'The contributions service did not answer; try again later',
      code: 'UPSTREAM_ERROR',
    });
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
