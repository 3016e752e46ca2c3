import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.js';

/** A page of a list: how many rows, after how many. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/** The rows of a page, or all of them: `.$call(inWindow(window))`. */
export const inWindow =
  (window: RowWindow | undefined) =>
  <Query extends { limit(n: number): Query; offset(n: number): Query }>(query: Query): Query =>
    window ? query.limit(window.limit).offset(window.offset) : query;

/** How many rows a query selects. */
export const countOf = async <Table extends keyof Database>(
  query: SelectQueryBuilder<Database, Table, object>,
): Promise<number> =>
  Number(
    (await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count,
  );
