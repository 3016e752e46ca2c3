import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  Deleted,
  ErrorBody,
  IdParams,
  NotificationAction,
  NotificationStatus,
  Quote,
  QuoteBody,
} from '@portfolio/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { lockFor } from '../../db/locks.js';
import { notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { isAdminRequest, requireAdmin } from '../auth/guard.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import { toQuote } from './quote.mapping.js';
import {
  deleteQuote,
  findQuote,
  hideOtherQuotes,
  insertQuote,
  listQuotes,
  setQuoteActive,
} from './quotes.repository.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 415: ErrorBody };
const tags = ['quotes'];
const missing = () => notFound('No quote has this id');

/** A quote as a notification names it: its start, in quotation marks. */
const excerpt = (quote: string) =>
  `"${[...quote].length > 60 ? `${[...quote].slice(0, 59).join('')}…` : quote}"`;

/** Trims the quote before the schema checks it, so that its limits count the text alone. */
async function trimQuote(request: FastifyRequest): Promise<void> {
  const body = request.body as { quote?: unknown } | null | undefined;
  if (body && typeof body === 'object' && typeof body.quote === 'string') {
    body.quote = body.quote.trim();
  }
}

/** Changes that may activate a quote run one at a time; the unique index makes sure of the rest. */
const ACTIVE_QUOTE_LOCK = 'quotes.active';

/** Spec §7 quote calls. At most one quote is active; posting one makes it the active one. */
export const quotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;
  const notify = (db: Db, action: NotificationAction, message: string) =>
    insertNotification(db, { action, status: NotificationStatus.Success, message }, deps.now());

  app.post(
    apiPaths.quotes.list,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Quotes, newest first: the active one for the public, all for the Admin',
        response: { 200: Type.Array(Quote) },
      },
    },
    async (request) => (await listQuotes(deps.db, await isAdminRequest(request))).map(toQuote),
  );

  app.post(
    apiPaths.quotes.add,
    {
      onRequest: requireAdmin,
      preValidation: trimQuote,
      config: { audit: { action: NotificationAction.Create, subject: 'quote' } },
      schema: {
        tags,
        summary: 'Post a quote: it becomes the only active one',
        body: QuoteBody,
        response: { 200: Quote, ...errors },
      },
    },
    async (request) => {
      const { quote } = request.body;
      const row = await deps.db.transaction().execute(async (trx) => {
        await lockFor(trx, deps.engine, ACTIVE_QUOTE_LOCK);
        const now = deps.now();
        await hideOtherQuotes(trx);
        const created = await insertQuote(trx, {
          id: newId(now.getTime()),
          quote,
          is_active: true,
          posted_on: now,
        });
        await notify(trx, NotificationAction.Create, `Quote ${excerpt(quote)} posted`);
        return created;
      });
      return toQuote(row);
    },
  );

  app.patch(
    apiPaths.quotes.status(':id'),
    {
      onRequest: requireAdmin,
      config: { audit: { action: NotificationAction.StatusUpdate, subject: 'quote' } },
      schema: {
        tags,
        summary: 'Show or hide a quote; showing one hides the others',
        params: IdParams,
        response: { 200: Quote, ...errors },
      },
    },
    async (request) => {
      const row = await deps.db.transaction().execute(async (trx) => {
        await lockFor(trx, deps.engine, ACTIVE_QUOTE_LOCK);
        const current = await findQuote(trx, request.params.id);
        if (!current) throw missing();
        const show = !current.is_active;
        if (show) await hideOtherQuotes(trx, current.id);
        const updated = await setQuoteActive(trx, current.id, show);
        if (!updated) throw missing();
        const state = show ? 'shown' : 'hidden';
        await notify(
          trx,
          NotificationAction.StatusUpdate,
          `Quote ${excerpt(updated.quote)} ${state}`,
        );
        return updated;
      });
      return toQuote(row);
    },
  );

  app.delete(
    apiPaths.quotes.delete(':id'),
    {
      onRequest: requireAdmin,
      config: { audit: { action: NotificationAction.Delete, subject: 'quote' } },
      schema: {
        tags,
        summary: 'Delete a quote',
        params: IdParams,
        response: { 200: Deleted, ...errors },
      },
    },
    async (request) =>
      deps.db.transaction().execute(async (trx) => {
        const deleted = await deleteQuote(trx, request.params.id);
        if (!deleted) throw missing();
        await notify(trx, NotificationAction.Delete, `Quote ${excerpt(deleted.quote)} deleted`);
        return { _id: deleted.id, deleted: true as const };
      }),
  );
};
