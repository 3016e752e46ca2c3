import fs from 'node:fs';
import { apiPaths, type Resume, UPLOAD_FIELDS } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import {
  addResume,
  contentState,
  keyOf,
  mediaFiles,
  notifications,
  sendForm,
} from '../../test/content.js';
import { image, multipart, pdf } from '../../test/multipart.js';

const ctx = ownerAppPerTest();

const list = async () =>
  (await ctx.app.inject({ method: 'POST', url: apiPaths.resume.list })).json<Resume[]>();
/** The newest notification: the one the last change wrote. */
const latestNotification = async () => (await notifications(ctx, ctx.token))[0];
const sendResume = (method: 'POST' | 'PUT', url: string, file: string) =>
  sendForm(ctx, { method, url, token: ctx.token }, {}, { field: UPLOAD_FIELDS.resume, path: file });

describe('resume', () => {
  it('stores the PDF as it is and serves it inline under its name', async () => {
    const resume = await addResume(ctx, ctx.token, pdf('google-doc-document.pdf'));
    expect(await list()).toEqual([resume]);
    const res = await ctx.app.inject({ method: 'GET', url: new URL(resume.resume_file).pathname });
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="google-doc-document.pdf"');
    expect(res.rawPayload.equals(fs.readFileSync(pdf('google-doc-document.pdf')))).toBe(true);
    expect(await latestNotification()).toMatchObject({
      action: 'Create',
      status: 'Success',
      notification_msg: 'Resume uploaded',
    });
  });

  it('allows one resume only: a second add is a 409 and stores nothing', async () => {
    await addResume(ctx, ctx.token);
    const before = await contentState(ctx);
    const res = await sendResume('POST', apiPaths.resume.add, pdf('pdflatex-4-pages.pdf'));
    expectStatus(res, 409);
    expect(res.json()).toEqual({
      error: 'A resume exists already: replace it with editResume, or delete it first',
      code: 'CONFLICT',
    });
    expect((await contentState(ctx)).files).toEqual(before.files);
    expect(await list()).toHaveLength(1);
  });

  it('replaces the file on edit and removes the old one', async () => {
    const resume = await addResume(ctx, ctx.token);
    const res = await sendResume(
      'PUT',
      apiPaths.resume.edit(resume._id),
      pdf('pdflatex-4-pages.pdf'),
    );
    expectStatus(res, 200);
    const replaced = res.json<Resume>();
    expect(replaced._id).toBe(resume._id);
    expect(replaced.resume_file).not.toBe(resume.resume_file);
    expect(await mediaFiles(ctx)).toEqual([keyOf(replaced.resume_file)]);
    expect(await latestNotification()).toMatchObject({
      action: 'Edit',
      status: 'Success',
      notification_msg: 'Resume replaced',
    });
  });

  it.each([
    ['add', () => apiPaths.resume.add, 'POST'],
    ['edit', (id: string) => apiPaths.resume.edit(id), 'PUT'],
  ] as const)('refuses an 11 MB PDF on %s with a 413, storing nothing', async (_n, url, method) => {
    const resume = method === 'PUT' ? await addResume(ctx, ctx.token) : undefined;
    const before = await contentState(ctx);
    const big = Buffer.concat([
      fs.readFileSync(pdf('minimal-document.pdf')),
      Buffer.alloc(11 * 1024 * 1024, ' '),
    ]);
    const form = multipart({}, [
      {
        field: UPLOAD_FIELDS.resume,
        filename: 'big.pdf',
        contentType: 'application/pdf',
        data: big,
      },
    ]);
    const res = await ctx.app.inject({
      method,
      url: url(resume?._id ?? ''),
      headers: { ...form.headers, ...ctx.auth(ctx.token) },
      payload: form.payload,
    });
    expectStatus(res, 413);
    expect(res.json()).toEqual({
      error: 'The file is larger than 10 MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const after = await contentState(ctx);
    // Only the owner's notification that the change failed is new.
    expect({ ...after.tables, notifications: [] }).toEqual({ ...before.tables, notifications: [] });
    expect(after.files).toEqual(before.files);
    expect(await list()).toEqual(resume ? [resume] : []);
  });

  it('refuses what is not a PDF, whatever its name', async () => {
    const res = await sendResume('POST', apiPaths.resume.add, image('DSCN0010.jpg'));
    expectStatus(res, 415);
    expect(res.json().error).toBe('The resume must be a PDF file');
    expect(await mediaFiles(ctx)).toEqual([]);
    expect(await list()).toEqual([]);
  });

  it('requires the file on add and on edit', async () => {
    const add = await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.resume.add, token: ctx.token },
      {},
    );
    expectStatus(add, 400);
    const resume = await addResume(ctx, ctx.token);
    const edit = await sendForm(
      ctx,
      { method: 'PUT', url: apiPaths.resume.edit(resume._id), token: ctx.token },
      {},
    );
    expectStatus(edit, 400);
    expect(edit.json().details).toEqual([{ field: 'resumeFile', message: 'is required' }]);
  });

  it('deletes the resume and its file, after which one can be added again', async () => {
    const resume = await addResume(ctx, ctx.token);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: apiPaths.resume.delete(resume._id),
      headers: ctx.auth(ctx.token),
    });
    expect(res.json()).toEqual({ _id: resume._id, deleted: true });
    expect(await mediaFiles(ctx)).toEqual([]);
    expect(await latestNotification()).toMatchObject({
      action: 'Delete',
      status: 'Success',
      notification_msg: 'Resume deleted',
    });
    await addResume(ctx, ctx.token);
    expect(await list()).toHaveLength(1);
  });
});
