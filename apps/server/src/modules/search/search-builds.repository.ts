import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
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

/**
 * Which documents a search in a language reads: with none (the default language, the owner) the
 * default's alone, as before languages; in another, the language's, and the default's of a thing
 * whose document in the language does not match (`matchesIn` says whether a document, by its
 * table's alias, matches the query): each thing once, in its language when it can.
 */
export const inLanguage =
  (language: string | undefined, matchesIn: (alias: string) => RawBuilder<boolean>) =>
  (eb: ExpressionBuilder<Database, 'search_documents'>) =>
    language === undefined
      ? eb('search_documents.language', '=', '')
      : eb.or([
          eb('search_documents.language', '=', language),
          eb.and([
            eb('search_documents.language', '=', ''),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('search_documents as own')
                  .select('own.id')
                  .whereRef('own.kind', '=', 'search_documents.kind')
                  .whereRef('own.ref_id', '=', 'search_documents.ref_id')
                  .where('own.language', '=', language)
                  .where(matchesIn('own')),
              ),
            ),
          ]),
        ]);

/** In a language, its documents before the default's (then the engine's own order). */
export const languageFirst = sql<number>`case when search_documents.language = '' then 0 else 1 end`;

/** The default language's document of one thing, as stored. */
export const defaultDocument = (db: Db, kind: string, refId: string) =>
  db
    .selectFrom('search_documents')
    .select(['kind', 'ref_id', 'title', 'tags', 'body', 'url', 'date', 'public_from', 'language'])
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .where('language', '=', '')
    .executeTakeFirst();

/**
 * Which documents a drop deletes: one thing's in every language, or with no `refId` those of every
 * thing of the kind; `translated` keeps the default language's.
 */
export interface DocumentsOf {
  kind?: string;
  refId?: string;
  language?: string;
  translated?: boolean;
}

/** The documents that `of` names (a filter on any table aliased `search_documents`). */
export const documentsOf =
  (of: DocumentsOf) => (eb: ExpressionBuilder<Database, 'search_documents'>) =>
    eb.and([
      ...(of.kind === undefined ? [] : [eb('search_documents.kind', '=', of.kind)]),
      ...(of.refId === undefined ? [] : [eb('search_documents.ref_id', '=', of.refId)]),
      ...(of.language === undefined ? [] : [eb('search_documents.language', '=', of.language)]),
      ...(of.translated ? [eb('search_documents.language', '<>', '')] : []),
    ]);

/** Deletes the documents that `of` names. */
export async function deleteDocuments(trx: Db, of: DocumentsOf): Promise<void> {
  await trx.deleteFrom('search_documents').where(documentsOf(of)).execute();
}

/** Deletes every document and the record of the build: the index is to be built again. */
export async function clearDocuments(trx: Db): Promise<void> {
  await trx.deleteFrom('search_documents').execute();
  await trx.deleteFrom('search_index_builds').execute();
}
