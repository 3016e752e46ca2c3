import { type Static, Type } from '@sinclair/typebox';

/** The largest page a list call answers, and its size when only `page` is asked. */
export const LIST_PAGE_MAX = 100;
export const LIST_PAGE_DEFAULT = 24;

/** The header of a paged answer that says how long the whole list is. */
export const LIST_TOTAL_HEADER = 'x-total-count';

/**
 * Optional paging of a list call (projects, certificates), in its query string. Without `page`
 * or `limit` the answer is the whole list, as older clients have always had it; with either, one
 * page of it in the same order, the list's length in `X-Total-Count` and the neighbouring pages in
 * `Link` (rel="prev", rel="next"). Other parameters are ignored.
 */
export const ListPageQuery = Type.Object({
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100_000, description: 'The page, from 1' }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LIST_PAGE_MAX,
      description: `How many on a page (${LIST_PAGE_DEFAULT} when only the page is asked)`,
    }),
  ),
});
export type ListPageQuery = Static<typeof ListPageQuery>;
