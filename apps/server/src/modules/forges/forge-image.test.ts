import { apiPaths, LIMITS } from '@portfolio/contract';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, type TestContext } from '../../test/app.js';
import { type FakeRepo, type Forge, fakeForge, fakeRepo } from '../../test/fake-forge.js';
import { deferred, type FakeUpstream, type UpstreamAnswer } from '../../test/fake-upstream.js';
import { type ForgeSite, startForgeSite } from '../../test/forge-site.js';

// An imported repository's image: its own picture where the forge has one (GitLab's and
// Forgejo's avatar), through the image pipeline; otherwise, or when the picture cannot be taken,
// a card drawn in the site's theme (1200×630, as the social images). Either way the import works.

let site: ForgeSite;
let ctx: TestContext;
let fake: FakeUpstream;
let token: string;

const TOKEN = 'glpat-secret-good-token';

const repo = (id: number, name: string, picture?: UpstreamAnswer): FakeRepo =>
  fakeRepo(id, name, picture ? { picture } : {});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/** The app and its fake forge, with `env` besides the token key. */
async function startSite(env: Record<string, string> = {}) {
  site = await startForgeSite({ FORGE_TOKEN_KEY: Buffer.alloc(32, 5).toString('base64'), ...env });
  ({ ctx, fake, token } = site);
}

beforeEach(() => startSite());
afterEach(() => site.close());

/** Adds the account and imports every repository of the fake forge, answering before the images. */
async function importOnly(
  forge: Forge,
  repos: FakeRepo[],
  answer: FakeUpstream['answer'] = fakeForge(fake, forge, repos, 50),
) {
  fake.answer = answer;
  await site.importRepos(await site.addAccount(forge, TOKEN), repos);
}

/** Imports every repository of the fake forge; answers the stored size of each project's image. */
async function importAll(forge: Forge, repos: FakeRepo[]) {
  await importOnly(forge, repos);
  // The import answered; its images are made after.
  await ctx.app.deps.forgeImages.idle();
  const rows = await ctx.db
    .selectFrom('projects')
    .leftJoin('media_files', 'media_files.media_id', 'projects.image_id')
    .select(['projects.title', 'projects.is_active', 'media_files.width', 'media_files.height'])
    .execute();
  const widest = new Map<string, { width: number; height: number } | null>();
  for (const row of rows) {
    const known = widest.get(row.title);
    expect(row.is_active).toBe(false);
    if (row.width === null || row.height === null) widest.set(row.title, null);
    else if (!known || row.width > known.width) {
      widest.set(row.title, { width: row.width, height: row.height });
    }
  }
  return widest;
}

const CARD = { width: 1200, height: 630 };
/**
 * Every test here draws a card in the image process: seconds when the process starts cold, as for
 * the first test a worker runs here (40 s once on a loaded machine). The time a test may take
 * follows that work.
 */
const CARD_TIME = { timeout: 120_000 };
const pictureCalls = () => fake.requests.filter((r) => r.path.startsWith('/pictures/'));

describe.each(['gitlab', 'forgejo'] as const)('an import from %s', CARD_TIME, (forge) => {
  it("takes a repository's own picture once, and draws a card for one without", async () => {
    const picture = await png(320, 240);
    const images = await importAll(forge, [
      repo(1, 'alpha', { status: 200, raw: picture, headers: { 'content-type': 'image/png' } }),
      repo(2, 'beta'),
    ]);
    expect(images.get('alpha')).toEqual({ width: 320, height: 240 });
    expect(images.get('beta')).toEqual(CARD);
    expect(pictureCalls()).toHaveLength(1);
    // The token goes to the forge's API, never with a picture.
    const sent = pictureCalls()[0]?.headers;
    expect(sent?.authorization ?? sent?.['private-token']).toBeUndefined();
  });
});

// A picture that never comes is cut at a forge call's timeout: 1 s on a site of its own here (its
// account and import calls to the fake on loopback go under it too), 8 s by default
// (FORGE_CALL_TIMEOUT_MS).
describe(
  'a picture that cannot be taken: the card instead, and the import works',
  CARD_TIME,
  () => {
    it.each<[string, () => Promise<UpstreamAnswer>, Record<string, string>?]>([
      ['refused', async () => ({ status: 403, body: { message: 'Forbidden' } })],
      [
        'not an image',
        async () => ({
          status: 200,
          raw: '<html><body>Sign in</body></html>',
          headers: { 'content-type': 'text/html' },
        }),
      ],
      [
        'said to be larger than an upload may be',
        async () => ({
          status: 200,
          raw: await png(64, 64),
          headers: {
            'content-type': 'image/png',
            'content-length': String(LIMITS.uploadMaxBytes + 1),
          },
        }),
      ],
      [
        'larger than an upload may be, as it comes',
        async () => ({
          status: 200,
          raw: Buffer.concat([await png(64, 64), Buffer.alloc(LIMITS.uploadMaxBytes)]),
          headers: { 'content-type': 'image/png' },
        }),
      ],
      [
        'slower than a forge call may be',
        async () => ({ status: 200, raw: await png(64, 64), stalls: true }),
        { FORGE_CALL_TIMEOUT_MS: '1000' },
      ],
      [
        'markup dressed as an image',
        async () => ({
          status: 200,
          raw: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          headers: { 'content-type': 'image/svg+xml' },
        }),
      ],
    ])('%s', async (_, answer, env) => {
      if (env) {
        await site.close();
        await startSite(env);
      }
      const images = await importAll('gitlab', [repo(1, 'alpha', await answer())]);
      expect(images.get('alpha')).toEqual(CARD);
      expect(pictureCalls()).toHaveLength(1);
      expect(site.logs.warnings().map((w) => w.msg)).toContain(
        "forges: a repository's picture was not taken; a card is drawn instead",
      );
    });
  },
);

describe('an import from GitHub', CARD_TIME, () => {
  it('draws a card for each repository: its REST answer names no picture', async () => {
    const images = await importAll('github', [repo(1, 'alpha'), repo(2, 'beta')]);
    expect([...images.values()]).toEqual([CARD, CARD]);
    expect(pictureCalls()).toHaveLength(0);
  });
});

describe('the images made after the import answered', CARD_TIME, () => {
  it('never hold the import, and go with a project the owner deleted meanwhile', async () => {
    const held = deferred();
    const picture = await png(320, 240);
    const repos = [
      repo(1, 'alpha'),
      repo(2, 'beta'),
      repo(3, 'gamma', { status: 200, raw: picture }),
    ];
    const forge = fakeForge(fake, 'gitlab', repos, 50);
    await importOnly('gitlab', repos, async (request) => {
      if (request.path.startsWith('/pictures/')) await held.promise;
      return forge(request);
    });
    // The import answered while the forge still holds the picture: gamma has no image yet.
    await expect.poll(() => pictureCalls().length).toBe(1);
    const [gamma] = await ctx.db
      .selectFrom('projects')
      .select(['id', 'image_id'])
      .where('title', '=', 'gamma')
      .execute();
    expect(gamma?.image_id).toBeNull();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: apiPaths.projects.delete(gamma?.id ?? ''),
      headers: ctx.auth(token),
    });
    expectStatus(removed, 200);
    held.resolve();
    await ctx.app.deps.forgeImages.idle();
    // alpha's and beta's cards stay; gamma's picture, made for nobody, left no row and no file.
    const media = await ctx.db.selectFrom('media').select('id').execute();
    const images = await ctx.db.selectFrom('projects').select('image_id').execute();
    expect(media.map((m) => m.id).toSorted()).toEqual(images.map((p) => p.image_id).toSorted());
    const files: string[] = [];
    for await (const file of ctx.storage.list('images/')) files.push(file.key);
    const rows = await ctx.db.selectFrom('media_files').select('key').execute();
    expect(files.toSorted()).toEqual(rows.map((r) => r.key).toSorted());
  });
});
