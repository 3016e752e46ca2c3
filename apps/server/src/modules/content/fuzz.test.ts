import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.js';
import { addProject, addQuote, contentState } from '../../test/content.js';
import { multipart } from '../../test/multipart.js';

/** What an answer must never carry: a stack frame, a source path, SQL or a driver's error text. */
const LEAK =
  /\bat [\w$.<>]+ \(|node_modules|\.[jt]s:\d|SQLITE_|\bselect\b.+\bfrom\b|insert into|syntax error|violates|pg_/i;

let ctx: TestContext;
let token: string;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_LIMIT: '1000000' });
  token = await ctx.login();
  await addProject(ctx, token);
  await addQuote(ctx, token, 'A quote the fuzzer must not touch');
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
  );
  routes.push({ method: 'GET', path: '/media/{id}' }, { method: 'GET', path: '/healthz' });
});
afterAll(() => ctx.close());

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

const requestArb = fc.record({
  route: fc.nat(),
  id: idArb,
  query: fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 50 }), { maxKeys: 3 }),
  auth: fc.oneof(
    { arbitrary: fc.constant('owner' as const), weight: 4 },
    { arbitrary: fc.constantFrom('none' as const, 'garbage' as const), weight: 1 },
  ),
  body: bodyArb,
});

type Generated = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

function toRequest(generated: Generated): InjectOptions {
  const route = routes[generated.route % routes.length] ?? { method: 'GET', path: '/' };
  const url = route.path.replace('{id}', encodeURIComponent(generated.id));
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
  return options;
}

const answersSafely = async (generated: Generated) => {
  const res = await ctx.app.inject(toRequest(generated));
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.body).not.toMatch(LEAK);
};

describe('10,000 random requests to every route', () => {
  it('change nothing without a valid token, and never get a 5xx, a stack trace or SQL text', async () => {
    const before = await contentState(ctx);
    const anonymous = requestArb.map((generated) => ({
      ...generated,
      auth: generated.auth === 'owner' ? ('none' as const) : generated.auth,
    }));
    await fc.assert(fc.asyncProperty(anonymous, answersSafely), { numRuns: 4_000 });
    expect(await contentState(ctx)).toEqual(before);
  });

  it('as the Admin, never get a 5xx, a stack trace or SQL text', async () => {
    await fc.assert(fc.asyncProperty(requestArb, answersSafely), { numRuns: 6_000 });
  });
});
