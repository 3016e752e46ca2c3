import { apiPaths } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest } from '../test/app.js';
import { seedProject } from '../test/content.js';

const ctx = testAppPerTest();

describe('caching headers for a CDN', () => {
  it('marks every API answer no-store, errors included', async () => {
    const token = await ctx.login();
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: apiPaths.profile }),
      ctx.app.inject({ method: 'POST', url: apiPaths.projects.list }),
      ctx.app.inject({ method: 'GET', url: apiPaths.auth.userdata, headers: ctx.auth(token) }),
      ctx.app.inject({ method: 'GET', url: apiPaths.auth.userdata }),
      ctx.app.inject({ method: 'GET', url: '/api/no-such-call' }),
    ]);
    expect(answers.map((res) => [res.statusCode, res.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
      [404, 'no-store'],
    ]);
  });

  it('keeps media immutable', async () => {
    const project = await seedProject(ctx, await ctx.openSession());
    const res = await ctx.app.inject({
      method: 'GET',
      url: new URL(project.project_image).pathname,
    });
    expectStatus(res, 200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
