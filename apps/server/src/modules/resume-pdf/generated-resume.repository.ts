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

/** Drops every kept résumé but this one, answering their files' keys. */
export async function dropGeneratedResumesBut(db: Db, digest: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('generated_resumes')
    .where('digest', '!=', digest)
    .returning('file_key')
    .execute();
  return rows.map((row) => row.file_key);
}
