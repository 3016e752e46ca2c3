import { apiPaths, type ForgeAccount } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, type TestContext } from '../../test/app.js';
import { fakeForge } from '../../test/fake-forge.js';
import { type FakeUpstream, startFakeUpstream } from '../../test/fake-upstream.js';
import { captureLogs } from '../../test/logs.js';

const KEY = Buffer.alloc(32, 7).toString('base64');

let ctx: TestContext;
let fake: FakeUpstream;
let token: string;
let logs: ReturnType<typeof captureLogs>;

async function start(env: Record<string, string>) {
  logs = captureLogs();
  ctx = await createTestContext(env, { logger: logs.logger });
  token = await ctx.login();
}

beforeEach(async () => {
  fake = await startFakeUpstream();
  fake.answer = fakeForge(fake, 'github', []);
});
afterEach(async () => {
  await ctx.close();
  await fake.close();
});

const add = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.forges.accounts,
    headers: ctx.auth(token),
    payload,
  });
const accountRows = () => ctx.db.selectFrom('forge_accounts').selectAll().execute();

describe('forge accounts', () => {
  beforeEach(() =>
    start({ GITHUB_API_URL: fake.url, ALLOW_PRIVATE_UPSTREAMS: '1', FORGE_TOKEN_KEY: KEY }),
  );

  it('keeps an account with its token sealed, tried on the forge, and never answers the token', async () => {
    const res = await add({ forge: 'github', username: 'jane-doe', token: 'ghp_good-token' });
    expectStatus(res, 200);
    const account = res.json<ForgeAccount>();
    expect(account).toMatchObject({
      forge: 'github',
      baseUrl: 'https://github.com',
      username: 'jane-doe',
      hasToken: true,
    });
    expect(res.body).not.toContain('good-token');
    expect(fake.requests.at(-1)?.headers.authorization).toBe('token ghp_good-token');
    const [row] = await accountRows();
    expect(row?.token_sealed).toMatch(/^v1\./);
    expect(row?.token_sealed).not.toContain('good-token');

    const list = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.forges.accounts,
      headers: ctx.auth(token),
    });
    expectStatus(list, 200);
    expect(list.json()).toEqual([account]);
    expect(list.body).not.toContain('good-token');
    expect(JSON.stringify(logs.lines)).not.toContain('good-token');
  });

  it('keeps GitLab and Forgejo accounts at the addresses given, without a token', async () => {
    expectStatus(await add({ forge: 'gitlab', baseUrl: `${fake.url}/`, username: 'jane' }), 200);
    const res = await add({ forge: 'forgejo', username: 'jane.doe' });
    expectStatus(res, 200);
    expect(res.json<ForgeAccount>()).toMatchObject({
      baseUrl: 'https://codeberg.org',
      hasToken: false,
    });
    expect((await accountRows()).map((row) => row.base_url)).toEqual([
      fake.url,
      'https://codeberg.org',
    ]);
  });

  it('refuses a token the forge refuses, and stores nothing', async () => {
    const res = await add({ forge: 'github', username: 'jane', token: 'ghp_bad' });
    expectStatus(res, 400);
    expect(res.json()).toMatchObject({ error: 'The forge refused the token' });
    expect(await accountRows()).toEqual([]);
  });

  it.each([
    ['a path in the username', { forge: 'github', username: 'jane/../admin' }],
    ['dots in a row', { forge: 'github', username: 'jane..doe' }],
    ['an encoded slash', { forge: 'github', username: 'jane%2fdoe' }],
    [
      'a forge address that is not http(s)',
      { forge: 'gitlab', username: 'jane', baseUrl: 'ftp://gitlab.example.com' },
    ],
    [
      'a forge address with a query',
      { forge: 'gitlab', username: 'jane', baseUrl: 'https://gitlab.example.com/?x=1' },
    ],
    ['an unknown forge', { forge: 'sourceforge', username: 'jane' }],
  ])('refuses %s with a 400, storing nothing', async (_, payload) => {
    const res = await add(payload);
    expectStatus(res, 400);
    expect(await accountRows()).toEqual([]);
  });

  it('refuses the same account twice', async () => {
    expectStatus(await add({ forge: 'github', username: 'jane' }), 200);
    expectStatus(await add({ forge: 'github', username: 'jane' }), 409);
  });

  it('removes an account', async () => {
    const account = (await add({ forge: 'github', username: 'jane' })).json<ForgeAccount>();
    const url = apiPaths.forges.account(account._id);
    expectStatus(await ctx.app.inject({ method: 'DELETE', url, headers: ctx.auth(token) }), 204);
    expect(await accountRows()).toEqual([]);
    expectStatus(await ctx.app.inject({ method: 'DELETE', url, headers: ctx.auth(token) }), 404);
  });

  it('lets only the Admin in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: apiPaths.forges.accounts });
    expectStatus(res, 401);
  });
});

describe('forge addresses on private networks', () => {
  beforeEach(() => start({ GITHUB_API_URL: fake.url }));

  it.each([
    (fakeUrl: string) => fakeUrl,
    () => 'http://localhost:9',
    () => 'http://10.1.2.3',
    () => 'http://[::1]:8080',
    () => 'http://169.254.169.254',
  ])(
    'refuses a forge URL on loopback or a private range unless ALLOW_PRIVATE_UPSTREAMS',
    async (url) => {
      const res = await add({ forge: 'gitlab', username: 'jane', baseUrl: url(fake.url) });
      expectStatus(res, 400);
      expect(res.json<{ error: string }>().error).toMatch(/loopback or private/);
      expect(await accountRows()).toEqual([]);
      expect(fake.requests).toEqual([]);
    },
  );

  it('refuses a token when the server has no key to seal it with', async () => {
    const res = await add({ forge: 'github', username: 'jane', token: 'ghp_good-token' });
    expectStatus(res, 400);
    expect(res.body).toContain('FORGE_TOKEN_KEY');
    expect(fake.requests).toEqual([]);
  });
});
