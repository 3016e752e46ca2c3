import type { Db } from '../../db/database.js';
import type { GeneratedResumesTable } from '../../db/schema.js';

export type GeneratedResumeRow = GeneratedResumesTable;

export async function findGeneratedResume(
  db: Db,
  digest: string,
): Promise<GeneratedResumeRow | undefined> {
  return db
    .selectFrom('generated_resumes')
    .selectAll()
    .where('digest', '=', digest)
    .executeTakeFirst();
}

/** Keeps a set résumé's row; another instance may have kept the same one first. */
export async function keepGeneratedResume(db: Db, row: GeneratedResumeRow): Promise<void> {
  await db
    .insertInto('generated_resumes')
    .values(row)
    .onConflict((oc) => oc.column('digest').doNothing())
    .execute();
}

/**
 * Drops every kept résumé of one language but this one, answering their files' keys: those whose
 * file is named with this beginning (`resumes/generated-` the default language's, `resumes/pt/
 * generated-` Portuguese's), so one language's résumé never drops another's.
 */
export async function dropGeneratedResumesBut(
  db: Db,
  digest: string,
  keyStart: string,
): Promise<string[]> {
  const rows = await db
    .deleteFrom('generated_resumes')
    .where('digest', '!=', digest)
    .where('file_key', 'like', `${keyStart}%`)
    .returning('file_key')
    .execute();
  return rows.map((row) => row.file_key);
}
