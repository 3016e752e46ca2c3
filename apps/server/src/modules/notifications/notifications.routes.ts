import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ErrorBody,
  ID_PATTERN,
  IdsBody,
  IdsResult,
  LIMITS,
  Notification,
} from '@portfolio/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { requireAdmin } from '../auth/guard.js';
import {
  deleteNotifications,
  existingIds,
  listNotifications,
  markRead,
} from './notifications.repository.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

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

/** The distinct ids, or a 400 naming each one that no notification has. Nothing is changed. */
async function knownIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await existingIds(db, unique);
  const unknown = ids.flatMap((id, index) =>
    found.has(id) ? [] : [{ field: `ids/${index}`, message: `no notification has the id ${id}` }],
  );
  if (unknown.length > 0) throw badRequest('Some ids match no notification', unknown);
  return unique;
}

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    apiPaths.notifications.list,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['notifications'],
        summary: 'Every notification, newest first',
        response: { 200: Type.Array(Notification), ...errors },
      },
    },
    async () => listNotifications(app.deps.db),
  );

  app.patch(
    apiPaths.notifications.markRead,
    {
      onRequest: requireAdmin,
      preValidation: refuseMalformedIds,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read (idempotent)',
        body: IdsBody,
        response: { 200: IdsResult, ...errors },
      },
    },
    async (request) =>
      app.deps.db.transaction().execute(async (trx) => {
        const ids = await knownIds(trx, request.body.ids);
        return { ids, count: await markRead(trx, ids) };
      }),
  );

  app.delete(
    apiPaths.notifications.delete,
    {
      onRequest: requireAdmin,
      preValidation: refuseMalformedIds,
      schema: {
        tags: ['notifications'],
        summary: 'Delete notifications',
        body: IdsBody,
        response: { 200: IdsResult, ...errors },
      },
    },
    async (request) =>
      app.deps.db.transaction().execute(async (trx) => {
        const ids = await knownIds(trx, request.body.ids);
        return { ids, count: await deleteNotifications(trx, ids) };
      }),
  );
};
