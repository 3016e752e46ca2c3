import { type Static, Type } from '@sinclair/typebox';
import { SEARCH_KINDS, SEARCH_LIMITS } from './search-rules.js';
import { PlainText } from './text.js';

const Kind = Type.Union(
  SEARCH_KINDS.map((kind) => Type.Literal(kind)),
  {
    description:
      'What was found: a post, a project (with its case study), a certificate, a timeline entry or a skill',
  },
);

const queryFields = {
  q: PlainText({
    maxLength: SEARCH_LIMITS.callQueryChars,
    description: `What to look for: words (their beginnings match), at most ${SEARCH_LIMITS.terms} of them; a longer query is cut to ${SEARCH_LIMITS.queryChars} characters. Any character may be typed: none is an operator`,
  }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
};

/** `GET /api/search`: a query, its page, and the page's language. */
export const SearchQuery = Type.Object(
  {
    ...queryFields,
    language: Type.Optional(
      PlainText({
        minLength: 1,
        maxLength: 35,
        description:
          "The page's language, one of the site's (BCP 47, as stored: pt, pt-BR): what has a text in it is found in it first, the rest in the default language. Without it (or the default), the default language's texts alone",
      }),
    ),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** The owner's search: a query and its page, in the default language's texts. */
export const AdminSearchQuery = Type.Object(queryFields, { additionalProperties: false });
export type AdminSearchQuery = Static<typeof AdminSearchQuery>;

/** A part of a snippet: text as it is, and the words that matched marked. */
export const SnippetPart = Type.Object({
  text: Type.String(),
  mark: Type.Optional(Type.Literal(true, { description: 'A word the query matched' })),
});
export type SnippetPart = Static<typeof SnippetPart>;

const resultFields = {
  kind: Kind,
  title: Type.String(),
  date: Type.String({
    description: "Its date as the site shows it ('2024', '2024-05', an ISO time), or '' for none",
  }),
  snippet: Type.Array(SnippetPart, {
    description: 'A few words of its text around the first match, the matched words marked',
  }),
};

/** One thing the public search found: where it is shown. */
export const SearchResult = Type.Object({
  ...resultFields,
  url: Type.String({ description: 'The public page that shows it' }),
});
export type SearchResult = Static<typeof SearchResult>;

const paging = {
  query: Type.String({ description: 'The query as it was read (cut when it was too long)' }),
  page: Type.Integer({ minimum: 1 }),
  pageCount: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0, description: 'How many were found, on all the pages' }),
};

/**
 * A page of what the public search found: titles first, then tags, then the rest; the newest
 * first among equals.
 */
export const SearchAnswer = Type.Object({
  ...paging,
  results: Type.Array(SearchResult),
});
export type SearchAnswer = Static<typeof SearchAnswer>;

/** Whether the public sees a thing the owner's search found, and when it will. */
export const SearchVisibility = Type.Union(
  [Type.Literal('public'), Type.Literal('scheduled'), Type.Literal('hidden')],
  {
    description:
      'public: anyone finds it; scheduled: a post whose time has not come; hidden: a draft, a hidden project or entry',
  },
);
export type SearchVisibility = Static<typeof SearchVisibility>;

/** One thing the owner's search found: what to edit. */
export const AdminSearchResult = Type.Object({
  ...resultFields,
  id: Type.String({ description: "The id of what it is (a skill's: its name)" }),
  url: Type.String({ description: 'The public page that shows it, once it is public' }),
  visibility: SearchVisibility,
});
export type AdminSearchResult = Static<typeof AdminSearchResult>;

/** A page of what the owner's search found: drafts and hidden things too. */
export const AdminSearchAnswer = Type.Object({
  ...paging,
  results: Type.Array(AdminSearchResult),
});
export type AdminSearchAnswer = Static<typeof AdminSearchAnswer>;
