import os from 'node:os';
import { apiPaths, type Project } from '@portfolio/contract';
import { type FakeRepo, fakeForge, fakeRepo } from '../../apps/server/src/test/fake-forge.js';
import {
  deferred,
  type FakeUpstream,
  startFakeUpstream,
  type UpstreamAnswer,
} from '../../apps/server/src/test/fake-upstream.js';
import { call, login } from '../../e2e/fixtures/api.js';
import { type RunningServer, startServer } from '../../e2e/fixtures/server.js';
import { CONNECTIONS, type LoadResult, load, type Target, VISITOR } from './load.js';
import { machine } from './machine.js';
import { table, writeReportSection } from './report.js';
import { median } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** What a forge call may take before the server gives it up (FORGE_CALL_TIMEOUT_MS, forge-fetch.ts). */
const FORGE_CALL_S = 8;

/**
 * GitHub accounts with one repository each. A refresh gives up an account after its first call
 * fails (the rest of its links wait for the next run), so on a stalled forge a refresh lasts one
 * call's timeout per account: enough of them that it outlasts both stalled loads of a round.
 */
const ACCOUNTS = Math.ceil((2 * SECONDS) / FORGE_CALL_S) + 2;

/** How long the first refresh after a start, or the next after one ended, may take to come. */
const REFRESH_WAIT_MS = 3 * 60_000;

/** A refresh's call of one repository on GitHub's REST API. */
const REPOSITORY_CALL = /^\/repos\/[^/]+\/[^/]+$/;

/**
 * The fake GitHub stalled: it takes every connection and never answers (until `release`, which
 * brings the normal answers back). It counts the refresh's calls it holds: the refresh asks the
 * accounts one after the other, so while it has not asked all of them it is still running.
 */
function stall(fake: FakeUpstream, answering: FakeUpstream['answer']) {
  const held = deferred<UpstreamAnswer>();
  let calls = 0;
  fake.answer = (request) => {
    if (REPOSITORY_CALL.test(request.path)) calls++;
    return held.promise;
  };
  return {
    async refreshStarted(): Promise<void> {
      const deadline = Date.now() + REFRESH_WAIT_MS;
      while (calls === 0) {
        if (Date.now() > deadline) throw new Error('No refresh came to the stalled forge');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    refreshRunning: () => calls > 0 && calls < ACCOUNTS,
    release() {
      fake.answer = answering;
      held.resolve({ status: 503, body: { message: 'Service Unavailable' } });
    },
  };
}

/** The owner adds each account, imports its repository, and shows the projects once imaged. */
async function linkProjects(server: RunningServer, repos: readonly FakeRepo[]): Promise<void> {
  const token = await login(server.publicUrl);
  const asOwner = async <T>(method: string, url: string, body?: object) => {
    const answer = await call<T>(server.publicUrl, token, method, url, body);
    if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status}`);
    return answer.body;
  };
  for (const repo of repos) {
    const account = await asOwner<{ _id: string }>('POST', apiPaths.forges.accounts, {
      forge: 'github',
      username: repo.owner,
    });
    await asOwner('POST', apiPaths.forges.import(account._id), {
      repositories: [`${repo.owner}/${repo.name}`],
    });
  }
  // Imported projects stay hidden until their image (a card drawn after the import) is there.
  const deadline = Date.now() + 60_000;
  let projects = await asOwner<Project[]>('POST', apiPaths.projects.list);
  while (projects.some((project) => project.project_image === '')) {
    if (Date.now() > deadline) throw new Error('The imported projects got no image');
    await new Promise((resolve) => setTimeout(resolve, 200));
    projects = await asOwner<Project[]>('POST', apiPaths.projects.list);
  }
  for (const project of projects) await asOwner('PATCH', apiPaths.projects.status(project._id));
}

/** Repositories of one account, linked and refreshed in the second part (issue 33's 100). */
const UNCHANGED_REPOSITORIES = 100;

/** A refresh's call of one repository, as the fake saw and answered it. */
interface RepositoryCall {
  at: number;
  conditional: boolean;
  status: number;
}

/**
 * A scheduled refresh of 100 linked repositories none of which changed (issue 33: 100 conditional
 * requests, none counted against the rate limit, under 5 s against the fake): one account imports
 * them all, the server refreshes every minute, and the fake notes each repository call. The first
 * refresh after the import takes the ETags; the second is measured, from its first call to its
 * last answer.
 */
async function timeUnchangedRefresh(): Promise<{ calls: RepositoryCall[]; ms: number }> {
  const repos = Array.from({ length: UNCHANGED_REPOSITORIES }, (_, i) =>
    fakeRepo(i + 1, `lib-${i + 1}`, { owner: 'dev-many' }),
  );
  const fake = await startFakeUpstream();
  const answering = fakeForge(fake, 'github', repos, UNCHANGED_REPOSITORIES);
  const calls: RepositoryCall[] = [];
  fake.answer = async (request) => {
    const answer = await answering(request);
    if (REPOSITORY_CALL.test(request.path)) {
      calls.push({
        at: performance.now(),
        conditional: typeof request.headers['if-none-match'] === 'string',
        status: answer.status,
      });
    }
    return answer;
  };
  const server = await startServer({
    GITHUB_API_URL: fake.url,
    ALLOW_PRIVATE_UPSTREAMS: '1',
    FORGE_REFRESH_MINUTES: '1',
  });
  try {
    const token = await login(server.publicUrl);
    const account = await call<{ _id: string }>(
      server.publicUrl,
      token,
      'POST',
      apiPaths.forges.accounts,
      {
        forge: 'github',
        username: 'dev-many',
      },
    );
    const imported = await call(
      server.publicUrl,
      token,
      'POST',
      apiPaths.forges.import(account.body._id),
      {
        repositories: repos.map((repo) => `${repo.owner}/${repo.name}`),
      },
    );
    if (imported.status !== 200) throw new Error(`The import answered ${imported.status}`);
    const deadline = Date.now() + 2 * REFRESH_WAIT_MS;
    while (calls.length < 2 * UNCHANGED_REPOSITORIES) {
      if (Date.now() > deadline) throw new Error(`Only ${calls.length} repository calls came`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const second = calls.slice(UNCHANGED_REPOSITORIES, 2 * UNCHANGED_REPOSITORIES);
    const first = second[0]?.at ?? 0;
    return { calls: second, ms: (second.at(-1)?.at ?? first) - first };
  } finally {
    await server.stop();
    await fake.close();
  }
}

/**
 * `npm run bench:forges` (issue 33: public pages never wait for a forge): on the production build,
 * projects linked to repositories of a fake GitHub on loopback (GITHUB_API_URL, the REST shapes of
 * the server's tests), refreshed every minute. In turns, GET / and GET /projects with the fake
 * answering as GitHub does, then the same while it is stalled (it takes connections and never
 * answers) and a background refresh is held on it. Then, on a server of its own, the second
 * refresh of 100 unchanged repositories (timeUnchangedRefresh). Writes the figures to
 * docs/performance.md.
 */
async function main() {
  const [loadAverage = 0] = os.loadavg();
  const repos = Array.from({ length: ACCOUNTS }, (_, i) =>
    fakeRepo(i + 1, `tool-${i + 1}`, { owner: `dev-${i + 1}`, stars: 100 * (i + 1) }),
  );
  const fake = await startFakeUpstream();
  const answering = fakeForge(fake, 'github', repos, 50);
  fake.answer = answering;
  const server = await startServer({
    API_RATE_LIMIT: '1000000000',
    PAGE_RATE_LIMIT: '1000000000',
    GITHUB_API_URL: fake.url,
    ALLOW_PRIVATE_UPSTREAMS: '1',
    FORGE_REFRESH_MINUTES: '1',
  });
  try {
    await linkProjects(server, repos);
    const base = server.publicUrl.replace('localhost', '127.0.0.1');
    const targets: Target[] = [
      { name: 'GET / (rendered home page)', url: `${base}/`, headers: VISITOR },
      {
        name: 'GET /projects (the linked projects with their stars)',
        url: `${base}/projects`,
        headers: VISITOR,
      },
    ];
    let tool = '';
    for (const target of targets) tool = (await load(target)).tool;
    const answered = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
    const stalled = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
    let heldThroughout = true;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) answered.get(target.name)?.push(await load(target));
      const stalledForge = stall(fake, answering);
      try {
        await stalledForge.refreshStarted();
        for (const target of targets) {
          const result = await load(target);
          stalled.get(target.name)?.push(result);
          heldThroughout &&= stalledForge.refreshRunning();
          console.warn(
            `round ${round} ${target.name}: ${answered.get(target.name)?.at(-1)?.requestsPerSecond.toFixed(0)} req/s answered, ${result.requestsPerSecond.toFixed(0)} req/s stalled (refresh held: ${stalledForge.refreshRunning()})`,
          );
        }
      } finally {
        stalledForge.release();
      }
    }
    const unchanged = await timeUnchangedRefresh();
    const figures = targets.map((target) => {
      const of = (runs: Map<string, LoadResult[]>) => runs.get(target.name) ?? [];
      const rps = (runs: Map<string, LoadResult[]>) =>
        median(of(runs).map((r) => r.requestsPerSecond));
      const p99 = (runs: Map<string, LoadResult[]>) => median(of(runs).map((r) => r.p99Ms));
      const errors = [...of(answered), ...of(stalled)].reduce((sum, r) => sum + r.errors, 0);
      return {
        name: target.name,
        answered: { rps: rps(answered), p99: p99(answered) },
        stalled: { rps: rps(stalled), p99: p99(stalled) },
        errors,
      };
    });
    const summary = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with \`npm run bench:forges\``,
      `(the production build; ${ACCOUNTS} projects linked to repositories of a fake GitHub on loopback,`,
      `shown, refreshed every minute; ${tool}, ${CONNECTIONS} connections, ${SECONDS} s per run after a`,
      `warm-up run, ${ROUNDS === 1 ? '1 round' : `${ROUNDS} rounds`}, each taking turns between the fake`,
      'answering as GitHub does and the fake stalled (taking connections, never answering) while a',
      "refresh waits on it, medians shown; the machine's load average before the run:",
      `${loadAverage.toFixed(1)}). Then a server of its own with one account of ${UNCHANGED_REPOSITORIES} imported`,
      'repositories, refreshed every minute: its second refresh, nothing having changed.',
      '',
      table(
        ['What', 'Forge answering', 'Forge stalled', 'Errors'],
        figures.map((f) => [
          f.name,
          `${f.answered.rps.toFixed(0)} req/s, p99 ${f.answered.p99.toFixed(2)} ms`,
          `${f.stalled.rps.toFixed(0)} req/s, p99 ${f.stalled.p99.toFixed(2)} ms`,
          f.errors,
        ]),
      ),
      '',
      table(
        ['Figure', 'Measured', 'Target'],
        [
          ...figures.map((f) => [
            `${f.name.split(' (')[0]} with the forge stalled against answering`,
            `${((100 * f.stalled.rps) / f.answered.rps).toFixed(0)}%`,
            'the same (≥ 95%)',
          ]),
          [
            'A refresh held on the stalled forge through every stalled run',
            heldThroughout ? 'yes' : 'no',
            'yes',
          ],
          [
            `A refresh of ${UNCHANGED_REPOSITORIES} linked repositories, none changed: conditional requests, 304 answers`,
            `${unchanged.calls.filter((c) => c.conditional).length} of ${unchanged.calls.length}, ${unchanged.calls.filter((c) => c.status === 304).length}`,
            `${UNCHANGED_REPOSITORIES}, ${UNCHANGED_REPOSITORIES} (none counted against the rate limit)`,
          ],
          ['Its time, first call to last answer', `${(unchanged.ms / 1000).toFixed(2)} s`, '< 5 s'],
        ],
      ),
    ].join('\n');
    console.warn(`\n${summary}`);
    writeReportSection('forges', summary);
  } finally {
    await server.stop();
    await fake.close();
  }
}

await main();
