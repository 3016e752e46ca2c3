import { type Static, Type } from '@sinclair/typebox';
import { ID_PATTERN } from './constants.js';

/**
 * The most notifications one `getNotify` answer carries: the whole list without paging (older
 * clients), or the largest page. The server keeps at least this many (and every one of the last
 * 180 days).
 */
export const NOTIFICATIONS_PAGE_MAX = 1_000;

/**
 * Optional paging of `getNotify`, in its query string: newest first, `limit` after `before`. Other
 * parameters are ignored, as they always were.
 */
export const NotificationsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: NOTIFICATIONS_PAGE_MAX,
      description: 'How many, newest first',
    }),
  ),
  before: Type.Optional(
    Type.String({
      pattern: ID_PATTERN,
      description: 'The last id of the previous page: the page holds the ones older than it',
    }),
  ),
});
export type NotificationsQuery = Static<typeof NotificationsQuery>;
