import {
  ADMIN_ROOT_PATH,
  apiPaths,
  BLOG_FEED_PATH,
  ErrorCode,
  JSON_RESUME_PATH,
  OPENSEARCH_PATH,
  PUBLIC_PAGES,
  TOKEN_HEADER,
} from '@portfolio/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestContext, type TestContext } from '../test/app.js';
import { addQuote, addTimelineEntry, seedProject } from '../test/content.js';
import { multipart } from '../test/multipart.js';
import { publishPost } from '../test/posts.js';
import { sourceWeb } from '../test/web.js';

// The fuzzer's requests and the site they go to, for its two phases (fuzz-anonymous.test.ts and
// fuzz-admin.test.ts: two files, so the two test workers run them side by side).

/**
 * What an answer must never carry: a stack frame, a source path, SQL or a driver's error text.
 * PostgreSQL's are matched by their phrases, not by a bare `pg_`: a 400 may quote a malformed id
 * back, and a random id holds those three letters now and then.
 */
const LEAK =
  /\bat [\w$.<>]+ \(|node_modules|\.[jt]s:\d|SQLITE_|\bselect\b.+\bfrom\b|insert into|syntax error|invalid input syntax|violates|does not exist|pg_catalog|pg_class/i;

const idArb = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.stringMatching(/^[0-9a-f]{24}$/),
  fc.constantFrom(
    '../../etc/passwd',
    '%00',
    'images/../../x.webp',
    "' or 1=1 --",
    'a'.repeat(5000),
  ),
);

const bodyArb = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue() }),
  fc.record({
    kind: fc.constant('json-shaped' as const),
    value: fc.record(
      {
        quote: fc.oneof(fc.string(), fc.jsonValue()),
        ids: fc.oneof(fc.array(idArb, { maxLength: 5 }), fc.jsonValue()),
        user_id: fc.oneof(fc.string(), fc.jsonValue()),
        password: fc.oneof(fc.string(), fc.jsonValue()),
        kind: fc.oneof(fc.constantFrom('work', 'education'), fc.jsonValue()),
        role: fc.oneof(fc.string(), fc.jsonValue()),
        organisation: fc.oneof(fc.string(), fc.jsonValue()),
        start: fc.oneof(fc.constantFrom('2021', '2021-09', '0000', '2021-13'), fc.jsonValue()),
        end: fc.oneof(fc.constantFrom(null, '2020', '2022-01'), fc.jsonValue()),
        summary: fc.oneof(
          fc.string(),
          fc.constantFrom('<b>x</b>', '[x](javascript:alert(1))', '![x](http://e.test/x.png)'),
        ),
        link: fc.oneof(fc.constantFrom('', 'https://example.com', 'javascript:x'), fc.string()),
        title: fc.oneof(fc.string(), fc.jsonValue()),
        body: fc.oneof(
          fc.string(),
          fc.constantFrom('<script>x</script>', '[x](data:text/html,x)', '## Heading\n\ntext'),
        ),
        slug: fc.oneof(fc.constantFrom('', 'feed', 'a-post', 'Not A Slug'), fc.string()),
        status: fc.oneof(fc.constantFrom('draft', 'scheduled', 'published'), fc.jsonValue()),
        publishAt: fc.oneof(
          fc.constantFrom(null, '2026-01-01T00:00:00Z', 'next tuesday', '2999-01-01T00:00:00Z'),
          fc.jsonValue(),
        ),
        revision: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.jsonValue()),
        versionId: fc.oneof(idArb, fc.jsonValue()),
        tags: fc.oneof(fc.array(fc.constantFrom('rust', 'c++', 'Not a tag', '')), fc.jsonValue()),
        cover: fc.oneof(fc.constantFrom('', 'https://evil.test/x.png'), fc.string()),
        hours: fc.oneof(fc.integer({ min: -1, max: 1000 }), fc.jsonValue()),
        __proto__: fc.jsonValue(),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=broken',
      'application/json; charset=utf-16',
      'image/png',
    ),
    value: fc.string({ unit: 'binary', maxLength: 2000 }),
  }),
  fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.dictionary(
      fc.constantFrom('title', 'description', 'website_link', 'project_link', 'issued_by', 'x'),
      fc.string({ maxLength: 300 }),
    ),
    files: fc.array(
      fc.record({
        field: fc.constantFrom('projectImage', 'certificateImage', 'resumeFile', 'other'),
        filename: fc.string({ maxLength: 50 }),
        data: fc.uint8Array({ maxLength: 4000 }),
      }),
      { maxLength: 2 },
    ),
  }),
  fc.constant({ kind: 'none' as const }),
);

/** A header value: a known tricky one, or any printable text. */
const headerValue = (...tricky: string[]) =>
  fc.oneof(fc.constantFrom(...tricky), fc.string({ maxLength: 200 }));

/**
 * A host name: mostly one the site answers, in its odd spellings, now and then any other (refused
 * with 421 before its route runs, so mostly the site's own, or the routes would rarely be reached).
 */
const hostArb = (other: fc.Arbitrary<string>) =>
  fc.oneof(
    {
      arbitrary: fc.constantFrom(
        'localhost',
        'admin.localhost',
        'ADMIN.localhost.',
        '[::1]:80',
        '127.0.0.1:3000',
      ),
      weight: 4,
    },
    { arbitrary: other, weight: 1 },
  );

/** Headers a browser, a proxy or an attacker may send, each present or not. */
const headersArb = fc.record(
  {
    host: hostArb(headerValue('admin.evil.test', 'example.com:99999', '')),
    'accept-encoding': headerValue('gzip', 'br', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', 'zstd'),
    'if-none-match': headerValue('*', 'W/"0"', '"a", W/"b"', '""', 'W/'),
    'if-modified-since': headerValue('Thu, 01 Jan 1970 00:00:00 GMT', 'not a date', '9999999999'),
    range: headerValue(
      'bytes=0-0',
      'bytes=-1',
      'bytes=5-2',
      'bytes=0-1,3-4',
      'bytes=9e99-',
      'x=1-',
    ),
    origin: headerValue(
      'http://localhost:3000',
      'http://admin.localhost:3000',
      'null',
      'https://evil.test',
    ),
    'x-forwarded-for': fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.array(fc.ipV4(), { minLength: 2, maxLength: 4 }).map((ips) => ips.join(', ')),
      headerValue('unknown', ',,', '999.1.1.1'),
    ),
    'x-forwarded-proto': headerValue('https', 'http', 'https, http', 'gopher'),
    'x-forwarded-host': hostArb(fc.oneof(fc.domain(), headerValue('a, b', ''))),
    cookie: headerValue('access_token=x', 'a=b; a=c', '=;=;', `${TOKEN_HEADER}=${'%'.repeat(50)}`),
    authorization: headerValue('Bearer ', 'Bearer x', 'Basic Og=='),
    'content-length': fc.oneof(
      fc.nat().map(String),
      fc.constantFrom('0', '-1', '1e3', 'abc', '99999999999999999999', ' 5', '1, 2'),
    ),
    'content-type': headerValue(
      'application/json',
      'application/json; charset=latin1',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'text/html',
      '*/*',
    ),
  },
  { requiredKeys: [] },
);

/** What a search query may hold: the syntax of FTS5 and tsquery among words of any script. */
const searchQueryArb = fc
  .array(
    fc.constantFrom(
      '"',
      "'",
      '*',
      ':',
      ':*',
      'NEAR',
      'NEAR(',
      'AND',
      'OR',
      'NOT',
      '(',
      ')',
      '{title}',
      '&',
      '|',
      '!',
      '<->',
      '^',
      '-',
      '\\',
      ' ',
      'a',
      'post',
      'é',
      '東京',
      'Ω',
      '\u0000',
      '\u007f',
      '%',
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

export const requestArb = fc.record({
  route: fc.nat(),
  id: idArb,
  query: fc.dictionary(
    fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('q', 'page')),
    fc.oneof(fc.string({ maxLength: 50 }), searchQueryArb),
    { maxKeys: 3 },
  ),
  auth: fc.oneof(
    { arbitrary: fc.constant('owner' as const), weight: 4 },
    { arbitrary: fc.constantFrom('none' as const, 'garbage' as const), weight: 1 },
  ),
  body: bodyArb,
  headers: headersArb,
});

export type Generated = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

function toUrl(route: { path: string }, id: string): string {
  return route.path.replace('{id}', encodeURIComponent(id));
}

interface Route {
  method: string;
  path: string;
}

const routeKey = (route: Route) => `${route.method} ${route.path}`;
const refusedByGuard = (res: LightMyRequestResponse) =>
  res.statusCode === 401 && res.json<{ code: string }>().code === ErrorCode.UNAUTHORIZED;

/**
 * The site under fuzzing: a project, a quote, a timeline entry and a post, every route of the API
 * and every page.
 */
export interface FuzzSite {
  readonly ctx: TestContext;
  /** The Admin's token: the calls marked 'owner' carry it. */
  token: string;
  /** Sends a generated request; fails the test on a 5xx, a leak, or an error outside the shape. */
  answerSafely(generated: Generated): Promise<LightMyRequestResponse>;
  /** The route a generated request goes to. */
  routeOf(generated: Generated): Route;
  /** Whether the request went to a route behind the session guard. */
  guardedRoute(generated: Generated): boolean;
  refusedByGuard(res: LightMyRequestResponse): boolean;
  /** Whether the Admin's token still opens a session. */
  sessionLive(): Promise<boolean>;
}

export async function createFuzzSite(): Promise<FuzzSite> {
  // Behind a trusting proxy, so the X-Forwarded-* headers the fuzzer sends are read; with the web
  // app's server renderer, so the page routes render.
  const ctx = await createTestContext(
    { API_RATE_LIMIT: '1000000', PAGE_RATE_LIMIT: '1000000', TRUST_PROXY: 'true' },
    { web: sourceWeb },
  );
  let token = await ctx.openSession();
  await seedProject(ctx, token);
  await addQuote(ctx, token, 'A quote the fuzzer must not touch');
  await addTimelineEntry(ctx, token);
  await publishPost(ctx, token, { title: 'A post the fuzzer must not touch' });
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const routes: Route[] = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
  );
  routes.push(
    { method: 'GET', path: '/media/{id}' },
    { method: 'HEAD', path: '/media/{id}' },
    { method: 'GET', path: '/healthz' },
    { method: 'GET', path: '/robots.txt' },
    { method: 'GET', path: '/sitemap.xml' },
    { method: 'GET', path: OPENSEARCH_PATH },
    { method: 'GET', path: JSON_RESUME_PATH },
    ...PUBLIC_PAGES.map(({ path }) => ({ method: 'GET', path })),
    { method: 'GET', path: '/blog/{id}' },
    { method: 'GET', path: '/blog/preview/{id}' },
    { method: 'GET', path: BLOG_FEED_PATH },
    { method: 'GET', path: '/blog/tags/{id}/feed.xml' },
    { method: 'GET', path: '/og/blog/{id}.png' },
    { method: 'HEAD', path: '/' },
    { method: 'GET', path: ADMIN_ROOT_PATH },
    { method: 'GET', path: `${ADMIN_ROOT_PATH}/{id}` },
    { method: 'GET', path: '/{id}' },
    { method: 'OPTIONS', path: '/{id}' },
  );
  const routeOf = (index: number) => routes[index % routes.length] ?? { method: 'GET', path: '/' };
  /** Routes behind the session guard: "METHOD path" of each that refuses a request without a token. */
  const guarded = new Set<string>();
  for (const route of routes) {
    const res = await ctx.app.inject({ method: route.method as 'GET', url: toUrl(route, 'x') });
    if (refusedByGuard(res)) guarded.add(routeKey(route));
  }

  function toRequest(generated: Generated): InjectOptions {
    const route = routeOf(generated.route);
    const url = toUrl(route, generated.id);
    const headers: Record<string, string> = {};
    if (generated.auth === 'owner') headers.access_token = token;
    if (generated.auth === 'garbage') headers.access_token = generated.id.slice(0, 100) || 'x';
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url,
      query: generated.query,
      headers,
    };
    const { body } = generated;
    if (body.kind === 'json' || body.kind === 'json-shaped') {
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(body.value);
    } else if (body.kind === 'raw') {
      headers['content-type'] = body.contentType;
      options.payload = body.value;
    } else if (body.kind === 'multipart') {
      const form = multipart(
        body.fields,
        body.files.map((file) => ({ ...file, data: Buffer.from(file.data) })),
      );
      Object.assign(headers, form.headers);
      options.payload = form.payload;
    }
    // The generated headers last: they may contradict the body (its length, its type).
    Object.assign(headers, generated.headers);
    return options;
  }

  async function answerSafely(generated: Generated): Promise<LightMyRequestResponse> {
    const request = toRequest(generated);
    const res = await ctx.app.inject(request);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.body).not.toMatch(LEAK);
    // Refusals are in the one error shape; only a page's 404 is a page.
    const isPage = String(res.headers['content-type']).startsWith('text/html');
    if (res.statusCode >= 400 && request.method !== 'HEAD' && !isPage) {
      expect(res.json(), res.body).toMatchObject({
        error: expect.any(String),
        code: expect.any(String),
      });
    }
    return res;
  }

  const site: FuzzSite = {
    ctx,
    get token() {
      return token;
    },
    set token(value: string) {
      token = value;
    },
    answerSafely,
    routeOf: (generated) => routeOf(generated.route),
    guardedRoute: (generated) => guarded.has(routeKey(routeOf(generated.route))),
    refusedByGuard,
    sessionLive: async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: apiPaths.auth.userdata,
          headers: ctx.auth(token),
        })
      ).statusCode === 200,
  };
  return site;
}
