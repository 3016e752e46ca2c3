import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  Deleted,
  ErrorBody,
  IdParams,
  NotificationAction,
  NotificationStatus,
  Resume,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { requireAdmin } from '../auth/guard.js';
import { storeDocument } from '../media/media.service.js';
import { commitMediaChange } from '../media/media-change.js';
import { missingFile, readUpload } from '../media/upload.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import { toResumes } from './resume.mapping.js';
import {
  deleteResume,
  findResume,
  findResumeForUpdate,
  insertResume,
  listResumes,
  RESUME_SLOT,
  type ResumeRow,
  replaceResumeFile,
} from './resume.repository.js';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
};
const tags = ['resume'];
const multipart = { multipart: { file: UPLOAD_FIELDS.resume } };
const exists = () =>
  conflict('A resume exists already: replace it with editResume, or delete it first');
const missing = () => notFound('No resume has this id');

/** Spec §7 resume calls. At most one resume exists; it is a PDF. */
export const resumeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;
  const toResume = async (db: Db, row: ResumeRow) =>
    (await toResumes(db, deps.config.mediaBaseUrl, [row]))[0] as Resume;
  const notify = (db: Db, action: NotificationAction, message: string) =>
    insertNotification(db, { action, status: NotificationStatus.Success, message }, deps.now());

  app.post(
    apiPaths.resume.list,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The resume, if there is one',
        response: { 200: Type.Array(Resume) },
      },
    },
    async () => toResumes(deps.db, deps.config.mediaBaseUrl, await listResumes(deps.db)),
  );

  app.post(
    apiPaths.resume.add,
    {
      onRequest: requireAdmin,
      config: { audit: { action: NotificationAction.Create, subject: 'resume' }, ...multipart },
      schema: { tags, summary: 'Upload the resume (a PDF)', response: { 200: Resume, ...errors } },
    },
    async (request) => {
      if ((await listResumes(deps.db)).length > 0) throw exists();
      const upload = await readUpload(request, UPLOAD_FIELDS.resume);
      if (!upload.file) throw missingFile(UPLOAD_FIELDS.resume);
      const file = await storeDocument(deps.storage, upload.file);
      const row = await commitMediaChange(deps, request.log, file, async (trx) => {
        const now = deps.now();
        const created = await insertResume(trx, {
          id: newId(now.getTime()),
          slot: RESUME_SLOT,
          file_id: file.id,
          created_at: now,
          updated_at: now,
        }).catch((err: unknown) => {
          throw isUniqueViolation(err) ? exists() : err;
        });
        await notify(trx, NotificationAction.Create, 'Resume uploaded');
        return { result: created, dropped: [] };
      });
      return toResume(deps.db, row);
    },
  );

  app.put(
    apiPaths.resume.edit(':id'),
    {
      onRequest: requireAdmin,
      config: { audit: { action: NotificationAction.Edit, subject: 'resume' }, ...multipart },
      schema: {
        tags,
        summary: 'Replace the resume file',
        params: IdParams,
        response: { 200: Resume, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findResume(deps.db, id))) throw missing();
      const upload = await readUpload(request, UPLOAD_FIELDS.resume);
      if (!upload.file) throw missingFile(UPLOAD_FIELDS.resume);
      const file = await storeDocument(deps.storage, upload.file);
      const row = await commitMediaChange(deps, request.log, file, async (trx) => {
        const current = await findResumeForUpdate(trx, deps.engine, id);
        const updated = current && (await replaceResumeFile(trx, id, file.id, deps.now()));
        if (!current || !updated) throw missing();
        await notify(trx, NotificationAction.Edit, 'Resume replaced');
        return { result: updated, dropped: [current.file_id] };
      });
      return toResume(deps.db, row);
    },
  );

  app.delete(
    apiPaths.resume.delete(':id'),
    {
      onRequest: requireAdmin,
      config: { audit: { action: NotificationAction.Delete, subject: 'resume' } },
      schema: {
        tags,
        summary: 'Delete the resume',
        params: IdParams,
        response: { 200: Deleted, ...errors },
      },
    },
    async (request) =>
      commitMediaChange(deps, request.log, undefined, async (trx) => {
        const deleted = await deleteResume(trx, request.params.id);
        if (!deleted) throw missing();
        await notify(trx, NotificationAction.Delete, 'Resume deleted');
        return { result: { _id: deleted.id, deleted: true as const }, dropped: [deleted.file_id] };
      }),
  );
};
