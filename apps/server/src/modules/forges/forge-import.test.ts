import {
  apiPaths,
  type ForgeAccount,
  type ForgeRepository,
  type Project,
} from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, listAs, type TestContext } from '../../test/app.js';
import { type FakeRepo, type Forge, fakeForge, fakeRepo } from '../../test/fake-forge.js';
import type { FakeUpstream } from '../../test/fake-upstream.js';
import { type ForgeSite, startForgeSite } from '../../test/forge-site.js';

let site: ForgeSite;
let ctx: TestContext;
let fake: FakeUpstream;
let token: string;

const repo = (id: number, name: string, extra: Partial<FakeRepo> = {}): FakeRepo =>
  fakeRepo(id, name, { topics: ['cli'], stars: id * 10, ...extra });

const REPOS = [
  repo(1, 'alpha', { topics: ['cli', 'Not A Tag!'], homepage: 'https://alpha.dev' }),
  repo(2, 'beta', { description: '<script>alert(1)</script><b>bold</b>', language: null }),
  repo(3, 'gamma', { homepage: 'javascript:alert(1)' }),
  repo(4, 'delta', { description: null }),
  repo(5, 'epsilon'),
];

beforeEach(async () => {
  site = await startForgeSite();
  ({ ctx, fake, token } = site);
});
afterEach(() => site.close());

async function addAccount(forge: Forge): Promise<ForgeAccount> {
  fake.answer = fakeForge(fake, forge, REPOS);
  return site.addAccount(forge);
}
const listRepos = (id: string) =>
  ctx.app.inject({
    method: 'GET',
    url: apiPaths.forges.repositories(id),
    headers: ctx.auth(token),
  });
const importRepos = (id: string, repositories: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.forges.import(id),
    headers: ctx.auth(token),
    payload: { repositories },
  });
const ownerProjects = () => listAs<Project>(ctx, apiPaths.projects.list, token);

describe.each(['github', 'gitlab', 'forgejo'] as const)('the %s account', (forge) => {
  it('lists every public repository, following the Link header page by page', async () => {
    const account = await addAccount(forge);
    const res = await listRepos(account._id);
    expectStatus(res, 200);
    const repos = res.json<ForgeRepository[]>();
    expect(repos.map((r) => r.fullName)).toEqual(REPOS.map((r) => `jane/${r.name}`));
    expect(repos[0]).toMatchObject({
      url: `${fake.url}/jane/alpha`,
      stars: 10,
      topics: ['cli', 'Not A Tag!'],
      imported: false,
    });
    // Five repositories at two a page: three calls.
    expect(fake.requests.filter((r) => r.path.includes('/users/jane/'))).toHaveLength(3);
    expect(fake.requests.filter((r) => r.path.endsWith('/languages'))).toHaveLength(0);
  });

  it('imports the chosen repositories as projects, each with an image, hidden', async () => {
    const account = await addAccount(forge);
    const res = await importRepos(account._id, ['jane/alpha', 'jane/beta', 'jane/gamma']);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ imported: 3 });
    await ctx.app.deps.forgeImages.idle();
    const projects = await ownerProjects();
    expect(projects.map((p) => p.title)).toEqual(['alpha', 'beta', 'gamma']);
    const [alpha, beta, gamma] = projects;
    expect(alpha).toMatchObject({
      description: 'alpha, a tool',
      project_link: `${fake.url}/jane/alpha`,
      // GitLab's API names no homepage.
      website_link: forge === 'gitlab' ? '' : 'https://alpha.dev',
      date: '2023-04',
      isActive: false,
      // Made after the import answered: a card drawn in the site's theme, as the fake's
      // repositories have no picture (forge-image.test.ts).
      project_image: expect.stringMatching(/\/media\/images\/.+\.webp$/),
      repository: { stars: 10, state: 'ok', url: `${fake.url}/jane/alpha` },
    });
    expect(alpha?.tags).toEqual(['cli', 'rust']);
    expect(projects.map((p) => p.repository?.language)).toEqual(['Rust', '', 'Rust']);
    // GitLab names a project's languages in a call of its own (`GET /projects/:id/languages`):
    // one for each chosen repository, none for the list.
    expect(fake.requests.filter((r) => r.path.endsWith('/languages')).map((r) => r.path)).toEqual(
      forge === 'gitlab' ? [1, 2, 3].map((id) => `/api/v4/projects/${id}/languages`) : [],
    );
    // A description full of markup is kept as text (every page escapes it); a homepage that is
    // not http(s) is no website.
    expect(beta?.description).toBe('<script>alert(1)</script><b>bold</b>');
    expect(gamma?.website_link).toBe('');
    const again = await listRepos(account._id);
    expect(
      again
        .json<ForgeRepository[]>()
        .filter((r) => r.imported)
        .map((r) => r.name),
    ).toEqual(['alpha', 'beta', 'gamma']);
  });
});

describe('an import refused', () => {
  it("names each repository that is not the account's or is imported already, storing nothing", async () => {
    const account = await addAccount('github');
    expectStatus(await importRepos(account._id, ['jane/alpha']), 200);
    const res = await importRepos(account._id, ['jane/alpha', 'jane/nope', 'jane/beta']);
    expectStatus(res, 400);
    expect(res.json()).toMatchObject({
      details: [
        { field: 'repositories/0', message: 'is imported already' },
        { field: 'repositories/1', message: 'is not a public repository of jane' },
      ],
    });
    expect((await ownerProjects()).map((p) => p.title)).toEqual(['alpha']);
  });
});

describe('a forge that fails', () => {
  let account: ForgeAccount;
  beforeEach(async () => {
    account = await addAccount('github');
  });

  it('answers 404 for an account the forge does not have', async () => {
    fake.answer = () => ({ status: 404, body: { message: 'Not Found' } });
    expectStatus(await listRepos(account._id), 404);
  });

  it('answers 503 with Retry-After when the forge rate-limits, and pauses the account', async () => {
    const reset = Math.floor(ctx.clock.now.getTime() / 1000) + 120;
    fake.answer = () => ({
      status: 403,
      body: { message: 'API rate limit exceeded' },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
    });
    const res = await listRepos(account._id);
    expectStatus(res, 503);
    expect(res.headers['retry-after']).toBe('120');
    const [row] = await ctx.db.selectFrom('forge_accounts').select('paused_until').execute();
    expect(row?.paused_until?.getTime()).toBe(reset * 1000);
  });

  it('answers 503 for a 429 with Retry-After', async () => {
    fake.answer = () => ({ status: 429, body: {}, headers: { 'retry-after': '30' } });
    const res = await listRepos(account._id);
    expectStatus(res, 503);
    expect(res.headers['retry-after']).toBe('30');
  });

  it.each([
    ['a server error', { status: 502, body: { message: 'Bad gateway' } }],
    ['malformed JSON', { status: 200, raw: '[{"full_name": ' }],
    ['something else than a list', { status: 200, body: { full_name: 'jane/alpha' } }],
  ])('answers 502 for %s, and nothing is imported', async (_, answer) => {
    fake.answer = () => answer;
    expectStatus(await listRepos(account._id), 502);
    expectStatus(await importRepos(account._id, ['jane/alpha']), 502);
    expect(await ownerProjects()).toEqual([]);
  });
});
