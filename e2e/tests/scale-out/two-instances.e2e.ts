import {
  apiPaths,
  BLOG_FEED_PATH,
  BLOG_PATH,
  presetChoice,
  THEME_PRESETS,
} from '@portfolio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../../fixtures/browser.js';
import { type SharedBackends, sharedBackends, stopS3 } from '../../fixtures/scale-out.js';
import { type RunningServer, startServer } from '../../fixtures/server.js';
import {
  addProject,
  addQuote,
  call,
  editProject,
  login,
  mediaBytes,
  ok,
  type ProjectAnswer,
  publicLists,
} from '../../fixtures/site-client.js';

// Two built servers on one PostgreSQL database and one bucket, as behind a load balancer.
let shared: SharedBackends;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  shared = await sharedBackends();
  // Both start at the same moment on the empty database: migrations, owner, sweep all race.
  const started = await Promise.allSettled([
    startServer({ ...shared.env, LOG_LEVEL: 'info' }),
    startServer({ ...shared.env, LOG_LEVEL: 'info' }),
  ]);
  const [first, second] = started.map((result) =>
    result.status === 'fulfilled' ? result.value : undefined,
  );
  if (first) a = first;
  if (second) b = second;
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
});

afterAll(async () => {
  for (const server of [a, b]) if (server) expect(await server.stop()).toBe(0);
  await shared?.close();
  await stopS3();
});

/** The public Projects page, as a visitor's browser asks for it. */
async function projectsPage(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.publicUrl}/projects`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The blog page, as a reader without script gets it. */
async function blogPage(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.publicUrl}${BLOG_PATH}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The blog's feed. */
async function feed(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.publicUrl}${BLOG_FEED_PATH}`);
  expect(res.status).toBe(200);
  return res.text();
}

const titles = (list: unknown) => (list as { title: string }[]).map((p) => p.title);

describe('two instances on one database and one bucket', () => {
  it('both came up, and the database was migrated once', async () => {
    const logged = [a, b].flatMap((server) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"migrated"'))
        .map((line) => (JSON.parse(line) as { migration: string }).migration),
    );
    const applied = await shared.postgres.query<{ name: string }>(
      'select name from kysely_migration order by name',
    );
    expect(applied.length).toBeGreaterThan(0);
    expect(logged.sort()).toEqual(applied.map((row) => row.name));
    const users = await shared.postgres.query<{ count: string }>('select count(*) from users');
    expect(users[0]?.count).toBe('1');
    expect((await fetch(`${a.publicUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${b.publicUrl}/healthz`)).status).toBe(200);
  });

  it('shows a change made through A on the next request to B: lists, page and media', async () => {
    const token = await login(a.publicUrl);
    // B has answered these before the change, so anything it kept in memory is now stale.
    expect(titles((await publicLists(b.publicUrl))[apiPaths.projects.list])).toEqual([]);
    expect(await projectsPage(b)).not.toContain('Brand written on A');

    const project = await addProject(a.publicUrl, token, 'Written on A');
    await addQuote(a.publicUrl, token, 'Quoted through instance A');
    const profile = await ok<Record<string, unknown>>(call(a.publicUrl, 'GET', apiPaths.profile));
    await ok(
      call(a.publicUrl, 'PUT', apiPaths.profile, {
        token,
        json: { ...profile, brandTitle: 'Brand written on A' },
      }),
    );
    const listsOnB = await publicLists(b.publicUrl);
    expect(titles(listsOnB[apiPaths.projects.list])).toEqual(['Written on A']);
    expect(JSON.stringify(listsOnB[apiPaths.quotes.list])).toContain('Quoted through instance A');
    expect(listsOnB).toEqual(await publicLists(a.publicUrl));
    // The page carries what the site's data says: B renders what A does.
    expect(await projectsPage(b)).toContain('Brand written on A');
    expect(await projectsPage(b)).toEqual(await projectsPage(a));
    expect(await mediaBytes(b.publicUrl, project.project_image)).toEqual(
      await mediaBytes(a.publicUrl, project.project_image),
    );

    const edited = await editProject(a.publicUrl, token, project._id, 'Edited on A');
    expect(titles((await publicLists(b.publicUrl))[apiPaths.projects.list])).toEqual([
      'Edited on A',
    ]);
    expect(await projectsPage(b)).toEqual(await projectsPage(a));
    expect((await fetch(b.publicUrl + new URL(project.project_image).pathname)).status).toBe(404);
    expect((await mediaBytes(b.publicUrl, edited.project_image)).length).toBeGreaterThan(0);

    await ok(call(a.publicUrl, 'PATCH', apiPaths.projects.status(project._id), { token }));
    expect(titles((await publicLists(b.publicUrl))[apiPaths.projects.list])).toEqual([]);
    expect(await projectsPage(b)).toEqual(await projectsPage(a));

    await ok(call(a.publicUrl, 'DELETE', apiPaths.projects.delete(project._id), { token }));
    const adminList = await ok<ProjectAnswer[]>(
      call(b.publicUrl, 'POST', apiPaths.projects.list, { token }),
    );
    expect(adminList).toEqual([]);
  });

  it('draws a theme saved through A in B’s next page, and B serves its fonts', async () => {
    const token = await login(a.publicUrl);
    expect(await projectsPage(b)).toContain(`html:root{--bg:${THEME_PRESETS.classic.light.bg};`);
    await ok(
      call(a.publicUrl, 'PUT', apiPaths.theme, {
        token,
        json: { ...presetChoice('terminal'), font: 'modern' },
      }),
    );
    const page = await projectsPage(b);
    expect(page).toContain(`html:root{--bg:${THEME_PRESETS.terminal.light.bg};`);
    expect(page).toEqual(await projectsPage(a));
    const font = /<link rel="preload" href="([^"]+)" as="font"/.exec(page)?.[1] ?? '';
    const res = await fetch(b.publicUrl + font);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('font/woff2');
  });

  it('publishes a post scheduled 20 s ahead through A at its time on both, in Chromium', async () => {
    const token = await login(a.publicUrl);
    const title = 'Scheduled through A';
    const feedsHold = async () =>
      Promise.all([a, b].map(async (server) => (await feed(server)).includes(title)));
    await ok(
      call(a.publicUrl, 'POST', apiPaths.posts.add, {
        token,
        json: { title: 'Published at once', body: 'Already there.', status: 'published' },
      }),
    );
    // Both instances have kept their blog and feed before the post is written.
    for (const server of [a, b]) expect(await blogPage(server)).not.toContain(title);
    expect(await feedsHold()).toEqual([false, false]);

    // Far enough ahead for the checks that it is not there yet, on a busy machine too; any longer
    // only waits.
    const publishAt = Date.now() + 20_000;
    await ok(
      call(a.publicUrl, 'POST', apiPaths.posts.add, {
        token,
        json: {
          title,
          body: 'Written now, read in 20 seconds.',
          status: 'scheduled',
          publishAt: new Date(publishAt).toISOString(),
        },
      }),
    );
    for (const server of [a, b]) expect(await blogPage(server)).not.toContain(title);
    expect(await feedsHold()).toEqual([false, false]);

    // A reader on B reloads the blog until the post is there: no restart, no write in between.
    const browser = await launchBrowser();
    try {
      const { page, problems } = await newPage(await browser.newContext());
      await expect
        .poll(
          async () => {
            await page.goto(`${b.publicUrl}${BLOG_PATH}`);
            return page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
          },
          { timeout: 120_000, interval: 2_000 },
        )
        .toContain(title);
      expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
      await page.getByRole('link', { name: title }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
    expect(await blogPage(a)).toContain(title);
    expect(await feedsHold()).toEqual([true, true]);
  }, 180_000);

  it('takes a token issued by A on B, and refuses it on B once A logged it out', async () => {
    const token = await login(a.publicUrl);
    expect((await call(b.publicUrl, 'GET', apiPaths.auth.userdata, { token })).status).toBe(200);
    await ok(call(a.publicUrl, 'POST', apiPaths.auth.logout, { token }));
    const refused = await call(b.publicUrl, 'GET', apiPaths.auth.userdata, { token });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('UNAUTHORIZED');
  });

  it('counts failed logins across both instances, and locks on both', async () => {
    for (const server of [a, b, a, b, a]) {
      expect(
        (
          await call(server.publicUrl, 'POST', apiPaths.auth.login, {
            json: { user_id: 'owner', password: 'not the password' },
          })
        ).status,
      ).toBe(401);
    }
    for (const server of [b, a]) {
      const locked = await call(server.publicUrl, 'POST', apiPaths.auth.login, {
        json: { user_id: 'owner', password: 'e2e owner password' },
      });
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
    }
  });

  it('counts API calls of one address across both instances', async () => {
    const remaining = async (server: RunningServer) => {
      const res = await call(server.publicUrl, 'POST', apiPaths.nowPlaying);
      expect(res.status).toBe(200);
      return Number(res.headers.get('x-ratelimit-remaining'));
    };
    // Each call lowers the one count, whichever instance takes it. A minute may turn over between
    // two calls and start the count again: then the sequence is taken once more.
    for (let attempt = 1; ; attempt++) {
      const seen = [await remaining(a), await remaining(b), await remaining(a)];
      const turnedOver = seen.some((value, i) => i > 0 && value > (seen[i - 1] ?? 0));
      if (turnedOver && attempt === 1) continue;
      const first = seen[0] ?? 0;
      expect(seen).toEqual([first, first - 1, first - 2]);
      break;
    }
  });
});
