import { apiPaths, TOKEN_HEADER } from '@portfolio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerFile } from '../test/app.js';

const ALLOWED = 'https://app.example.com';
const FOREIGN = 'https://evil.example.net';

const ctx = testAppPerFile({ CORS_ORIGINS: `${ALLOWED}, https://admin.example.com` });

const corsHeaders = (res: LightMyRequestResponse) =>
  Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));

const preflight = (origin: string) =>
  ctx.app.inject({
    method: 'OPTIONS',
    url: apiPaths.quotes.add,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': `content-type, ${TOKEN_HEADER}`,
    },
  });

describe('CORS', () => {
  it('echoes a listed origin, never *, and varies on Origin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.profile,
      headers: { origin: ALLOWED },
    });
    expectStatus(res, 200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers.vary)).toMatch(/\bOrigin\b/i);
  });

  it('gives a foreign origin no CORS header, yet varies on Origin so caches keep them apart', async () => {
    for (const origin of [FOREIGN, 'null', '*', `${ALLOWED}.evil.example.net`, `${ALLOWED}:443`]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: apiPaths.profile,
        headers: { origin },
      });
      expectStatus(res, 200);
      expect(corsHeaders(res), origin).toEqual([]);
      expect(String(res.headers.vary)).toMatch(/\bOrigin\b/i);
    }
  });

  it('allows the preflight of a management call with the token header from a listed origin', async () => {
    const res = await preflight(ALLOWED);
    expectStatus(res, 204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers['access-control-allow-methods']).split(', ')).toContain('POST');
    expect(String(res.headers['access-control-allow-headers']).split(', ')).toEqual(
      expect.arrayContaining(['content-type', TOKEN_HEADER]),
    );

    const token = await ctx.login();
    const call = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.quotes.add,
      headers: { origin: ALLOWED, ...ctx.auth(token) },
      payload: { quote: 'Sent from the app hosted apart' },
    });
    expectStatus(call, 200);
    expect(call.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('gives the preflight of a foreign origin no allow header, in the error shape', async () => {
    const res = await preflight(FOREIGN);
    expectStatus(res, 404);
    expect(corsHeaders(res)).toEqual([]);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers an OPTIONS that is no preflight in the error shape, not in plain text', async () => {
    const res = await ctx.app.inject({ method: 'OPTIONS', url: apiPaths.quotes.add });
    expectStatus(res, 404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
