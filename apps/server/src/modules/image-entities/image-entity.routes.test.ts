import { apiPaths, type Project } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest, ownerCall } from '../../test/app.js';
import { seedProject } from '../../test/content.js';

const ctx = ownerAppPerTest();

describe('concurrent changes of one entity', () => {
  it('each status toggle sees the one before it', async () => {
    const project = await seedProject(ctx, ctx.token);
    const toggle = () => ownerCall(ctx, 'PATCH', apiPaths.projects.status(project._id));
    const answers = await Promise.all(Array.from({ length: 8 }, toggle));
    for (const answer of answers) expectStatus(answer, 200);
    const states = answers.map((answer) => answer.json<Project>().isActive);
    expect(states.filter(Boolean)).toHaveLength(4);
    const row = await ctx.db
      .selectFrom('projects')
      .select('is_active')
      .where('id', '=', project._id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(true);
  });
});
