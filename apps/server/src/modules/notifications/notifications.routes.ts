import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody, IdsBody, IdsResult, Notification } from '@portfolio/contract';
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
