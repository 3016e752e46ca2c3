import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { countOf, inWindow } from '../../db/list-window.js';
import {
  clearDocuments,
  defaultDocument,
  deleteDocuments,
  documentsOf,
  FOUND_COLUMNS,
  inLanguage,
  isBuilt,
  languageFirst,
  markBuilt,
  visibleAt,
} from './search-builds.repository.js';
import type { DocumentRow, DocumentWords, FoundRow, SearchRepository } from './search-rows.js';

/**
 * FTS5's query for documents where each term begins a word, in the columns named (all of them by
 * default). A term is letters and digits only (search-text.ts), quoted: never an operator.
 */
function matchAll(terms: readonly string[], columns?: string): string {
  const all = terms.map((term) => `"${term}"*`).join(' ');
  return columns ? `{${columns}} : (${all})` : all;
}

/** The documents of `search_words` that match an FTS5 query. */
const matching = (query: string) =>
  sql`(select rowid from search_words where search_words match ${query})`;

/** The documents that match every term, in the language's reading (`inLanguage`). */
const found = (db: Db, terms: readonly string[], at: Date | null, language?: string) => {
  const query = matching(matchAll(terms));
  return db
    .selectFrom('search_documents')
    .where(sql<boolean>`search_documents.id in ${query}`)
    .where(visibleAt(at))
    .where(inLanguage(language, (alias) => sql<boolean>`${sql.ref(`${alias}.id`)} in ${query}`));
};

export const sqliteSearch: SearchRepository = {
  async write(trx: Db, row: DocumentRow, words: DocumentWords) {
    const existing = await trx
      .selectFrom('search_documents')
      .select('id')
      .where('kind', '=', row.kind)
      .where('ref_id', '=', row.ref_id)
      .where('language', '=', row.language)
      .executeTakeFirst();
    let id: number;
    if (existing) {
      id = existing.id;
      await sql`delete from search_words where rowid = ${id}`.execute(trx);
      await trx.updateTable('search_documents').set(row).where('id', '=', id).execute();
    } else {
      ({ id } = await trx
        .insertInto('search_documents')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    await sql`insert into search_words (rowid, title, tags, body)
      values (${id}, ${words.title}, ${words.tags}, ${words.body})`.execute(trx);
  },
  async drop(trx, of) {
    const ids = trx.selectFrom('search_documents').select('id').where(documentsOf(of));
    await sql`delete from search_words where rowid in (${ids})`.execute(trx);
    await deleteDocuments(trx, of);
  },
  async clear(trx) {
    await sql`delete from search_words`.execute(trx);
    await clearDocuments(trx);
  },
  defaultDocument,
  find: (db, terms, at, window, language): Promise<FoundRow[]> =>
    found(db, terms, at, language)
      .select(FOUND_COLUMNS)
      .select(
        sql<number>`case
          when search_documents.id in ${matching(matchAll(terms, 'title'))} then 3
          when search_documents.id in ${matching(matchAll(terms, 'title tags'))} then 2
          else 1 end`.as('tier'),
      )
      .$if(language !== undefined, (query) => query.orderBy(languageFirst, 'desc'))
      .orderBy('tier', 'desc')
      .orderBy('search_documents.date', 'desc')
      .orderBy('search_documents.ref_id', 'desc')
      .$call(inWindow(window))
      .execute(),
  count: (db, terms, at, language) => countOf(found(db, terms, at, language)),
  isBuilt,
  markBuilt,
};
