import {
  apiPaths,
  IMAGE_FOCUS_MESSAGE,
  LINK_LABEL_MAX,
  LINK_MESSAGE,
  type Project,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import {
  addProject,
  contentState,
  editProject,
  PROJECT_FIELDS,
  seedProject,
  sendForm,
} from '../../test/content.js';
import { image } from '../../test/multipart.js';

const ctx = ownerAppPerTest();

const { website_link: _website, ...WITHOUT_WEBSITE } = PROJECT_FIELDS;

describe("a project's links", () => {
  it('need no website: a library or a tool adds without one, and has none', async () => {
    const library = await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.projects.add, token: ctx.token },
      { ...WITHOUT_WEBSITE, title: 'A library' },
      { field: UPLOAD_FIELDS.project, path: image('Canon_40D.jpg') },
    );
    expectStatus(library, 200);
    expect(library.json<Project>().website_link).toBe('');
    const emptied = await addProject(ctx, ctx.token, { title: 'A tool', website_link: '' });
    expect(emptied.website_link).toBe('');
    const publicList = await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list });
    expect(publicList.json<Project[]>().map((p) => [p.title, p.website_link])).toEqual([
      ['A tool', ''],
      ['A library', ''],
    ]);
  });

  it('keep the website when an edit leaves it out, and drop it when it is sent empty', async () => {
    const project = await seedProject(ctx, ctx.token);
    const kept = await editProject(ctx, project._id, { ...WITHOUT_WEBSITE, title: 'Renamed' });
    expectStatus(kept, 200);
    expect(kept.json<Project>().website_link).toBe(PROJECT_FIELDS.website_link);
    const dropped = await editProject(ctx, project._id, { ...PROJECT_FIELDS, website_link: '' });
    expectStatus(dropped, 200);
    expect(dropped.json<Project>().website_link).toBe('');
  });

  it('still refuse a website that is no http(s) link, in the words of a required one', async () => {
    const project = await seedProject(ctx, ctx.token);
    const res = await editProject(ctx, project._id, {
      ...PROJECT_FIELDS,
      website_link: 'javascript:alert(1)',
    });
    expectStatus(res, 400);
    expect(res.json().details).toEqual([{ field: 'website_link', message: LINK_MESSAGE }]);
  });

  it("take the owner's labels, trimmed; '' for the spec's texts; kept when an edit leaves them out", async () => {
    const plain = await addProject(ctx, ctx.token);
    expect(plain).toMatchObject({ project_link_label: '', website_link_label: '' });
    const labelled = await addProject(ctx, ctx.token, {
      title: 'Labelled',
      project_link_label: ' Code ',
      website_link_label: 'Live demo',
    });
    expect(labelled).toMatchObject({ project_link_label: 'Code', website_link_label: 'Live demo' });
    const older = await editProject(ctx, labelled._id, {
      ...PROJECT_FIELDS,
      title: 'Older client',
    });
    expectStatus(older, 200);
    expect(older.json<Project>()).toMatchObject({
      project_link_label: 'Code',
      website_link_label: 'Live demo',
    });
    const reset = await editProject(ctx, labelled._id, {
      ...PROJECT_FIELDS,
      project_link_label: '',
    });
    expect(reset.json<Project>()).toMatchObject({
      project_link_label: '',
      website_link_label: 'Live demo',
    });
  });

  it('refuse a label too long or with control characters, changing nothing', async () => {
    const project = await seedProject(ctx, ctx.token);
    const before = await contentState(ctx);
    for (const label of ['x'.repeat(LINK_LABEL_MAX + 1), 'Co\u0000de']) {
      const res = await editProject(ctx, project._id, {
        ...PROJECT_FIELDS,
        website_link_label: label,
      });
      expectStatus(res, 400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual([
        'website_link_label',
      ]);
    }
    expect((await contentState(ctx)).tables.projects).toEqual(before.tables.projects);
  });
});

describe("a project's image focus", () => {
  it("is the centre ('') until the owner sets one, and stays when an edit leaves it out", async () => {
    const project = await seedProject(ctx, ctx.token);
    expect(project.image_focus).toBe('');
    const set = await editProject(ctx, project._id, { ...PROJECT_FIELDS, image_focus: '30 100' });
    expectStatus(set, 200);
    expect(set.json<Project>().image_focus).toBe('30 100');
    const older = await editProject(ctx, project._id, PROJECT_FIELDS);
    expect(older.json<Project>().image_focus).toBe('30 100');
  });

  it.each(['101 50', '50', '-1 0', '05 5', '50% 50%'])('refuses %j', async (focus) => {
    const project = await seedProject(ctx, ctx.token);
    const res = await editProject(ctx, project._id, { ...PROJECT_FIELDS, image_focus: focus });
    expectStatus(res, 400);
    expect(res.json().details).toEqual([{ field: 'image_focus', message: IMAGE_FOCUS_MESSAGE }]);
  });
});
