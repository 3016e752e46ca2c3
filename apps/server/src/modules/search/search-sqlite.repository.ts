import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  clearDocuments,
  defaultDocument,
  deleteDocuments,
  deleteTranslations,
  documentIds,
  isBuilt,
  markBuilt,
  translationIds,
} from './search-builds.repository.js';
import { foundReads } from './search-found.repository.js';
import type { DocumentsTable, DocumentWords, FullText, SearchRepository } from './search-rows.js';

/** Each table's FTS5 table of words, whose rowid is the document's id. */
const WORDS = {
  search_documents: 'search_words',
  search_translations: 'search_translation_words',
} as const satisfies Record<DocumentsTable, string>;

/**
 * FTS5's query for documents where each term begins a word, in the columns named (all of them by
 * default). A term is letters and digits only (search-text.ts), quoted: never an operator.
 */
function matchAll(terms: readonly string[], columns?: string): string {
  const all = terms.map((term) => `"${term}"*`).join(' ');
  return columns ? `{${columns}} : (${all})` : all;
}

const fullText: FullText = {
  matches: (table, terms, fields) => {
    const words = sql.table(WORDS[table]);
    return sql<boolean>`${sql.ref(`${table}.id`)} in
      (select rowid from ${words} where ${words} match ${matchAll(terms, fields)})`;
  },
  inByteOrder: (column) => sql<string>`${sql.ref(column)}`,
};

/** Writes a document's words under its id, in place of those it had. */
async function writeWords(trx: Db, table: DocumentsTable, id: number, words: DocumentWords) {
  const into = sql.table(WORDS[table]);
  await sql`delete from ${into} where rowid = ${id}`.execute(trx);
  await sql`insert into ${into} (rowid, title, tags, body)
    values (${id}, ${words.title}, ${words.tags}, ${words.body})`.execute(trx);
}

export const sqliteSearch: SearchRepository = {
  async write(trx, row, words) {
    const existing = await trx
      .selectFrom('search_documents')
      .select('id')
      .where('kind', '=', row.kind)
      .where('ref_id', '=', row.ref_id)
      .executeTakeFirst();
    let id: number;
    if (existing) {
      id = existing.id;
      await trx.updateTable('search_documents').set(row).where('id', '=', id).execute();
    } else {
      ({ id } = await trx
        .insertInto('search_documents')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    await writeWords(trx, 'search_documents', id, words);
  },
  async writeTranslation(trx, row, words) {
    const { id } = await trx
      .insertInto('search_translations')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .columns(['kind', 'ref_id', 'language'])
          .doUpdateSet({ title: row.title, body: row.body }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeWords(trx, 'search_translations', id, words);
  },
  async drop(trx, kind, refId) {
    await sql`delete from search_translation_words where rowid in (${translationIds(trx, { kind, refId })})`.execute(
      trx,
    );
    await sql`delete from search_words where rowid in (${documentIds(trx, kind, refId)})`.execute(
      trx,
    );
    await deleteDocuments(trx, kind, refId);
  },
  async dropTranslations(trx, of) {
    await sql`delete from search_translation_words where rowid in (${translationIds(trx, of)})`.execute(
      trx,
    );
    await deleteTranslations(trx, of);
  },
  async clear(trx) {
    await sql`delete from search_translation_words`.execute(trx);
    await sql`delete from search_words`.execute(trx);
    await clearDocuments(trx);
  },
  defaultDocument,
  ...foundReads(fullText),
  isBuilt,
  markBuilt,
};
