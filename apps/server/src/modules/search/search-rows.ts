import type { Insertable, RawBuilder, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RowWindow } from '../../db/list-window.js';
import type { SearchDocumentsTable, SearchTranslationsTable } from '../../db/schema.js';

/** A document as it is stored, without its id. */
export type DocumentRow = Omit<Insertable<SearchDocumentsTable>, 'id'>;

/** A document in another language as it is stored, without its id. */
type TranslatedDocumentRow = Omit<Insertable<SearchTranslationsTable>, 'id'>;

/** A document found, and how well: 3 every word in its title, 2 in its title or tags, 1 elsewhere. */
export type FoundRow = Omit<Selectable<SearchDocumentsTable>, 'id'> & { tier: number };

/** What an engine matches of a document: its title, tags and body as folded words. */
export interface DocumentWords {
  title: string;
  tags: string;
  body: string;
}

/** The tables of documents: the default language's, the other languages'. */
export type DocumentsTable = 'search_documents' | 'search_translations';

/** Which translated documents a drop deletes: a thing's, a kind's, a language's (all of them). */
export interface TranslationsOf {
  kind?: string;
  refId?: string;
  language?: string;
}

/** An engine's full text, as the search's shared queries (search-found.repository.ts) use it. */
export interface FullText {
  /**
   * Whether a row of `table` matches every term, each beginning one of its words in `fields` (all
   * of them by default).
   */
  matches(
    table: DocumentsTable,
    terms: readonly string[],
    fields?: 'title' | 'title tags',
  ): RawBuilder<boolean>;
  /** A text column in the order of its bytes (as SQLite sorts), whatever the database's locale. */
  inByteOrder(column: string): RawBuilder<string>;
}

/**
 * The search index's SQL, one implementation per engine (FTS5, tsvector), with the same rules:
 * a document is found when each term begins one of its words; titles rank above tags, tags above
 * the rest, and the newest first among equals (then the highest id: ids grow with time).
 * `visibleAt` finds what the public sees at that time; null finds everything (the owner).
 */
export interface SearchRepository {
  /** Writes a document, in place of the one of the same kind and id if any. */
  write(trx: Db, row: DocumentRow, words: DocumentWords): Promise<void>;
  /** Writes a document in another language, in place of the thing's one in it if any. */
  writeTranslation(trx: Db, row: TranslatedDocumentRow, words: DocumentWords): Promise<void>;
  /**
   * Drops a thing's documents, in every language, or with no `refId` those of every thing of the
   * kind (the skills, written again whole).
   */
  drop(trx: Db, kind: string, refId?: string): Promise<void>;
  /** Drops the documents in other languages that `of` names. */
  dropTranslations(trx: Db, of: TranslationsOf): Promise<void>;
  /** Drops every document and every record of a build. */
  clear(trx: Db): Promise<void>;
  /** The default language's document of one thing, as stored. */
  defaultDocument(db: Db, kind: string, refId: string): Promise<DocumentRow | undefined>;
  /**
   * A page of the documents found; in a language (not the default), its documents first and the
   * default's of the things without a matching one after.
   */
  find(
    db: Db,
    terms: readonly string[],
    visibleAt: Date | null,
    window: RowWindow,
    language?: string,
  ): Promise<FoundRow[]>;
  count(
    db: Db,
    terms: readonly string[],
    visibleAt: Date | null,
    language?: string,
  ): Promise<number>;
  /** Whether the index was built by this version of its rules. */
  isBuilt(db: Db, version: number): Promise<boolean>;
  markBuilt(trx: Db, version: number, now: Date): Promise<void>;
}
