import { apiPaths, ErrorCode } from '@portfolio/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/app.js';
import { sourceWeb } from '../test/web.js';

// What Fastify itself refuses, before or around our routes, is answered like our own errors: the
// `{error, code}` shape, the headers every answer carries, and never the raw URL echoed back.

// Behind a trusting proxy, so that the answers over TLS must carry HSTS too.
const ctx = testAppPerFile({ TRUST_PROXY: 'true' }, { web: sourceWeb });

/** Text that must not come back: it marks the raw URL of each request. */
const MARK = '<script>echo</script>';
const json = { 'content-type': 'application/json' };

const KINDS: { name: string; request: InjectOptions; status: number; code: ErrorCode }[] = [
  {
    name: 'a URL that does not decode, to a page',
    request: { method: 'GET', url: `/%c0%ae%c0%ae/${encodeURIComponent(MARK)}` },
    status: 400,
    code: ErrorCode.BAD_REQUEST,
  },
  {
    name: 'a URL that does not decode, to the API',
    request: { method: 'GET', url: `/api/%c0%ae?q=${encodeURIComponent(MARK)}` },
    status: 400,
    code: ErrorCode.BAD_REQUEST,
  },
  {
    name: 'an id longer than the router takes',
    request: { method: 'DELETE', url: apiPaths.quotes.delete(`${'a'.repeat(200)}${MARK}`) },
    status: 414,
    code: ErrorCode.BAD_REQUEST,
  },
  {
    name: 'a method no route has',
    request: { method: 'PROPFIND', url: `/?q=${encodeURIComponent(MARK)}` },
    status: 404,
    code: ErrorCode.NOT_FOUND,
  },
  {
    name: 'an unsupported media type',
    request: {
      method: 'POST',
      url: `${apiPaths.auth.login}?q=${encodeURIComponent(MARK)}`,
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    },
    status: 415,
    code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  },
  {
    name: 'a body over the limit',
    request: {
      method: 'POST',
      url: `${apiPaths.auth.login}?q=${encodeURIComponent(MARK)}`,
      headers: json,
      payload: JSON.stringify({ user_id: 'x'.repeat(20_000), password: 'y' }),
    },
    status: 413,
    code: ErrorCode.PAYLOAD_TOO_LARGE,
  },
  {
    name: 'malformed JSON',
    request: {
      method: 'POST',
      url: `${apiPaths.auth.login}?q=${encodeURIComponent(MARK)}`,
      headers: json,
      payload: '{"user_id": ',
    },
    status: 400,
    code: ErrorCode.INVALID_JSON,
  },
  {
    name: 'a Content-Length that does not match the body',
    request: {
      method: 'POST',
      url: `${apiPaths.auth.login}?q=${encodeURIComponent(MARK)}`,
      headers: { ...json, 'content-length': '3' },
      payload: '{"user_id": "x"}',
    },
    status: 400,
    code: ErrorCode.BAD_REQUEST,
  },
];

describe("what Fastify refuses is answered in the app's error shape", () => {
  it.each(KINDS)('$name: $status $code', async ({ request, status, code }) => {
    const res = await ctx.app.inject({
      ...request,
      headers: { ...request.headers, 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ error: expect.any(String), code });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.body).not.toContain(MARK);
    expect(res.body).not.toContain(encodeURIComponent(MARK));
    expect(res.body).not.toContain('%c0');
  });
});
