import type { Db } from '../../db/database.js';
import type { DocumentRow, TranslationsOf } from './search-rows.js';

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

/** The default language's document of one thing, as stored. */
export const defaultDocument = (
  db: Db,
  kind: string,
  refId: string,
): Promise<DocumentRow | undefined> =>
  db
    .selectFrom('search_documents')
    .select(['kind', 'ref_id', 'title', 'tags', 'body', 'url', 'date', 'public_from'])
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .executeTakeFirst();

/** The ids of the default documents of a thing, or with no `refId` of every thing of the kind. */
export const documentIds = (db: Db, kind: string, refId?: string) =>
  db
    .selectFrom('search_documents')
    .select('id')
    .where('kind', '=', kind)
    .$if(refId !== undefined, (query) => query.where('ref_id', '=', refId ?? ''));

/** The ids of the translated documents that `of` names. */
export const translationIds = (db: Db, of: TranslationsOf) =>
  db
    .selectFrom('search_translations')
    .select('id')
    .$if(of.kind !== undefined, (query) => query.where('kind', '=', of.kind ?? ''))
    .$if(of.refId !== undefined, (query) => query.where('ref_id', '=', of.refId ?? ''))
    .$if(of.language !== undefined, (query) => query.where('language', '=', of.language ?? ''));

/** Deletes the translated documents that `of` names. */
export async function deleteTranslations(trx: Db, of: TranslationsOf): Promise<void> {
  await trx.deleteFrom('search_translations').where('id', 'in', translationIds(trx, of)).execute();
}

/** Deletes a thing's documents in every language, or with no `refId` those of the kind. */
export async function deleteDocuments(trx: Db, kind: string, refId?: string): Promise<void> {
  await deleteTranslations(trx, { kind, refId });
  await trx
    .deleteFrom('search_documents')
    .where('id', 'in', documentIds(trx, kind, refId))
    .execute();
}

/** Deletes every document and the record of the build: the index is to be built again. */
export async function clearDocuments(trx: Db): Promise<void> {
  await trx.deleteFrom('search_translations').execute();
  await trx.deleteFrom('search_documents').execute();
  await trx.deleteFrom('search_index_builds').execute();
}
