import {
  type AdminSearchAnswer,
  type AdminSearchQuery,
  SEARCH_LIMITS,
  type SearchAnswer,
  type SearchKind,
  type SearchQuery,
  type SearchVisibility,
  type TranslatableKind,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { markdownFor } from '../../lib/markdown.js';
import { readLanguages } from '../languages/languages.service.js';
import { entityTranslations } from '../translations/entity-translations.service.js';
import { searchRepository } from './search.repository.js';
import type { DocumentRow, DocumentWords, FoundRow } from './search-rows.js';
import { indexedWords, readQuery, snippetOf } from './search-text.js';
import { type DocumentTexts, TRANSLATED_DOCUMENTS } from './translated-documents.js';

/**
 * The site search (docs/decisions/026): one document per thing it finds, written by the service
 * that changes the thing, in the change's own transaction, with when the public may find it; the
 * engine's full text matches the words. A thing's service says what its document is; this
 * service knows no feature.
 */
export interface SearchDocument {
  kind: SearchKind;
  /** The id of what it is. */
  refId: string;
  title: string;
  tags: readonly string[];
  /** Plain text (Markdown through `plainText`). */
  body: string;
  /** The public page that shows it. */
  url: string;
  /** Text that sorts ('2024', '2024-05', an ISO time), '' for none: the newest first among equals. */
  date: string;
  /** When the public may find it (a scheduled post's time); null: never (a draft, a hidden project). */
  publicFrom: Date | null;
  /**
   * Its texts as the owner translates them (decision 036): its id among the translations (a
   * skill's: its text) and each translatable field's default. With them, the thing has a document
   * in each language it has a text in (`TRANSLATED_DOCUMENTS`).
   */
  texts?: { id: string; fields: Readonly<Record<string, string>> };
}

type IndexDeps = Pick<AppDeps, 'engine' | 'config'>;

/** What of a body is kept for its snippets: the words found past it still find the document. */
const SNIPPET_SOURCE_CHARS = 5_000;

/** The first characters of a text, never half of a pair. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const last = text.charCodeAt(length - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
}

/** The words the engine matches of a document with these tags, title and body. */
const wordsOf = (tags: string, texts: DocumentTexts): DocumentWords => ({
  title: indexedWords(texts.title),
  tags: indexedWords(tags),
  body: indexedWords(texts.body),
});

/**
 * A thing's documents in the other languages, written again from its default document (its
 * address, date, tags and when the public finds it) and its texts: one per language it has a text
 * in, each field without one read in the default; none for a language without any.
 */
async function writeTranslatedRows(
  trx: Db,
  deps: IndexDeps,
  row: DocumentRow,
  texts: NonNullable<SearchDocument['texts']>,
): Promise<void> {
  const repository = searchRepository(deps.engine);
  await repository.dropTranslations(trx, { kind: row.kind, refId: row.ref_id });
  const rows = await entityTranslations(trx, row.kind, texts.id);
  if (rows.length === 0) return;
  const markdown = await markdownFor(deps.config);
  const compose = TRANSLATED_DOCUMENTS[row.kind as SearchKind];
  for (const language of new Set(rows.map((text) => text.language))) {
    const own = new Map(
      rows.filter((text) => text.language === language).map((text) => [text.field, text.value]),
    );
    const composed = compose(
      (field) => own.get(field) ?? texts.fields[field] ?? '',
      (text) => markdown.plainText(text),
    );
    await repository.writeTranslation(
      trx,
      {
        kind: row.kind,
        ref_id: row.ref_id,
        language,
        title: composed.title,
        body: cut(composed.body, SNIPPET_SOURCE_CHARS),
      },
      wordsOf(row.tags, composed),
    );
  }
}

/** In a change's transaction: the thing's document, written or written again, in each language. */
export async function indexDocument(
  trx: Db,
  deps: IndexDeps,
  document: SearchDocument,
): Promise<void> {
  const row: DocumentRow = {
    kind: document.kind,
    ref_id: document.refId,
    title: document.title,
    tags: document.tags.join(','),
    body: document.body,
    url: document.url,
    date: document.date,
    public_from: document.publicFrom,
  };
  await searchRepository(deps.engine).write(
    trx,
    { ...row, body: cut(document.body, SNIPPET_SOURCE_CHARS) },
    wordsOf(row.tags, document),
  );
  if (document.texts) await writeTranslatedRows(trx, deps, row, document.texts);
}

/** A skill's document is its text folded (one per name); any other thing's, its id. */
const refIdOf = (kind: SearchKind, id: string) => (kind === 'skill' ? id.toLowerCase() : id);

const isSearchKind = (kind: TranslatableKind): kind is SearchKind & TranslatableKind =>
  Object.hasOwn(TRANSLATED_DOCUMENTS, kind);

/**
 * In the transaction that writes a thing's texts in a language: its documents in the other
 * languages written again from its default document and `fields`, its texts' defaults. A kind the
 * search does not find (the profile, quotes), or a thing without a document: nothing.
 */
export async function indexTranslations(
  trx: Db,
  deps: IndexDeps,
  kind: TranslatableKind,
  id: string,
  fields: Readonly<Record<string, string>>,
): Promise<void> {
  if (!isSearchKind(kind)) return;
  const row = await searchRepository(deps.engine).defaultDocument(trx, kind, refIdOf(kind, id));
  if (row) await writeTranslatedRows(trx, deps, row, { id, fields });
}

/** In the transaction that deletes a language's texts: its documents. */
export async function dropLanguageDocuments(
  trx: Db,
  deps: Pick<AppDeps, 'engine'>,
  language: string,
): Promise<void> {
  await searchRepository(deps.engine).dropTranslations(trx, { language });
}

/** In a change's transaction: the documents of a thing that is gone, in every language. */
export async function dropDocument(
  trx: Db,
  deps: Pick<AppDeps, 'engine'>,
  kind: SearchKind,
  refId: string,
): Promise<void> {
  await searchRepository(deps.engine).drop(trx, kind, refId);
}

/** In a change's transaction: every document of a kind, replaced by these (the skills). */
export async function replaceDocuments(
  trx: Db,
  deps: IndexDeps,
  kind: SearchKind,
  documents: readonly SearchDocument[],
): Promise<void> {
  await searchRepository(deps.engine).drop(trx, kind);
  for (const document of documents) await indexDocument(trx, deps, document);
}

/**
 * The language a public search reads besides the default: the page's, when it is one of the
 * site's other languages; none for the default or none asked (the answer as before languages);
 * a 400 naming one that is not the site's.
 */
async function otherLanguage(
  deps: Pick<AppDeps, 'db'>,
  language: string | undefined,
): Promise<string | undefined> {
  if (language === undefined) return undefined;
  const site = await readLanguages(deps);
  if (language === site.defaultLanguage) return undefined;
  if (!site.languages.includes(language)) {
    throw badRequest(
      `'${language}' is not one of the site's languages (${site.languages.join(', ')})`,
    );
  }
  return language;
}

/** A query's page: its words, and the rows found on it with how many there are in all. */
async function find(
  deps: Pick<AppDeps, 'db' | 'engine'>,
  query: AdminSearchQuery,
  visibleAt: Date | null,
  language?: string,
) {
  const { text, terms } = readQuery(query.q);
  const page = query.page ?? 1;
  if (terms.length === 0) return { text, terms, page, rows: [], total: 0 };
  const repository = searchRepository(deps.engine);
  const limit = SEARCH_LIMITS.perPage;
  const [rows, total] = await Promise.all([
    repository.find(deps.db, terms, visibleAt, { limit, offset: (page - 1) * limit }, language),
    repository.count(deps.db, terms, visibleAt, language),
  ]);
  return { text, terms, page, rows, total };
}

const paging = (text: string, page: number, total: number) => ({
  query: text,
  page,
  pageCount: Math.max(1, Math.ceil(total / SEARCH_LIMITS.perPage)),
  total,
});

const resultOf = (row: FoundRow, terms: readonly string[]) => ({
  kind: row.kind as SearchKind,
  title: row.title,
  date: row.date,
  snippet: snippetOf(row.body, terms),
});

/**
 * What the public finds: the things it sees now, titles first, then tags, the newest first; in
 * another language than the default (`query.language`), what has a text in it first, in it.
 */
export async function searchSite(
  deps: Pick<AppDeps, 'db' | 'engine' | 'now'>,
  query: SearchQuery,
): Promise<SearchAnswer> {
  const language = await otherLanguage(deps, query.language);
  const { text, terms, page, rows, total } = await find(deps, query, deps.now(), language);
  return {
    ...paging(text, page, total),
    results: rows.map((row) => ({ ...resultOf(row, terms), url: row.url })),
  };
}

function visibilityOf(row: FoundRow, now: Date): SearchVisibility {
  if (row.public_from === null) return 'hidden';
  return row.public_from > now ? 'scheduled' : 'public';
}

/** What the owner finds: everything, drafts and hidden things too, each with whether it is public. */
export async function searchContent(
  deps: Pick<AppDeps, 'db' | 'engine' | 'now'>,
  query: AdminSearchQuery,
): Promise<AdminSearchAnswer> {
  const { text, terms, page, rows, total } = await find(deps, query, null);
  const now = deps.now();
  return {
    ...paging(text, page, total),
    results: rows.map((row) => ({
      ...resultOf(row, terms),
      id: row.ref_id,
      url: row.url,
      visibility: visibilityOf(row, now),
    })),
  };
}
