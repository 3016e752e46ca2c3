import {
  type AdminSearchAnswer,
  SEARCH_LIMITS,
  type SearchAnswer,
  type SearchKind,
  type SearchQuery,
  type SearchVisibility,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { searchRepository } from './search.repository.js';
import type { FoundRow } from './search-rows.js';
import { indexedWords, readQuery, snippetOf } from './search-text.js';

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
}

/** What of a body is kept for its snippets: the words found past it still find the document. */
const SNIPPET_SOURCE_CHARS = 5_000;

/** The first characters of a text, never half of a pair. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const last = text.charCodeAt(length - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
}

/** In a change's transaction: the thing's document, written or written again. */
export async function indexDocument(
  trx: Db,
  deps: Pick<AppDeps, 'engine'>,
  document: SearchDocument,
): Promise<void> {
  await searchRepository(deps.engine).write(
    trx,
    {
      kind: document.kind,
      ref_id: document.refId,
      title: document.title,
      tags: document.tags.join(','),
      body: cut(document.body, SNIPPET_SOURCE_CHARS),
      url: document.url,
      date: document.date,
      public_from: document.publicFrom,
    },
    {
      title: indexedWords(document.title),
      tags: indexedWords(document.tags.join(' ')),
      body: indexedWords(document.body),
    },
  );
}

/** In a change's transaction: the document of a thing that is gone. */
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
  deps: Pick<AppDeps, 'engine'>,
  kind: SearchKind,
  documents: readonly SearchDocument[],
): Promise<void> {
  await searchRepository(deps.engine).dropKind(trx, kind);
  for (const document of documents) await indexDocument(trx, deps, document);
}

/** A query's page: its words, and the rows found on it with how many there are in all. */
async function find(
  deps: Pick<AppDeps, 'db' | 'engine'>,
  query: SearchQuery,
  visibleAt: Date | null,
) {
  const { text, terms } = readQuery(query.q);
  const page = query.page ?? 1;
  if (terms.length === 0) return { text, terms, page, rows: [], total: 0 };
  const repository = searchRepository(deps.engine);
  const limit = SEARCH_LIMITS.perPage;
  const [rows, total] = await Promise.all([
    repository.find(deps.db, terms, visibleAt, { limit, offset: (page - 1) * limit }),
    repository.count(deps.db, terms, visibleAt),
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

/** What the public finds: the things it sees now, titles first, then tags, the newest first. */
export async function searchSite(
  deps: Pick<AppDeps, 'db' | 'engine' | 'now'>,
  query: SearchQuery,
): Promise<SearchAnswer> {
  const { text, terms, page, rows, total } = await find(deps, query, deps.now());
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
  query: SearchQuery,
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
