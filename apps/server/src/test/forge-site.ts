import { apiPaths, type ForgeAccount } from '@portfolio/contract';
import { createTestContext, expectStatus, type TestContext } from './app.js';
import type { FakeRepo, Forge } from './fake-forge.js';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { captureLogs } from './logs.js';

/** A test app whose forges are one fake on loopback (GitHub's API URL, the others' base URL). */
export interface ForgeSite {
  ctx: TestContext;
  fake: FakeUpstream;
  /** The logged-in owner's. */
  token: string;
  logs: ReturnType<typeof captureLogs>;
  /** The owner adds jane's account on `forge` (the fake), with `forgeToken` when given. */
  addAccount(forge: Forge, forgeToken?: string): Promise<ForgeAccount>;
  /** The owner imports every one of `repos` from `account` as projects: answered before their images. */
  importRepos(account: ForgeAccount, repos: readonly FakeRepo[]): Promise<void>;
  close(): Promise<void>;
}

/** Starts the fake and the app (`env` besides GitHub's address and loopback allowed), logged in. */
export async function startForgeSite(env: Record<string, string> = {}): Promise<ForgeSite> {
  const fake = await startFakeUpstream();
  const logs = captureLogs();
  const ctx = await createTestContext(
    { GITHUB_API_URL: fake.url, ALLOW_PRIVATE_UPSTREAMS: '1', ...env },
    { logger: logs.logger },
  );
  const token = await ctx.login();
  return {
    ctx,
    fake,
    token,
    logs,
    async addAccount(forge, forgeToken) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: apiPaths.forges.accounts,
        headers: ctx.auth(token),
        payload: {
          forge,
          username: 'jane',
          ...(forgeToken ? { token: forgeToken } : {}),
          ...(forge === 'github' ? {} : { baseUrl: fake.url }),
        },
      });
      expectStatus(res, 200);
      return res.json<ForgeAccount>();
    },
    async importRepos(account, repos) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: apiPaths.forges.import(account._id),
        headers: ctx.auth(token),
        payload: { repositories: repos.map((r) => `${r.owner}/${r.name}`) },
      });
      expectStatus(res, 200);
    },
    async close() {
      await ctx.close();
      await fake.close();
    },
  };
}
