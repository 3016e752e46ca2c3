import { SEARCH_LIMITS, type SnippetPart } from '@portfolio/contract';

/**
 * Text as both engines index it and as a query is read: words only. The engines are handed words
 * already folded (compatibility forms, accents removed, lower case) and joined by single spaces, so
 * SQLite's FTS5 tokenizer and PostgreSQL's parser split them at the same places and the same
 * query finds the same documents on both; nothing a visitor types reaches an engine but words.
 */

/** A run of letters and digits of any script (with their marks, before folding). */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const MARKS = /\p{M}/gu;
const FOLDED_WORD = /[\p{L}\p{N}]+/gu;

/** The folded words of a text, each cut to `SEARCH_LIMITS.termChars`. */
function foldWords(text: string): string[] {
  const folded = text.normalize('NFKD').replace(MARKS, '').toLowerCase();
  return (folded.match(FOLDED_WORD) ?? []).map((word) => word.slice(0, SEARCH_LIMITS.termChars));
}

/** What an engine indexes of a text: its folded words, one space between them. */
export const indexedWords = (text: string): string => foldWords(text).join(' ');

/**
 * A query as it is read: cut to `SEARCH_LIMITS.queryChars` characters (whole characters, not
 * halves of a pair), then its folded words, each once, the first `SEARCH_LIMITS.terms` of them.
 * Quotes, operators, `*`, `:` and control characters are no words: they only separate them.
 */
export function readQuery(query: string): { text: string; terms: string[] } {
  const text = Array.from(query).slice(0, SEARCH_LIMITS.queryChars).join('').trim();
  const terms = [...new Set(foldWords(text))].slice(0, SEARCH_LIMITS.terms);
  return { text, terms };
}

/** Words shown before the first match, and in all. */
const BEFORE = 8;
const SHOWN = 30;

/** Whether a word of the text matches a term: one of its folded words begins with it. */
const matches = (word: string, terms: readonly string[]) =>
  foldWords(word).some((folded) => terms.some((term) => folded.startsWith(term)));

/**
 * A few words of a text around its first word that a term begins, that word and the other
 * matching ones marked; the text's first words when none matches. The parts are plain text: the
 * page escapes them as it draws any text.
 */
export function snippetOf(text: string, terms: readonly string[]): SnippetPart[] {
  const words = [...text.matchAll(WORD)];
  if (words.length === 0) return [];
  const first = words.findIndex((word) => matches(word[0], terms));
  const from = Math.max(0, first - BEFORE);
  const shown = words.slice(from, from + SHOWN);
  const parts: SnippetPart[] = [];
  const add = (part: string, mark: boolean) => {
    if (part === '') return;
    const last = parts.at(-1);
    if (!mark && last && !last.mark) last.text += part;
    else parts.push(mark ? { text: part, mark: true } : { text: part });
  };
  if (from > 0) add('… ', false);
  const after = words[from + SHOWN];
  shown.forEach((word, i) => {
    const end = shown[i + 1]?.index ?? after?.index ?? text.length;
    add(word[0], matches(word[0], terms));
    const between = text.slice(word.index + word[0].length, end).replace(/\s+/gu, ' ');
    add(i === shown.length - 1 ? between.trimEnd() : between, false);
  });
  if (after) add(' …', false);
  return parts;
}
