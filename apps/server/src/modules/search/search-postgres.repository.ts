import { sql } from 'kysely';
import {
  clearDocuments,
  defaultDocument,
  deleteDocuments,
  deleteTranslations,
  isBuilt,
  markBuilt,
} from './search-builds.repository.js';
import { foundReads } from './search-found.repository.js';
import type { DocumentWords, FullText, SearchRepository } from './search-rows.js';

/** The weights of a document's words: the title A, the tags B, the body C. */
const WEIGHTS = { title: 'A', 'title tags': 'AB' } as const;

/**
 * A tsquery (the `simple` configuration: no stemming, no stop words, as FTS5's tokenizer) for
 * documents where each term begins a word, with one of these weights or any. A term is letters
 * and digits only (search-text.ts), quoted: never an operator.
 */
function matchAll(terms: readonly string[], weights = ''): string {
  return terms.map((term) => `'${term}':*${weights}`).join(' & ');
}

/** Matched through the GIN index of each table's `words`. */
const fullText: FullText = {
  matches: (table, terms, fields) =>
    sql<boolean>`${sql.ref(`${table}.words`)} @@ to_tsquery('simple', ${matchAll(
      terms,
      fields === undefined ? '' : WEIGHTS[fields],
    )})`,
  // Byte order, as SQLite's: a locale's collation would skip the dashes of '2024-05'.
  inByteOrder: (column) => sql<string>`${sql.ref(column)} collate "C"`,
};

/** A document's words, weighted. */
const weighted = (words: DocumentWords) =>
  sql`setweight(to_tsvector('simple', ${words.title}), 'A') ||
    setweight(to_tsvector('simple', ${words.tags}), 'B') ||
    setweight(to_tsvector('simple', ${words.body}), 'C')`;

export const postgresSearch: SearchRepository = {
  async write(trx, row, words) {
    await sql`insert into search_documents
        (kind, ref_id, title, tags, body, url, date, public_from, words)
      values (${row.kind}, ${row.ref_id}, ${row.title}, ${row.tags}, ${row.body}, ${row.url},
        ${row.date}, ${row.public_from ?? null}, ${weighted(words)})
      on conflict (kind, ref_id) do update set
        title = excluded.title, tags = excluded.tags, body = excluded.body, url = excluded.url,
        date = excluded.date, public_from = excluded.public_from, words = excluded.words`.execute(
      trx,
    );
  },
  async writeTranslation(trx, row, words) {
    await sql`insert into search_translations (kind, ref_id, language, title, body, words)
      values (${row.kind}, ${row.ref_id}, ${row.language}, ${row.title}, ${row.body},
        ${weighted(words)})
      on conflict (kind, ref_id, language) do update set
        title = excluded.title, body = excluded.body, words = excluded.words`.execute(trx);
  },
  drop: deleteDocuments,
  dropTranslations: deleteTranslations,
  clear: clearDocuments,
  defaultDocument,
  ...foundReads(fullText),
  isBuilt,
  markBuilt,
};
