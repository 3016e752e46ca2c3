import {
  changeMessages,
  type Deleted,
  errorMessages,
  NotificationAction,
  type Resume,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { conflict, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import {
  commitContentChange,
  commitMediaDrop,
  type MediaContentChange,
} from '../content/content-change.js';
import { documentUrlsOf, storeDocument } from '../media/media.service.js';
import { missingFile, type UploadForm, type UploadRequest } from '../media/upload.js';
import {
  deleteResume,
  findResume,
  findResumeForUpdate,
  findResumes,
  insertResume,
  RESUME_SLOT,
  type ResumeRow,
  replaceResumeFile,
} from './resume.repository.js';

/** The resume's upload form: the PDF alone. */
export const RESUME_FORM: UploadForm = { file: UPLOAD_FIELDS.resume };

const exists = () =>
  conflict('A resume exists already: replace it with editResume, or delete it first');
const missing = () => notFound(errorMessages.notFound('resume'));

/** Rows as API resumes, each with the URL of its PDF. */
async function toResumes(
  deps: Pick<AppDeps, 'db' | 'config'>,
  rows: readonly ResumeRow[],
): Promise<Resume[]> {
  const urls = await documentUrlsOf(
    deps,
    rows.map((row) => row.file_id),
  );
  return rows.map((row) => ({
    _id: row.id,
    resume_file: urls(row.file_id),
    pageCount: row.page_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

async function toResume(deps: Pick<AppDeps, 'db' | 'config'>, row: ResumeRow): Promise<Resume> {
  const [resume] = await toResumes(deps, [row]);
  if (!resume) throw missing();
  return resume;
}

/**
 * The PDF of the owner's form stored (refused if it asks for a password or cannot be read; its
 * pages counted), then `change` saves the resume's row with it: row, notification and the dropped
 * files' rows in one commit. Answers the saved resume.
 */
async function commitResumePdf(
  deps: ServiceDeps,
  upload: UploadRequest,
  change: (
    trx: Db,
    now: Date,
    document: Awaited<ReturnType<typeof storeDocument>>,
  ) => Promise<MediaContentChange<ResumeRow>>,
): Promise<Resume> {
  const { file } = await upload.read();
  if (!file) throw missingFile(RESUME_FORM.file);
  const document = await storeDocument(deps, file);
  const row = await commitContentChange(deps, (trx, now) => change(trx, now, document), {
    added: document,
    log: upload.log,
  });
  return toResume(deps, row);
}

/** The resume, if there is one: everyone sees it. */
export async function listResumes(deps: Pick<AppDeps, 'db' | 'config'>): Promise<Resume[]> {
  return toResumes(deps, await findResumes(deps.db));
}

/**
 * The owner uploads the resume, when there is none yet: the PDF (refused if it asks for a password
 * or cannot be read; its pages counted), then its row and notification.
 */
export async function addResume(deps: ServiceDeps, upload: UploadRequest): Promise<Resume> {
  if ((await findResumes(deps.db)).length > 0) throw exists();
  return commitResumePdf(deps, upload, async (trx, now, document) => {
    const created = await insertResume(trx, {
      id: newId(now.getTime()),
      slot: RESUME_SLOT,
      file_id: document.id,
      page_count: document.pages,
      created_at: now,
      updated_at: now,
    }).catch((err: unknown) => {
      throw isUniqueViolation(err) ? exists() : err;
    });
    return {
      result: created,
      notification: { action: NotificationAction.Create, message: changeMessages.resumeUploaded },
      dropped: [],
    };
  });
}

/**
 * The owner replaces the resume's PDF: the new file, then the row, the notification and the old
 * file's rows in one commit; the old file after it.
 */
export async function replaceResume(
  deps: ServiceDeps,
  id: string,
  upload: UploadRequest,
): Promise<Resume> {
  if (!(await findResume(deps.db, id))) throw missing();
  return commitResumePdf(deps, upload, async (trx, now, document) => {
    const current = await findResumeForUpdate(trx, deps.engine, id);
    const updated = current && (await replaceResumeFile(trx, id, document.id, document.pages, now));
    if (!current || !updated) throw missing();
    return {
      result: updated,
      notification: { action: NotificationAction.Edit, message: changeMessages.resumeReplaced },
      dropped: [current.file_id],
    };
  });
}

/** The owner deletes the resume: its row, the notification and its file's rows, the file after. */
export async function removeResume(
  deps: ServiceDeps,
  id: string,
  log: FastifyBaseLogger,
): Promise<Deleted> {
  return commitMediaDrop(deps, log, async (trx) => {
    const row = await deleteResume(trx, id);
    if (!row) throw missing();
    return {
      result: { _id: row.id, deleted: true as const },
      notification: { action: NotificationAction.Delete, message: changeMessages.resumeDeleted },
      dropped: [row.file_id],
    };
  });
}
