import { apiPaths } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { sourceWeb } from '../test/web.js';

// One app for the file (the web app's renderer is slow to load): each test counts addresses of its own.
const ctx = testAppPerFile(
  { PUBLIC_ORIGIN: 'https://example.com', PAGE_RATE_LIMIT: '5' },
  { web: sourceWeb },
);

const request = (method: 'GET' | 'POST', url: string, remoteAddress: string) =>
  ctx.app.inject({ method, url, remoteAddress, headers: { host: 'example.com' } });

describe('page rate limit', () => {
  it('answers 429 in the error shape past the limit, kept pages included, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expectStatus(await request('GET', '/', '203.0.113.1'), 200);
    const limited = await request('GET', '/', '203.0.113.1');
    expectStatus(limited, 429);
    expect(limited.json()).toEqual({
      error: 'Too many requests: try again in 60 seconds',
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
  });

  it('counts pages, case studies and every not-found answer together, each address apart', async () => {
    expectStatus(await request('GET', '/about', '203.0.113.2'), 200);
    expectStatus(await request('GET', '/projects/no-such-study', '203.0.113.2'), 404);
    expectStatus(await request('GET', '/no-such-page', '203.0.113.2'), 404);
    expectStatus(await request('POST', '/', '203.0.113.2'), 404);
    expectStatus(await request('POST', '/api/nonexistent', '203.0.113.2'), 404);
    expectStatus(await request('GET', '/api/nonexistent', '203.0.113.2'), 429);
    expectStatus(await request('GET', '/about', '203.0.113.2'), 429);
    expectStatus(await request('GET', '/about', '198.51.100.4'), 200);
  });

  it('leaves the API to its own limit, and starts over the next minute', async () => {
    for (let i = 0; i < 6; i++) await request('GET', '/no-such-page', '203.0.113.3');
    expectStatus(await request('GET', '/no-such-page', '203.0.113.3'), 429);
    expectStatus(await request('GET', apiPaths.profile, '203.0.113.3'), 200);
    expectStatus(await request('POST', apiPaths.nowPlaying, '203.0.113.3'), 200);
    ctx.clock.advance(60_000);
    expectStatus(await request('GET', '/no-such-page', '203.0.113.3'), 404);
  });
});
