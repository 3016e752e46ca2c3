import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { inWindow, type RowWindow } from '../../db/list-window.js';
import type { Database } from '../../db/schema.js';
import type { DocumentsTable, FoundRow, FullText, SearchRepository } from './search-rows.js';

// The search's reading, the same on both engines through their full text (`FullText`): the
// default language's documents, and in another language its documents (`search_translations`)
// before the default's of the things without a matching one, each thing once.

/** The documents the public sees at `at`; every one for null (the owner). */
const visibleAt = (at: Date | null) => (eb: ExpressionBuilder<Database, 'search_documents'>) =>
  at === null ? eb.val(true) : eb('search_documents.public_from', '<=', at);

/** How well a row of `table` matches: 3 every term in its title, 2 in its title or tags, else 1. */
const tierIn = (text: FullText, table: DocumentsTable, terms: readonly string[]) =>
  sql<number>`case
    when ${text.matches(table, terms, 'title')} then 3
    when ${text.matches(table, terms, 'title tags')} then 2
    else 1 end`;

/** Whether a thing of this default document has a document in the language that matches. */
const translationMatches = (text: FullText, terms: readonly string[], language: string) =>
  sql<boolean>`exists (select 1 from search_translations
    where search_translations.kind = search_documents.kind
      and search_translations.ref_id = search_documents.ref_id
      and search_translations.language = ${language}
      and ${text.matches('search_translations', terms)})`;

/** The default language's documents that match, each with its tier; 0: not in the language. */
const defaults = (db: Db, text: FullText, terms: readonly string[], at: Date | null) =>
  db
    .selectFrom('search_documents')
    .where(text.matches('search_documents', terms))
    .where(visibleAt(at))
    .select([
      'search_documents.kind',
      'search_documents.ref_id',
      'search_documents.title',
      'search_documents.tags',
      'search_documents.body',
      'search_documents.url',
      'search_documents.date',
      'search_documents.public_from',
    ])
    .select(tierIn(text, 'search_documents', terms).as('tier'))
    .select(sql<number>`0`.as('own'));

/**
 * A language's documents that match, each read through its default document (what the public
 * finds of it, its address, date and tags) with its own title and body; 1: in the language.
 */
const translated = (
  db: Db,
  text: FullText,
  terms: readonly string[],
  at: Date | null,
  language: string,
) =>
  db
    .selectFrom('search_translations')
    .innerJoin('search_documents', (join) =>
      join
        .onRef('search_documents.kind', '=', 'search_translations.kind')
        .onRef('search_documents.ref_id', '=', 'search_translations.ref_id'),
    )
    .where('search_translations.language', '=', language)
    .where(text.matches('search_translations', terms))
    .where(visibleAt(at))
    .select([
      'search_documents.kind',
      'search_documents.ref_id',
      'search_translations.title',
      'search_documents.tags',
      'search_translations.body',
      'search_documents.url',
      'search_documents.date',
      'search_documents.public_from',
    ])
    .select(tierIn(text, 'search_translations', terms).as('tier'))
    .select(sql<number>`1`.as('own'));

/** What a search reads: the default's documents alone, or the language's and then the default's. */
const found = (
  db: Db,
  text: FullText,
  terms: readonly string[],
  at: Date | null,
  language?: string,
) =>
  db.selectFrom(
    (language === undefined
      ? defaults(db, text, terms, at)
      : translated(db, text, terms, at, language).unionAll(
          defaults(db, text, terms, at).where(({ not }) =>
            not(translationMatches(text, terms, language)),
          ),
        )
    ).as('found'),
  );

/** A page of the documents found: the language's first, then by tier, the newest, the highest id. */
const findDocuments = async (
  db: Db,
  text: FullText,
  terms: readonly string[],
  at: Date | null,
  window: RowWindow,
  language?: string,
): Promise<FoundRow[]> =>
  (
    await found(db, text, terms, at, language)
      .selectAll()
      .orderBy('found.own', 'desc')
      .orderBy('found.tier', 'desc')
      .orderBy(text.inByteOrder('found.date'), 'desc')
      .orderBy(text.inByteOrder('found.ref_id'), 'desc')
      .$call(inWindow(window))
      .execute()
  ).map(({ own: _, ...row }) => row);

/** How many documents a search finds. */
const countDocuments = async (
  db: Db,
  text: FullText,
  terms: readonly string[],
  at: Date | null,
  language?: string,
): Promise<number> =>
  Number(
    (
      await found(db, text, terms, at, language)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/**
 * The repository's `find` and `count` over an engine's full text: each engine's repository spreads
 * them in, as the reading is the same on both.
 */
export const foundReads = (text: FullText): Pick<SearchRepository, 'find' | 'count'> => ({
  find: (db, terms, at, window, language) => findDocuments(db, text, terms, at, window, language),
  count: (db, terms, at, language) => countDocuments(db, text, terms, at, language),
});
