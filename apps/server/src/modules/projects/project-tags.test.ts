import {
  apiPaths,
  PROJECT_TAGS_COUNT_MESSAGE,
  type Project,
  projectTagMessage,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import {
  addProject,
  contentState,
  editProject,
  PROJECT_FIELDS,
  publicProjects,
  seedProject,
  sendForm,
} from '../../test/content.js';

const ctx = ownerAppPerTest();

describe("a project's tags", () => {
  it('are none when the form leaves them out, and lowered, trimmed and folded when sent', async () => {
    expect((await addProject(ctx, ctx.token, { title: 'Untagged' })).tags).toEqual([]);
    const tagged = await addProject(ctx, ctx.token, {
      title: 'Tagged',
      tags: ' Rust, web ,,rust, C++, c#, node.js, RUST ,',
    });
    expect(tagged.tags).toEqual(['rust', 'web', 'c++', 'c#', 'node.js']);
    expect((await publicProjects(ctx)).map((project) => [project.title, project.tags])).toEqual([
      ['Tagged', ['rust', 'web', 'c++', 'c#', 'node.js']],
      ['Untagged', []],
    ]);
  });

  it('take 8 once repeats are folded, and refuse a ninth', async () => {
    const eight = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const project = await addProject(ctx, ctx.token, { tags: [...eight, 'A', 'h'].join(',') });
    expect(project.tags).toEqual(eight);
    const before = await contentState(ctx);
    const res = await editProject(ctx, project._id, {
      ...PROJECT_FIELDS,
      tags: [...eight, 'i'].join(','),
    });
    expectStatus(res, 400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'tags', message: PROJECT_TAGS_COUNT_MESSAGE }],
    });
    expect((await contentState(ctx)).tables.projects).toEqual(before.tables.projects);
  });

  it('stay when an older client edits without the field, and go when sent empty', async () => {
    const project = await seedProject(ctx, ctx.token);
    expect(project.tags).toEqual([]);
    expectStatus(await editProject(ctx, project._id, { ...PROJECT_FIELDS, tags: 'go, wasm' }), 200);
    const older = await editProject(ctx, project._id, { ...PROJECT_FIELDS, title: 'Renamed' });
    expectStatus(older, 200);
    expect(older.json<Project>()).toMatchObject({ title: 'Renamed', tags: ['go', 'wasm'] });
    const cleared = await editProject(ctx, project._id, { ...PROJECT_FIELDS, tags: ' , ' });
    expectStatus(cleared, 200);
    expect(cleared.json<Project>().tags).toEqual([]);
  });

  it('refuse a tag of other characters with a 400 naming the tag, storing nothing', async () => {
    const project = await seedProject(ctx, ctx.token, { tags: 'kept' });
    const before = await contentState(ctx);
    const bad = [
      ['rust, machine learning', 'machine learning'],
      ['rust, c_sharp', 'c_sharp'],
      ['-rust', '-rust'],
      ['ünïcode', 'ünïcode'],
      ['a/b', 'a/b'],
      ['rust;web', 'rust;web'],
      [`${'x'.repeat(31)}`, 'x'.repeat(31)],
      ['rust, <script>', '<script>'],
    ] as const;
    for (const [tags, named] of bad) {
      const res = await editProject(ctx, project._id, { ...PROJECT_FIELDS, tags });
      expectStatus(res, 400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'tags', message: projectTagMessage(named) }],
      });
    }
    // New projects are refused the same, before their image is stored.
    const form = { ...PROJECT_FIELDS, tags: 'two words' };
    const added = await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.projects.add, token: ctx.token },
      form,
    );
    expectStatus(added, 400);
    const after = await contentState(ctx);
    expect(after.tables.projects).toEqual(before.tables.projects);
    expect(after.tables.media).toEqual(before.tables.media);
    expect(after.files).toEqual(before.files);
    expect((await publicProjects(ctx))[0]?.tags).toEqual(['kept']);
  });

  it('refuse a field longer than any 8 tags can be', async () => {
    const project = await seedProject(ctx, ctx.token);
    const res = await editProject(ctx, project._id, { ...PROJECT_FIELDS, tags: 'a,'.repeat(300) });
    expectStatus(res, 400);
    expect(res.json()).toMatchObject({ details: [{ field: 'tags' }] });
  });
});
