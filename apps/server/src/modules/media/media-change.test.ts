import { apiPaths, type Project, UPLOAD_FIELDS } from '@portfolio/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest, ownerCall } from '../../test/app.js';
import {
  addResume,
  type ContentState,
  contentState,
  keyOf,
  mediaEntries,
  mediaFiles,
  PROJECT_FIELDS,
  seedCertificate,
  seedProject,
  sendForm,
  storedBytes,
} from '../../test/content.js';
import { image, pdf } from '../../test/multipart.js';

const ctx = ownerAppPerTest();

/**
 * From now on the database refuses every `write` of a row of `table`, as a full disk or a lost
 * connection would: the change fails after its files were stored.
 */
async function failWrites(table: string, write: 'insert' | 'update'): Promise<void> {
  const trigger = sql.id(`test_refuses_${write}_${table}`);
  if (ctx.database.handle.engine === 'sqlite') {
    await sql`create trigger ${trigger} before ${sql.raw(write)} on ${sql.table(table)}
      begin select raise(abort, 'the database refused the write'); end`.execute(ctx.db);
  } else {
    await sql`create or replace function test_refuse_write() returns trigger language plpgsql
      as $$ begin raise exception 'the database refused the write'; end $$`.execute(ctx.db);
    await sql`create trigger ${trigger} before ${sql.raw(write)} on ${sql.table(table)}
      for each row execute function test_refuse_write()`.execute(ctx.db);
  }
}

/** The state after a failed change equals the one before, but for the owner's Error notification. */
function expectUnchanged(after: ContentState, before: ContentState): void {
  expect({ ...after.tables, notifications: [] }).toEqual({ ...before.tables, notifications: [] });
  expect(after.files).toEqual(before.files);
  expect(after.tables.notifications).toHaveLength((before.tables.notifications?.length ?? 0) + 1);
}

const sendImage = (method: 'POST' | 'PUT', url: string) =>
  sendForm(ctx, { method, url, token: ctx.token }, PROJECT_FIELDS, {
    field: UPLOAD_FIELDS.project,
    path: image('landscape_6.jpg'),
  });

const INTERNAL_ERROR = { error: 'Internal server error', code: 'INTERNAL_ERROR' };

describe('a change that fails after its files were stored leaves nothing behind', () => {
  it('adding a project', async () => {
    await seedProject(ctx, ctx.token);
    const before = await contentState(ctx);
    await failWrites('projects', 'insert');
    const res = await sendImage('POST', apiPaths.projects.add);
    expectStatus(res, 500);
    expect(res.json()).toEqual(INTERNAL_ERROR);
    expectUnchanged(await contentState(ctx), before);
  });

  it('replacing the image of a project: the old image stays', async () => {
    const project = await seedProject(ctx, ctx.token);
    const before = await contentState(ctx);
    await failWrites('projects', 'update');
    const res = await sendImage('PUT', apiPaths.projects.edit(project._id));
    expectStatus(res, 500);
    expect(res.json()).toEqual(INTERNAL_ERROR);
    expectUnchanged(await contentState(ctx), before);
    expect((await storedBytes(ctx, project.project_image)).length).toBeGreaterThan(0);
  });

  it('adding the resume', async () => {
    const before = await contentState(ctx);
    await failWrites('resumes', 'insert');
    const res = await sendForm(
      ctx,
      { method: 'POST', url: apiPaths.resume.add, token: ctx.token },
      {},
      {
        field: UPLOAD_FIELDS.resume,
        path: pdf('minimal-document.pdf'),
        contentType: 'application/pdf',
      },
    );
    expectStatus(res, 500);
    expect(res.json()).toEqual(INTERNAL_ERROR);
    expectUnchanged(await contentState(ctx), before);
  });
});

describe('a replaced or deleted file leaves nothing behind', () => {
  /** What storage holds for these media URLs alone: on local disk, their files and folders. */
  const entriesOf = (...urls: string[]) => {
    const keys = urls.map(keyOf);
    if (ctx.config.storage.driver !== 'local') return keys.sort();
    const folders = keys.flatMap((key) =>
      key
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
    );
    return [...new Set([...folders, ...keys])].sort();
  };

  it('neither the old image of a project nor, once it is deleted, its folder', async () => {
    const project = await seedProject(ctx, ctx.token);
    const edited = await sendImage('PUT', apiPaths.projects.edit(project._id));
    expectStatus(edited, 200);
    const replaced = edited.json<Project>();
    expect(await mediaEntries(ctx)).toEqual(
      entriesOf(...replaced.project_image_variants.map((v) => v.url)),
    );
    const deleted = await ownerCall(ctx, 'DELETE', apiPaths.projects.delete(project._id));
    expectStatus(deleted, 200);
    expect(await mediaEntries(ctx)).toEqual([]);
  });

  it('nor the folder of a deleted resume', async () => {
    const resume = await addResume(ctx, ctx.token);
    expect(await mediaEntries(ctx)).toEqual(entriesOf(resume.resume_file));
    const deleted = await ownerCall(ctx, 'DELETE', apiPaths.resume.delete(resume._id));
    expectStatus(deleted, 200);
    expect(await mediaEntries(ctx)).toEqual([]);
  });
});

describe('concurrent replacements of one file leave nothing behind', () => {
  const newImages = ['landscape_6.jpg', 'jolla.jpg', 'portrait_8.jpg', 'Canon_40D.jpg'];
  const newPdfs = ['pdflatex-4-pages.pdf', 'google-doc-document.pdf', 'minimal-document.pdf'];

  /** The ids of the media items a row points at. */
  async function referencedMedia(): Promise<string[]> {
    const rows = [
      ...(await ctx.db.selectFrom('projects').select('image_id as id').execute()),
      ...(await ctx.db.selectFrom('certificates').select('image_id as id').execute()),
      ...(await ctx.db.selectFrom('resumes').select('file_id as id').execute()),
    ];
    return rows.flatMap((row) => (row.id ? [row.id] : [])).sort();
  }

  /** Storage holds the files of the media the rows point at, and nothing else. */
  async function expectNoOrphan(original: string[]): Promise<void> {
    const media = await referencedMedia();
    const mediaRows = await ctx.db.selectFrom('media').select('id').execute();
    expect(mediaRows.map((row) => row.id).sort()).toEqual(media);
    const files = await ctx.db
      .selectFrom('media_files')
      .select('key')
      .where('media_id', 'in', media)
      .execute();
    const stored = await mediaFiles(ctx);
    expect(stored).toEqual(files.map((file) => file.key).sort());
    expect(stored.filter((key) => original.includes(key))).toEqual([]);
  }

  it.each([
    {
      subject: 'project',
      add: async () => (await seedProject(ctx, ctx.token))._id,
      url: apiPaths.projects.edit,
      fields: PROJECT_FIELDS,
      field: UPLOAD_FIELDS.project,
    },
    {
      subject: 'certificate',
      add: async () => (await seedCertificate(ctx, ctx.token))._id,
      url: apiPaths.certificates.edit,
      fields: { title: 'Deep Learning Specialization', issued_by: 'Coursera' },
      field: UPLOAD_FIELDS.certificate,
    },
  ])('editing one $subject with new images at once', async ({ add, url, fields, field }) => {
    const id = await add();
    const original = await mediaFiles(ctx);
    const answers = await Promise.all(
      newImages.map((name) =>
        sendForm(ctx, { method: 'PUT', url: url(id), token: ctx.token }, fields, {
          field,
          path: image(name),
        }),
      ),
    );
    for (const answer of answers) expectStatus(answer, 200);
    await expectNoOrphan(original);
  });

  it('editing the resume with new files at once', async () => {
    const resume = await addResume(ctx, ctx.token);
    const original = await mediaFiles(ctx);
    const answers = await Promise.all(
      newPdfs.map((name) =>
        sendForm(
          ctx,
          { method: 'PUT', url: apiPaths.resume.edit(resume._id), token: ctx.token },
          {},
          { field: UPLOAD_FIELDS.resume, path: pdf(name), contentType: 'application/pdf' },
        ),
      ),
    );
    for (const answer of answers) expectStatus(answer, 200);
    await expectNoOrphan(original);
  });
});
