import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { FOUND_COLUMNS, isBuilt, markBuilt } from './search-builds.repository.js';
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

const matches = (query: string) =>
  sql<boolean>`search_documents.words @@ to_tsquery('simple', ${query})`;

/** The documents the public sees at `visibleAt`; every one for null (the owner). */
const visibleAt = (at: Date | null) => (eb: ExpressionBuilder<Database, 'search_documents'>) =>
  at === null ? eb.val(true) : eb('search_documents.public_from', '<=', at);

/** The documents that match every term (through the GIN index of `words`). */
const found = (db: Db, terms: readonly string[], at: Date | null) =>
  db
    .selectFrom('search_documents')
    .where(matches(matchAll(terms)))
    .where(visibleAt(at));

export const postgresSearch: SearchRepository = {
  async write(trx: Db, row: DocumentRow, words: DocumentWords) {
    await sql`insert into search_documents
        (kind, ref_id, title, tags, body, url, date, public_from, words)
      values (${row.kind}, ${row.ref_id}, ${row.title}, ${row.tags}, ${row.body}, ${row.url},
        ${row.date}, ${row.public_from ?? null},
        setweight(to_tsvector('simple', ${words.title}), 'A') ||
        setweight(to_tsvector('simple', ${words.tags}), 'B') ||
        setweight(to_tsvector('simple', ${words.body}), 'C'))
      on conflict (kind, ref_id) do update set
        title = excluded.title, tags = excluded.tags, body = excluded.body, url = excluded.url,
        date = excluded.date, public_from = excluded.public_from, words = excluded.words`.execute(
      trx,
    );
  },
  async drop(trx, kind, refId) {
    await trx
      .deleteFrom('search_documents')
      .where('kind', '=', kind)
      .where('ref_id', '=', refId)
      .execute();
  },
  async dropKind(trx, kind) {
    await trx.deleteFrom('search_documents').where('kind', '=', kind).execute();
  },
  async clear(trx) {
    await trx.deleteFrom('search_documents').execute();
    await trx.deleteFrom('search_index_builds').execute();
  },
  find: (db, terms, at, window): Promise<FoundRow[]> =>
    found(db, terms, at)
      .select(FOUND_COLUMNS)
      .select(
        sql<number>`case
          when ${matches(matchAll(terms, 'A'))} then 3
          when ${matches(matchAll(terms, 'AB'))} then 2
          else 1 end`.as('tier'),
      )
      .orderBy('tier', 'desc')
      // Byte order, as SQLite's: a locale's collation would skip the dashes of '2024-05'.
      .orderBy(sql`search_documents.date collate "C"`, 'desc')
      .orderBy(sql`search_documents.ref_id collate "C"`, 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  async count(db, terms, at) {
    const row = await found(db, terms, at)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
  isBuilt,
  markBuilt,
};
