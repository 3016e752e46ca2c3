import { apiPaths, type ForgeAccount, type Project } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, type TestContext } from '../../test/app.js';
import { type FakeRepo, type Forge, fakeForge, fakeRepo } from '../../test/fake-forge.js';
import { deferred, type FakeUpstream } from '../../test/fake-upstream.js';
import { type ForgeSite, startForgeSite } from '../../test/forge-site.js';
import { createForgeRefresh } from './forge-refresh.js';

let site: ForgeSite;
let ctx: TestContext;
let fake: FakeUpstream;
let token: string;
let repos: FakeRepo[];

const TOKEN = 'ghp_secret-good-token';

async function importAll(forge: Forge): Promise<ForgeAccount> {
  fake.answer = fakeForge(fake, forge, repos, 50);
  const account = await site.addAccount(forge, TOKEN);
  // The imported projects' images (forge-image.test.ts) are never made here: stopped once the
  // import had answered, the three being drawn still were, and cost the image process 19 s of CPU.
  await ctx.app.deps.forgeImages.stop();
  await site.importRepos(account, repos);
  fake.requests.length = 0;
  return account;
}

/** The app's refresh; with `callTimeoutMs`, its forge calls are cut that soon (FORGE_CALL_TIMEOUT_MS). */
const refresher = (callTimeoutMs?: number) => {
  const { deps } = ctx.app;
  const forges = { ...deps.config.forges, ...(callTimeoutMs ? { callTimeoutMs } : {}) };
  return createForgeRefresh({ ...deps, config: { ...deps.config, forges } }, site.logs.logger);
};
const ownerProjects = async () =>
  (
    await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list, headers: ctx.auth(token) })
  ).json<Project[]>();
const repoCalls = () => fake.requests.filter((r) => /\/(repos|projects)\/[^/]+/.test(r.path));

beforeEach(async () => {
  site = await startForgeSite({ FORGE_TOKEN_KEY: Buffer.alloc(32, 3).toString('base64') });
  ({ ctx, fake, token } = site);
  repos = [fakeRepo(1, 'alpha'), fakeRepo(2, 'beta'), fakeRepo(3, 'gamma')];
});
afterEach(() => site.close());

describe.each(['github', 'gitlab', 'forgejo'] as const)('a refresh on %s', (forge) => {
  it('asks each repository once, then conditionally: unchanged ones cost a 304', async () => {
    await importAll(forge);
    const first = await refresher().runOnce();
    expect(first).toMatchObject({ checked: 3, deferred: 0 });
    expect(repoCalls()).toHaveLength(3);
    expect(repoCalls().every((r) => r.headers['if-none-match'] === undefined)).toBe(true);

    fake.requests.length = 0;
    const second = await refresher().runOnce();
    expect(second).toMatchObject({ checked: 3, unchanged: 3, changed: 0 });
    expect(repoCalls()).toHaveLength(3);
    expect(repoCalls().every((r) => typeof r.headers['if-none-match'] === 'string')).toBe(true);
  });

  it("writes the new numbers and never the owner's title or description", async () => {
    await importAll(forge);
    await refresher().runOnce();
    const [alpha] = await ownerProjects();
    await ctx.db
      .updateTable('projects')
      .set({ title: 'My Alpha', description: 'In my own words' })
      .where('id', '=', alpha?._id ?? '')
      .execute();
    const before = await ctx.app.deps.contentVersion.read();
    const first = repos[0] as FakeRepo;
    first.stars = 99;
    first.version = 2;
    first.description = 'Changed upstream';
    const report = await refresher().runOnce();
    expect(report).toMatchObject({ checked: 3, changed: 1, unchanged: 2 });
    const [after] = await ownerProjects();
    expect(after).toMatchObject({
      title: 'My Alpha',
      description: 'In my own words',
      repository: { stars: 99, pushedAt: '2026-11-02T12:00:00Z' },
    });
    expect(await ctx.app.deps.contentVersion.read()).toBeGreaterThan(before);
  });
});

describe("GitLab's languages, a call of their own", () => {
  const languageCalls = () => fake.requests.filter((r) => r.path.endsWith('/languages'));
  const languages = async () => (await ownerProjects()).map((p) => p.repository?.language);

  it('are asked on import, then only when the last activity moved', async () => {
    repos[2] = { ...(repos[2] as FakeRepo), language: null };
    await importAll('gitlab');
    expect(await languages()).toEqual(['Rust', 'Rust', '']);

    // Nothing moved: the known language is kept, and only the repository without one is asked.
    await refresher().runOnce();
    expect(languageCalls().map((r) => r.path)).toEqual(['/api/v4/projects/3/languages']);

    // Stars alone changed: a new answer, the same last activity, no call for the language (the
    // others answer 304, which asks nothing more).
    const [alpha, beta] = repos as [FakeRepo, FakeRepo];
    alpha.stars = 50;
    fake.requests.length = 0;
    expect(await refresher().runOnce()).toMatchObject({ changed: 1, unchanged: 2 });
    expect(languageCalls()).toHaveLength(0);

    // Pushed to, in another language: asked, and the project shows it.
    beta.version = 2;
    beta.language = 'Go';
    fake.requests.length = 0;
    expect(await refresher().runOnce()).toMatchObject({ changed: 1 });
    expect(languageCalls().map((r) => r.path)).toEqual(['/api/v4/projects/2/languages']);
    expect(await languages()).toEqual(['Rust', 'Go', '']);
  });

  it("are asked again when the owner pulls a project's texts and none is known", async () => {
    await importAll('gitlab');
    const [alpha] = await ownerProjects();
    await ctx.db
      .updateTable('project_repositories')
      .set({ language: '' })
      .where('project_id', '=', alpha?._id ?? '')
      .execute();
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.forges.pull(alpha?._id ?? ''),
      headers: ctx.auth(token),
    });
    expectStatus(res, 200);
    expect(res.json<Project>().repository?.language).toBe('Rust');
    expect(languageCalls().map((r) => r.path)).toEqual(['/api/v4/projects/1/languages']);
  });
});

describe("pulling a project's texts again", () => {
  it('takes the title and description from the repository only when the owner asks', async () => {
    await importAll('github');
    const [alpha] = await ownerProjects();
    const id = alpha?._id ?? '';
    await ctx.db
      .updateTable('projects')
      .set({ title: 'My Alpha', description: 'In my own words', tags: 'mine' })
      .where('id', '=', id)
      .execute();
    const first = repos[0] as FakeRepo;
    first.name = 'alpha-2';
    first.formerNames = ['jane/alpha'];
    first.description = 'Said upstream';
    first.stars = 5;
    await refresher().runOnce();
    expect((await ownerProjects())[0]).toMatchObject({
      title: 'My Alpha',
      description: 'In my own words',
    });

    const pull = () =>
      ctx.app.inject({ method: 'POST', url: apiPaths.forges.pull(id), headers: ctx.auth(token) });
    const res = await pull();
    expectStatus(res, 200);
    expect(res.json<Project>()).toMatchObject({
      title: 'alpha-2',
      description: 'Said upstream',
      tags: ['mine'],
      repository: { stars: 5, url: `${fake.url}/jane/alpha-2` },
    });
    const [notification] = await ctx.db
      .selectFrom('notifications')
      .select('message')
      .orderBy('id', 'desc')
      .execute();
    expect(notification?.message).toBe('Project "alpha-2" pulled again from its repository');

    repos.splice(0, 1);
    expectStatus(await pull(), 404);
    const unlinked = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.forges.pull('a'.repeat(24)),
      headers: ctx.auth(token),
    });
    expectStatus(unlinked, 404);
  });
});

describe('a refresh meeting what forges do', () => {
  it('follows a renamed repository and marks a deleted one, keeping both projects', async () => {
    await importAll('github');
    const [alpha, beta] = repos as [FakeRepo, FakeRepo];
    alpha.formerNames = ['jane/alpha'];
    alpha.name = 'alpha-renamed';
    repos.splice(1, 1);
    const report = await refresher().runOnce();
    expect(report).toMatchObject({ checked: 3, gone: 1 });
    expect(beta.name).toBe('beta');
    const projects = await ownerProjects();
    expect(projects.map((p) => p.title)).toEqual(['alpha', 'beta', 'gamma']);
    expect(projects[0]?.repository).toMatchObject({
      url: `${fake.url}/jane/alpha-renamed`,
      state: 'ok',
    });
    expect(projects[1]?.repository?.state).toBe('gone');
    const [row] = await ctx.db
      .selectFrom('project_repositories')
      .select('full_name')
      .where('project_id', '=', projects[0]?._id ?? '')
      .execute();
    expect(row?.full_name).toBe('jane/alpha-renamed');
  });

  it('stops at a rate limit and asks nothing of the account until its reset', async () => {
    await importAll('github');
    const reset = Math.floor(ctx.clock.now.getTime() / 1000) + 600;
    fake.answer = () => ({
      status: 403,
      body: { message: 'API rate limit exceeded' },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
    });
    expect(await refresher().runOnce()).toMatchObject({ checked: 1, deferred: 3 });
    expect(repoCalls()).toHaveLength(1);
    fake.requests.length = 0;
    expect(await refresher().runOnce()).toMatchObject({ checked: 0, deferred: 3 });
    expect(fake.requests).toHaveLength(0);
    fake.answer = fakeForge(fake, 'github', repos);
    ctx.clock.advance(601_000);
    expect(await refresher().runOnce()).toMatchObject({ checked: 3, deferred: 0 });
  });

  it.each([
    ['github', 200, 'x-ratelimit'],
    ['github', 304, 'x-ratelimit'],
    ['gitlab', 200, 'ratelimit'],
    ['forgejo', 200, 'x-ratelimit'],
  ] as const)(
    'on %s, stops after a %s that says no call is left, and asks nothing until its reset',
    async (forge, status, prefix) => {
      await importAll(forge);
      if (status === 304) {
        await refresher().runOnce();
        fake.requests.length = 0;
      }
      const reset = Math.floor(ctx.clock.now.getTime() / 1000) + 900;
      const inner = fakeForge(fake, forge, repos, 50);
      fake.answer = async (request) => {
        const answer = await inner(request);
        // The second repository's answer is the window's last call.
        const last = repoCalls().length === 2;
        const remaining = last ? '0' : '10';
        return {
          ...answer,
          headers: {
            ...answer.headers,
            [`${prefix}-remaining`]: remaining,
            [`${prefix}-reset`]: String(reset),
          },
        };
      };
      const report = await refresher().runOnce();
      expect(report).toMatchObject({ checked: 2, deferred: 1 });
      expect(repoCalls()).toHaveLength(2);
      expect(repoCalls()[1]?.headers['if-none-match'] !== undefined).toBe(status === 304);
      const [account] = await ctx.db.selectFrom('forge_accounts').select('paused_until').execute();
      expect(account?.paused_until?.getTime()).toBe(reset * 1000);

      fake.requests.length = 0;
      expect(await refresher().runOnce()).toMatchObject({ checked: 0, deferred: 3 });
      expect(fake.requests).toHaveLength(0);
      ctx.clock.advance(901_000);
      fake.answer = inner;
      expect(await refresher().runOnce()).toMatchObject({ checked: 3, deferred: 0 });
      expect(repoCalls()).toHaveLength(3);
    },
  );

  // A forge that never answers is cut at the call's timeout: 300 ms here, 8 s by default.
  it.each([
    ['a server error', { status: 500, body: { message: 'oops' } }, undefined],
    ['malformed JSON', { status: 200, raw: '{"full_name":' }, undefined],
    ['a slow answer', { status: 200, body: {}, stalls: true }, 300],
  ])(
    'leaves the numbers as they were after %s, and logs it without the token',
    async (_, answer, callTimeoutMs) => {
      await importAll('github');
      fake.answer = () => answer;
      const report = await refresher(callTimeoutMs).runOnce();
      expect(report).toMatchObject({ checked: 1, changed: 0, deferred: 3 });
      expect((await ownerProjects())[0]?.repository?.stars).toBe(1);
      expect(site.logs.warnings().map((w) => w.msg)).toContain(
        'forges: a refresh call failed; its account waits for the next run',
      );
      // The token went to the forge with the call, and into no log line.
      const sent = repoCalls()[0]?.headers;
      expect(sent?.authorization ?? sent?.['private-token']).toBe(`token ${TOKEN}`);
      expect(JSON.stringify(site.logs.lines)).not.toContain('good-token');
    },
  );

  it('never keeps a visitor waiting: the public list answers while the forge stalls', async () => {
    await importAll('github');
    const stalled = deferred();
    fake.answer = async () => {
      await stalled.promise;
      return { status: 500, body: {} };
    };
    const refresh = refresher().runOnce();
    await expect.poll(() => fake.requests.length).toBe(1);
    // The forge answers only once the list has: a list that waited for it would never answer.
    expectStatus(await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list }), 200);
    stalled.resolve();
    await refresh;
  });

  it('runs on one instance at a time', async () => {
    await importAll('github');
    const held = deferred();
    const inner = fakeForge(fake, 'github', repos);
    fake.answer = async (request) => {
      await held.promise;
      return inner(request);
    };
    const one = refresher().runOnce();
    await expect.poll(() => fake.requests.length).toBe(1);
    const other = await refresher().runOnce();
    expect(other.skipped).toBe(true);
    held.resolve();
    expect(await one).toMatchObject({ skipped: false, checked: 3 });
    expect(repoCalls()).toHaveLength(3);
  });

  // Its time against the fake is a benchmark row (`npm run bench:forges`), not a timed assertion.
  it('checks 100 unchanged repositories in 100 conditional requests, all answered 304', async () => {
    repos = Array.from({ length: 100 }, (_, i) => fakeRepo(i + 1, `repo-${i + 1}`));
    await importAll('github');
    await refresher().runOnce();
    fake.requests.length = 0;
    const report = await refresher().runOnce();
    expect(report).toMatchObject({ checked: 100, unchanged: 100 });
    expect(repoCalls()).toHaveLength(100);
    expect(repoCalls().every((r) => typeof r.headers['if-none-match'] === 'string')).toBe(true);
  }, 30_000);
});
