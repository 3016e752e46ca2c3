import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ErrorBody,
  ID_PATTERN,
  IdsBody,
  IdsResult,
  LIMITS,
  Notification,
  NotificationsQuery,
} from '@portfolio/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { errorAnswers } from '../../lib/route-errors.js';
import { requireAdmin, requireAdminWithBodyToken } from '../auth/guard.js';
import {
  listNotifications,
  markNotificationsRead,
  removeNotifications,
} from './notifications.service.js';

const errors = errorAnswers(400, 401, 403);

/** getNotify's body holds at most the older client's token: `{"headers":{"access_token":"…"}}`. */
const GET_NOTIFY_BODY_LIMIT = 1024;

const ID = new RegExp(ID_PATTERN);

/** A value as a message shows it: as JSON, cut short. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * A 400 naming each entry of `ids` that is not an id by its value, where the schema would only
 * give its position. Bodies of any other shape are left to the schema.
 */
async function refuseMalformedIds(request: FastifyRequest): Promise<void> {
  const ids = (request.body as { ids?: unknown } | null | undefined)?.ids;
  if (!Array.isArray(ids) || ids.length > LIMITS.idsMax) return;
  const malformed = ids.flatMap((id: unknown, index) =>
    typeof id === 'string' && ID.test(id)
      ? []
      : [
          {
            field: `ids/${index}`,
            message: `${shown(id)} is not a notification id (24 hex characters)`,
          },
        ],
  );
  if (malformed.length > 0) throw badRequest('Some ids are not notification ids', malformed);
}

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    apiPaths.notifications.list,
    {
      // The older client's Notifications screen sends the token in the body: the guard reads it
      // there once the body is parsed, so the body is kept to what a token needs.
      bodyLimit: GET_NOTIFY_BODY_LIMIT,
      preValidation: requireAdminWithBodyToken,
      schema: {
        tags: ['notifications'],
        summary: 'Notifications, newest first: the newest 1,000, or a page of them (limit, before)',
        description:
          'The token goes in the access_token header; older clients may send it in the JSON body instead, as {"headers":{"access_token":"…"}}.',
        querystring: NotificationsQuery,
        response: { 200: Type.Array(Notification), 413: ErrorBody, ...errors },
      },
    },
    async (request) => listNotifications(app.deps, request.query),
  );

  app.patch(
    apiPaths.notifications.markRead,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      preValidation: refuseMalformedIds,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read (idempotent)',
        body: IdsBody,
        response: { 200: IdsResult, ...errors },
      },
    },
    async (request) => markNotificationsRead(app.deps, request.body.ids),
  );

  app.delete(
    apiPaths.notifications.delete,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      preValidation: refuseMalformedIds,
      schema: {
        tags: ['notifications'],
        summary: 'Delete notifications',
        body: IdsBody,
        response: { 200: IdsResult, ...errors },
      },
    },
    async (request) => removeNotifications(app.deps, request.body.ids),
  );
};
