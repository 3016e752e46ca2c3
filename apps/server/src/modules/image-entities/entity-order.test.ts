import { apiPaths, type Certificate, errorMessages, type Project } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import {
  addProject,
  contentState,
  notifications,
  seedCertificate,
  seedProject,
  toggleStatus,
} from '../../test/content.js';

const ctx = ownerAppPerTest();

const order = (url: string, ids: unknown, auth = true) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    payload: { ids },
    headers: auth ? ctx.auth(ctx.token) : {},
  });

const listed = async (url: string, admin: boolean) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: admin ? ctx.auth(ctx.token) : {},
  });
  expectStatus(res, 200);
  return res.json<{ title: string }[]>().map((entity) => entity.title);
};

/** Three projects, seeded oldest first, so they list C, B, A until the owner orders them. */
async function threeProjects(): Promise<[Project, Project, Project]> {
  const seed = async (title: string) => {
    const project = await seedProject(ctx, ctx.token, { title });
    ctx.clock.advance(1000);
    return project;
  };
  return [await seed('A'), await seed('B'), await seed('C')];
}

describe("the owner's order of projects", () => {
  it('is kept, shown to the public without hidden ones, and told in a notification', async () => {
    const [a, b, c] = await threeProjects();
    expect(await listed(apiPaths.projects.list, false)).toEqual(['C', 'B', 'A']);
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(b._id));

    const res = await order(apiPaths.projects.order, [a._id, b._id, c._id]);
    expectStatus(res, 200);
    expect(res.json<Project[]>().map((project) => project.title)).toEqual(['A', 'B', 'C']);
    expect(await listed(apiPaths.projects.list, true)).toEqual(['A', 'B', 'C']);
    expect(await listed(apiPaths.projects.list, false)).toEqual(['A', 'C']);
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      action: 'Edit',
      status: 'Success',
      notification_msg: 'Projects reordered',
    });
  });

  it('puts a new project first', async () => {
    const [a, b, c] = await threeProjects();
    expectStatus(await order(apiPaths.projects.order, [a._id, b._id, c._id]), 200);
    await addProject(ctx, ctx.token, { title: 'New' });
    expect(await listed(apiPaths.projects.list, false)).toEqual(['New', 'A', 'B', 'C']);
  });

  it('changes nothing when the list is not every stored project: 409, and the owner is told', async () => {
    const [a, b, c] = await threeProjects();
    const before = await contentState(ctx);
    for (const ids of [
      [a._id, b._id],
      [a._id, b._id, c._id, '0000000000000000000000ff'],
    ]) {
      const res = await order(apiPaths.projects.order, ids);
      expectStatus(res, 409);
      expect(res.json()).toEqual({
        error: errorMessages.orderOutdated('project'),
        code: 'CONFLICT',
      });
    }
    const after = await contentState(ctx);
    expect(after.tables.projects).toEqual(before.tables.projects);
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      status: 'Error',
      notification_msg: `Could not edit the project order: ${errorMessages.orderOutdated('project')}`,
    });
  });

  it('refuses a repeated id, a malformed one or no token, changing nothing', async () => {
    const [a, b, c] = await threeProjects();
    const before = await contentState(ctx);
    expectStatus(await order(apiPaths.projects.order, [a._id, a._id, b._id, c._id]), 400);
    expectStatus(await order(apiPaths.projects.order, [a._id, b._id, 'x']), 400);
    expectStatus(await order(apiPaths.projects.order, [c._id, b._id, a._id], false), 401);
    expect((await contentState(ctx)).tables.projects).toEqual(before.tables.projects);
  });
});

describe("the owner's order of certificates", () => {
  it('is kept and shown to the public', async () => {
    const first = await seedCertificate(ctx, ctx.token, { title: 'First' });
    ctx.clock.advance(1000);
    const second = await seedCertificate(ctx, ctx.token, { title: 'Second' });
    expect(await listed(apiPaths.certificates.list, false)).toEqual(['Second', 'First']);
    const res = await order(apiPaths.certificates.order, [first._id, second._id]);
    expectStatus(res, 200);
    expect(res.json<Certificate[]>().map((certificate) => certificate.title)).toEqual([
      'First',
      'Second',
    ]);
    expect(await listed(apiPaths.certificates.list, false)).toEqual(['First', 'Second']);
  });
});
