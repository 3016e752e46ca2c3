// The site search's addresses and bounds, in a module that imports nothing: the search page and the
// header's form read them, and every public page carries the header (the JavaScript budget of `/`).

/** The search page (`/search?q=kubernetes&page=2`), rendered on the server. */
export const SEARCH_PATH = '/search';
/** The query's name in the search page's address and in the header's form. */
export const SEARCH_QUERY = 'q';
/** The search page's page number: `&page=2`. */
export const SEARCH_PAGE_QUERY = 'page';
/**
 * The search page's results as JSON, as one types: `apiPaths.search.public`, written here again so
 * that the public pages' scripts need not carry every path of the API.
 */
export const SEARCH_API_PATH = '/api/search';
/** The OpenSearch description, linked from every public page's head. */
export const OPENSEARCH_PATH = '/opensearch.xml';

export const SEARCH_LIMITS = {
  /** Results on one page of the search page. */
  perPage: 10,
  /** A longer query is cut to this many characters before it is read. */
  queryChars: 200,
  /** Words of a query that are looked for; the others are left out. */
  terms: 8,
  /** A word longer than this is matched by its first characters. */
  termChars: 60,
  /** The longest query a search call takes (the page cuts any). */
  callQueryChars: 10_000,
} as const;

/** The kinds of things the search finds. */
export const SEARCH_KINDS = ['post', 'project', 'certificate', 'timeline', 'skill'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What each kind of result is called, on the search page and in the admin header's search. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  post: 'Post',
  project: 'Project',
  certificate: 'Certificate',
  timeline: 'Experience',
  skill: 'Skill',
};

/** The search page's address for a query and a page (page 1 has no number). */
export function searchPagePath(query: string, page = 1): string {
  const params = new URLSearchParams({ [SEARCH_QUERY]: query });
  if (page > 1) params.set(SEARCH_PAGE_QUERY, String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}
