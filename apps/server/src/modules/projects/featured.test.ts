import {
  apiPaths,
  errorMessages,
  LIMITS,
  type Project,
  type PublicPageData,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import { contentState, notifications, seedProject, toggleStatus } from '../../test/content.js';
import { publicPageData } from '../../test/page-data.js';
import { sourceWeb } from '../../test/web.js';

const ctx = ownerAppPerTest({}, { web: sourceWeb });

const feature = (id: string, auth = true) =>
  ctx.app.inject({
    method: 'PATCH',
    url: apiPaths.projects.featured(id),
    headers: auth ? ctx.auth(ctx.token) : {},
  });

const publicTitles = async () =>
  (await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list }))
    .json<Project[]>()
    .map((project) => project.title);

/** Projects A to E, seeded in turn, so they list E, D, C, B, A. */
async function fiveProjects(): Promise<Project[]> {
  const seeded: Project[] = [];
  for (const title of ['A', 'B', 'C', 'D', 'E'])
    seeded.push(await seedProject(ctx, ctx.token, { title }));
  return seeded;
}

describe('featured projects', () => {
  it('are listed first, shown on Home, and told in a notification', async () => {
    const [a, b] = await fiveProjects();
    const res = await feature(a?._id ?? '');
    expectStatus(res, 200);
    // Every project, hidden ones too, in the new order: the featured one first.
    expect(res.json<Project[]>().map((project) => [project.title, project.featured])).toEqual([
      ['A', true],
      ['E', false],
      ['D', false],
      ['C', false],
      ['B', false],
    ]);
    const second = await feature(b?._id ?? '');
    expectStatus(second, 200);
    expect(second.json<Project[]>().map((project) => project.title)).toEqual([
      'B',
      'A',
      'E',
      'D',
      'C',
    ]);
    expect(await publicTitles()).toEqual(['B', 'A', 'E', 'D', 'C']);
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      action: 'Status Update',
      status: 'Success',
      notification_msg: 'Project "B" featured',
    });

    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expectStatus(home, 200);
    expect(home.body).toMatch(/<h2[^>]*>Featured projects<\/h2>/);
    expect(
      [...home.body.matchAll(/<h3[^>]*><a [^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]),
    ).toEqual(['B', 'A']);
  });

  it('leave Home when hidden or no longer featured', async () => {
    const [a, b] = await fiveProjects();
    await feature(a?._id ?? '');
    await feature(b?._id ?? '');
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(b?._id ?? ''));
    expectStatus(await feature(a?._id ?? ''), 200);
    const data: PublicPageData = await publicPageData(ctx.app.deps, '/');
    expect(data.featuredProjects).toEqual([]);
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('Featured projects');
    expect((await notifications(ctx, ctx.token))[0]?.notification_msg).toBe(
      'Project "A" no longer featured',
    );
  });

  it(`are at most ${LIMITS.featuredMax}: one more is a 409 that changes nothing`, async () => {
    const projects = await fiveProjects();
    for (const project of projects.slice(0, LIMITS.featuredMax)) {
      expectStatus(await feature(project._id), 200);
    }
    const before = await contentState(ctx);
    const res = await feature(projects[LIMITS.featuredMax]?._id ?? '');
    expectStatus(res, 409);
    expect(res.json()).toEqual({
      error: errorMessages.tooManyFeatured(LIMITS.featuredMax),
      code: 'CONFLICT',
    });
    expect((await contentState(ctx)).tables.projects).toEqual(before.tables.projects);
  });

  it('stay at most 3 when the owner features several at once', async () => {
    const projects = await fiveProjects();
    const answers = await Promise.all(projects.map((project) => feature(project._id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    const listed = (await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list })).json<
      Project[]
    >();
    expect(listed.filter((project) => project.featured)).toHaveLength(LIMITS.featuredMax);
  });

  it('need the Admin, and an existing project', async () => {
    const [a] = await fiveProjects();
    expectStatus(await feature(a?._id ?? '', false), 401);
    expectStatus(await feature('0000000000000000000000ff'), 404);
    expect(await publicTitles()).toEqual(['E', 'D', 'C', 'B', 'A']);
  });
});
