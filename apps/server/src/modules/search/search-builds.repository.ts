import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

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

/** The documents the public sees at `at`; every one for null (the owner). */
export const visibleAt =
  (at: Date | null) => (eb: ExpressionBuilder<Database, 'search_documents'>) =>
    at === null ? eb.val(true) : eb('search_documents.public_from', '<=', at);

/** Deletes the document of one item, or with no `refId` those of every item of the kind. */
export async function deleteDocuments(trx: Db, kind: string, refId?: string): Promise<void> {
  await trx
    .deleteFrom('search_documents')
    .where('kind', '=', kind)
    .$if(refId !== undefined, (query) => query.where('ref_id', '=', refId ?? ''))
    .execute();
}

/** Deletes every document and the record of the build: the index is to be built again. */
export async function clearDocuments(trx: Db): Promise<void> {
  await trx.deleteFrom('search_documents').execute();
  await trx.deleteFrom('search_index_builds').execute();
}
