import { apiPaths, LINK_MESSAGE, type Project, UPLOAD_FIELDS } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, listAs, ownerAppPerTest, ownerCall } from '../../test/app.js';
import {
  addProject,
  contentState,
  editProject,
  keyOf,
  mediaFiles,
  PROJECT_FIELDS,
  seedProject,
  sendForm,
  TIMELINE_ENTRY,
} from '../../test/content.js';
import { image } from '../../test/multipart.js';

const ctx = ownerAppPerTest();

const list = (withToken?: string) => listAs<Project>(ctx, apiPaths.projects.list, withToken);
const patchStatus = (id: string) => ownerCall(ctx, 'PATCH', apiPaths.projects.status(id));
const notifications = async () =>
  (await ownerCall(ctx, 'POST', apiPaths.notifications.list)).json<
    { notification_msg: string; action: string; status: string }[]
  >();

describe('projects', () => {
  it('adds a project with trimmed fields and its image at every width', async () => {
    const project = await addProject(ctx, ctx.token, { title: '  Spaced title  ' });
    expect(project).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Spaced title',
      description: PROJECT_FIELDS.description,
      website_link: PROJECT_FIELDS.website_link,
      project_link: PROJECT_FIELDS.project_link,
      isActive: true,
    });
    expect(project.project_image_variants.map((v) => [v.width, v.height])).toEqual([
      [480, 360],
      [640, 480],
    ]);
    expect(project.project_image).toBe(project.project_image_variants[1]?.url);
    expect(await mediaFiles(ctx)).toEqual(
      project.project_image_variants.map((v) => keyOf(v.url)).sort(),
    );
    // The owner's answers carry the case study's Markdown; the public list says whether there is one.
    expect(await list(ctx.token)).toEqual([project]);
    const { caseStudy, ...listed } = project;
    expect(caseStudy).toBe('');
    expect(await list()).toEqual([listed]);
    expect((await notifications())[0]).toMatchObject({
      action: 'Create',
      status: 'Success',
      notification_msg: 'Project "Spaced title" created',
    });
  });

  it('lists newest first; hidden ones only for the Admin', async () => {
    const first = await seedProject(ctx, ctx.token, { title: 'First' });
    const second = await seedProject(ctx, ctx.token, { title: 'Second' });
    expect((await list()).map((p) => p.title)).toEqual(['Second', 'First']);
    const hidden = await patchStatus(first._id);
    expectStatus(hidden, 200);
    expect(hidden.json<Project>().isActive).toBe(false);
    expect((await list()).map((p) => p._id)).toEqual([second._id]);
    expect((await list(ctx.token)).map((p) => [p._id, p.isActive])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);
    const shown = await patchStatus(first._id);
    expect(shown.json<Project>().isActive).toBe(true);
    expect((await notifications()).slice(0, 2).map((n) => n.notification_msg)).toEqual([
      'Project "First" shown',
      'Project "First" hidden',
    ]);
  });

  it('keeps the image when edited without a new file', async () => {
    const project = await seedProject(ctx, ctx.token);
    const files = await mediaFiles(ctx);
    const res = await editProject(ctx, project._id, { ...PROJECT_FIELDS, title: 'Renamed' });
    expectStatus(res, 200);
    const edited = res.json<Project>();
    expect(edited.title).toBe('Renamed');
    expect(edited.project_image).toBe(project.project_image);
    expect(await mediaFiles(ctx)).toEqual(files);
    expect((await notifications())[0]?.notification_msg).toBe('Project "Renamed" edited');
  });

  it('replaces the image and removes the old files when edited with a new one', async () => {
    const project = await seedProject(ctx, ctx.token);
    const res = await editProject(ctx, project._id, PROJECT_FIELDS, image('jolla.jpg'));
    expectStatus(res, 200);
    const edited = res.json<Project>();
    expect(edited.project_image_variants.map((v) => v.width)).toEqual([480, 720, 960, 1280, 1600]);
    expect(await mediaFiles(ctx)).toEqual(
      edited.project_image_variants.map((v) => keyOf(v.url)).sort(),
    );
    const oldImage = await ctx.app.inject({
      method: 'GET',
      url: new URL(project.project_image).pathname,
    });
    expectStatus(oldImage, 404);
  });

  it('deletes a project with its files', async () => {
    const project = await seedProject(ctx, ctx.token);
    const res = await ownerCall(ctx, 'DELETE', apiPaths.projects.delete(project._id));
    expectStatus(res, 200);
    expect(res.json()).toEqual({ _id: project._id, deleted: true });
    expect(await list(ctx.token)).toEqual([]);
    expect(await mediaFiles(ctx)).toEqual([]);
    expect(await ctx.db.selectFrom('media').selectAll().execute()).toEqual([]);
    expect((await notifications())[0]).toMatchObject({
      action: 'Delete',
      notification_msg: `Project "${PROJECT_FIELDS.title}" deleted`,
    });
  });

  it.each([
    ['a javascript: link', { website_link: 'javascript:alert(1)' }, 'website_link'],
    ['a relative link', { project_link: '/projects/1' }, 'project_link'],
    ['a link without its slashes', { website_link: 'https:example.com' }, 'website_link'],
    ['a link with one slash', { project_link: 'http:/example.com' }, 'project_link'],
    ['a link with spaces', { project_link: 'https://exa mple.com' }, 'project_link'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a title of 201 characters', { title: 't'.repeat(201) }, 'title'],
    ['a description of 5001 characters', { description: 'd'.repeat(5001) }, 'description'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_n, fields, field) => {
    const before = await contentState(ctx);
    const res = await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.projects.add, token: ctx.token },
      { ...PROJECT_FIELDS, ...fields },
      { field: UPLOAD_FIELDS.project, path: image('DSCN0010.jpg') },
    );
    expectStatus(res, 400);
    expect(res.json().details).toContainEqual({ field, message: expect.any(String) });
    const after = await contentState(ctx);
    expect({ ...after.tables, notifications: [] }).toEqual({ ...before.tables, notifications: [] });
    expect(after.files).toEqual(before.files);
  });

  it("refuses a form's field in the words a JSON body's field gets for the same rule", async () => {
    const form = await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.projects.add, token: ctx.token },
      { ...PROJECT_FIELDS, title: 't'.repeat(201), project_link: 'javascript:alert(1)' },
      { field: UPLOAD_FIELDS.project, path: image('DSCN0010.jpg') },
    );
    const json = await ownerCall(ctx, 'POST', apiPaths.timeline.add, {
      ...TIMELINE_ENTRY,
      role: 'r'.repeat(201),
    });
    expectStatus(form, 400);
    expectStatus(json, 400);
    expect(form.json().code).toBe(json.json().code);
    const said = (res: typeof form, field: string) =>
      res
        .json<{ details: { field: string; message: string }[] }>()
        .details.find((detail) => detail.field === field)?.message;
    expect(said(form, 'title')).toBe(said(json, 'role'));
    expect(said(form, 'title')).toBe('must have at most 200 characters');
    expect(said(form, 'project_link')).toBe(LINK_MESSAGE);
  });

  it('requires the image when adding, and lists every missing field at once', async () => {
    const res = await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.projects.add, token: ctx.token },
      {},
    );
    expectStatus(res, 400);
    // The website link may be left out (project-links.test.ts).
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual([
      'title',
      'description',
      'project_link',
    ]);
    const noFile = await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.projects.add, token: ctx.token },
      PROJECT_FIELDS,
    );
    expectStatus(noFile, 400);
    expect(noFile.json().details).toEqual([{ field: 'projectImage', message: 'is required' }]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = 'f'.repeat(24);
    expectStatus(await patchStatus(unknown), 404);
    expectStatus(await editProject(ctx, unknown, PROJECT_FIELDS), 404);
    const malformed = await patchStatus('not-an-id');
    expectStatus(malformed, 400);
    expect(malformed.json().details[0].field).toBe('id');
  });

  it("writes an Error notification when the Admin's change fails", async () => {
    await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.projects.add, token: ctx.token },
      { ...PROJECT_FIELDS, website_link: 'ftp://example.com' },
      { field: UPLOAD_FIELDS.project, path: image('DSCN0010.jpg') },
    );
    expect((await notifications())[0]).toMatchObject({
      action: 'Create',
      status: 'Error',
      notification_msg: 'Could not create the project: The form is invalid',
    });
  });
});
