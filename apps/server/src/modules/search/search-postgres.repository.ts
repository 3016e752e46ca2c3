import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { countOf, inWindow } from '../../db/list-window.js';
import {
  clearDocuments,
  defaultDocument,
  deleteDocuments,
  FOUND_COLUMNS,
  inLanguage,
  isBuilt,
  languageFirst,
  markBuilt,
  visibleAt,
} from './search-builds.repository.js';
import type { DocumentRow, DocumentWords, FoundRow, SearchRepository } from './search-rows.js';

/**
 * A tsquery (the `simple` configuration: no stemming, no stop words, as FTS5's tokenizer) for
 * documents where each term begins a word, with one of these weights (the title A, the tags B,
 * the body C) or any. A term is letters and digits only (search-text.ts), quoted: never an
 * operator.
 */
function matchAll(terms: readonly string[], weights = ''): string {
  return terms.map((term) => `'${term}':*${weights}`).join(' & ');
}

const matches = (query: string, alias = 'search_documents') =>
  sql<boolean>`${sql.ref(`${alias}.words`)} @@ to_tsquery('simple', ${query})`;

/**
 * The documents that match every term (through the GIN index of `words`), in the language's
 * reading (`inLanguage`).
 */
const found = (db: Db, terms: readonly string[], at: Date | null, language?: string) =>
  db
    .selectFrom('search_documents')
    .where(matches(matchAll(terms)))
    .where(visibleAt(at))
    .where(inLanguage(language, (alias) => matches(matchAll(terms), alias)));

export const postgresSearch: SearchRepository = {
  async write(trx: Db, row: DocumentRow, words: DocumentWords) {
    await sql`insert into search_documents
        (kind, ref_id, language, title, tags, body, url, date, public_from, words)
      values (${row.kind}, ${row.ref_id}, ${row.language}, ${row.title}, ${row.tags},
        ${row.body}, ${row.url}, ${row.date}, ${row.public_from ?? null},
        setweight(to_tsvector('simple', ${words.title}), 'A') ||
        setweight(to_tsvector('simple', ${words.tags}), 'B') ||
        setweight(to_tsvector('simple', ${words.body}), 'C'))
      on conflict (kind, ref_id, language) do update set
        title = excluded.title, tags = excluded.tags, body = excluded.body, url = excluded.url,
        date = excluded.date, public_from = excluded.public_from, words = excluded.words`.execute(
      trx,
    );
  },
  drop: deleteDocuments,
  clear: clearDocuments,
  defaultDocument,
  find: (db, terms, at, window, language): Promise<FoundRow[]> =>
    found(db, terms, at, language)
      .select(FOUND_COLUMNS)
      .select(
        sql<number>`case
          when ${matches(matchAll(terms, 'A'))} then 3
          when ${matches(matchAll(terms, 'AB'))} then 2
          else 1 end`.as('tier'),
      )
      .$if(language !== undefined, (query) => query.orderBy(languageFirst, 'desc'))
      .orderBy('tier', 'desc')
      // Byte order, as SQLite's: a locale's collation would skip the dashes of '2024-05'.
      .orderBy(sql`search_documents.date collate "C"`, 'desc')
      .orderBy(sql`search_documents.ref_id collate "C"`, 'desc')
      .$call(inWindow(window))
      .execute(),
  count: (db, terms, at, language) => countOf(found(db, terms, at, language)),
  isBuilt,
  markBuilt,
};
