import { PROJECT_DATE_MESSAGE, type Project } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import {
  addProject,
  contentState,
  editProject,
  PROJECT_FIELDS,
  publicProjects,
  seedProject,
} from '../../test/content.js';

const ctx = ownerAppPerTest();

describe("a project's date", () => {
  it('is a year or a year and month, and none when the form leaves it out', async () => {
    expect((await addProject(ctx, ctx.token, { title: 'Undated' })).date).toBe('');
    const dated = await addProject(ctx, ctx.token, { title: 'Dated', date: ' 2024-05 ' });
    expect(dated.date).toBe('2024-05');
    expect((await publicProjects(ctx)).map((project) => [project.title, project.date])).toEqual([
      ['Dated', '2024-05'],
      ['Undated', ''],
    ]);
  });

  it('stays when an older client edits without the field, and goes when sent empty', async () => {
    const project = await seedProject(ctx, ctx.token);
    expectStatus(await editProject(ctx, project._id, { ...PROJECT_FIELDS, date: '2023' }), 200);
    const older = await editProject(ctx, project._id, { ...PROJECT_FIELDS, title: 'Renamed' });
    expectStatus(older, 200);
    expect(older.json<Project>()).toMatchObject({ title: 'Renamed', date: '2023' });
    const cleared = await editProject(ctx, project._id, { ...PROJECT_FIELDS, date: '' });
    expectStatus(cleared, 200);
    expect(cleared.json<Project>().date).toBe('');
  });

  it('refuses anything else with a 400 naming the field, changing nothing', async () => {
    const project = await seedProject(ctx, ctx.token);
    const before = await contentState(ctx);
    for (const date of ['24', '2024-13', '2024-5', 'May 2024', '2024-05-01']) {
      const res = await editProject(ctx, project._id, { ...PROJECT_FIELDS, date });
      expectStatus(res, 400);
      const { details } = res.json<{ details: { field: string; message: string }[] }>();
      expect(details.map((detail) => detail.field)).toEqual(['date']);
      if (date.length <= 7) expect(details[0]?.message).toBe(PROJECT_DATE_MESSAGE);
    }
    const after = await contentState(ctx);
    expect(after.tables.projects).toEqual(before.tables.projects);
  });
});
