import { apiPaths } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

interface Operation {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}

describe('OpenAPI document', () => {
  it('describes every call of the contract, and only API calls', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: apiPaths.openapi });
    expectStatus(res, 200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const id = '{id}';
    const expected = [
      ['post', apiPaths.auth.login],
      ['get', apiPaths.auth.userdata],
      ['post', apiPaths.projects.list],
      ['post', apiPaths.projects.add],
      ['put', apiPaths.projects.edit(id)],
      ['patch', apiPaths.projects.status(id)],
      ['delete', apiPaths.projects.delete(id)],
      ['post', apiPaths.certificates.add],
      ['put', apiPaths.certificates.edit(id)],
      ['post', apiPaths.resume.add],
      ['put', apiPaths.resume.edit(id)],
      ['post', apiPaths.quotes.add],
      ['patch', apiPaths.quotes.status(id)],
      ['post', apiPaths.notifications.list],
      ['patch', apiPaths.notifications.markRead],
      ['delete', apiPaths.notifications.delete],
      ['get', apiPaths.profile],
      ['put', apiPaths.profile],
    ] as const;
    for (const [method, path] of expected)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(doc.paths[apiPaths.openapi]).toBeUndefined();
  });

  it('shows the multipart form of uploads and the token on guarded calls', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: apiPaths.openapi })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const add = doc.paths[apiPaths.projects.add]?.post;
    const form = add?.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
    expect(Object.keys(form).sort()).toEqual(
      ['description', 'projectImage', 'project_link', 'title', 'website_link'].sort(),
    );
    expect(add?.security).toEqual([{ accessToken: [] }]);
    expect(doc.paths[apiPaths.projects.list]?.post?.security).toBeUndefined();
  });
});
