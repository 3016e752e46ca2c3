import type { Db } from '../../db/database.js';

/** Whether the index was built by this version of its rules (either engine). */
export async function isBuilt(db: Db, version: number): Promise<boolean> {
  const row = await db
    .selectFrom('search_index_builds')
    .select('version')
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records that this version of the rules built the index, alone: an older build is gone. */
export async function markBuilt(trx: Db, version: number, now: Date): Promise<void> {
  await trx.deleteFrom('search_index_builds').execute();
  await trx.insertInto('search_index_builds').values({ version, built_at: now }).execute();
}

/** The columns of a document that a search answers. */
export const FOUND_COLUMNS = [
  'search_documents.kind',
  'search_documents.ref_id',
  'search_documents.title',
  'search_documents.tags',
  'search_documents.body',
  'search_documents.url',
  'search_documents.date',
  'search_documents.public_from',
] as const;
