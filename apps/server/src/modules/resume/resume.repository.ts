import type { Db, Engine } from '../../db/database.js';
import { forUpdate } from '../../db/locks.js';
import type { ResumesTable } from '../../db/schema.js';

export type ResumeRow = ResumesTable;

/** The one resume slot: a second insert breaks the unique index. */
export const RESUME_SLOT = 1;

export async function findResumes(db: Db): Promise<ResumeRow[]> {
  return db.selectFrom('resumes').selectAll().orderBy('created_at', 'desc').execute();
}

export async function findResume(db: Db, id: string): Promise<ResumeRow | undefined> {
  return db.selectFrom('resumes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The resume, its row locked until the transaction ends: a concurrent change waits for it. */
export async function findResumeForUpdate(
  trx: Db,
  engine: Engine,
  id: string,
): Promise<ResumeRow | undefined> {
  return trx
    .selectFrom('resumes')
    .selectAll()
    .where('id', '=', id)
    .$call(forUpdate(engine))
    .executeTakeFirst();
}

export async function insertResume(db: Db, row: ResumeRow): Promise<ResumeRow> {
  return db.insertInto('resumes').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function replaceResumeFile(
  db: Db,
  id: string,
  fileId: string,
  pageCount: number,
  now: Date,
): Promise<ResumeRow | undefined> {
  return db
    .updateTable('resumes')
    .set({ file_id: fileId, page_count: pageCount, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteResume(db: Db, id: string): Promise<ResumeRow | undefined> {
  return db.deleteFrom('resumes').where('id', '=', id).returningAll().executeTakeFirst();
}
