import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { apiPaths, IdParams, NotificationAction, Quote, QuoteBody } from '@portfolio/contract';
import type { FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { errorAnswers } from '../../lib/route-errors.js';
import { publicReadRoute } from '../../public-answers/public-read-route.js';
import { isAdminRequest, requireAdmin } from '../auth/guard.js';
import { deleteByIdRoute } from '../notifications/change-routes.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { addQuote, listQuotes, removeQuote, toggleQuote } from './quotes.service.js';

const errors = errorAnswers(400, 401, 403, 404, 415);
const tags = ['quotes'];

/** Trims the quote and its author before the schema checks them: the limits count the text alone. */
async function trimQuote(request: FastifyRequest): Promise<void> {
  const body = request.body as { quote?: unknown; author?: unknown } | null | undefined;
  if (!body || typeof body !== 'object') return;
  if (typeof body.quote === 'string') body.quote = body.quote.trim();
  if (typeof body.author === 'string') body.author = body.author.trim();
}

/** Spec §7 quote calls. At most one quote is active; posting one makes it the active one. */
export const quotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.post(
    apiPaths.quotes.list,
    publicReadRoute({
      tags,
      summary: 'Quotes, newest first: the active one for the public, all for the Admin',
      answer: Type.Array(Quote),
    }),
    async (request) => listQuotes(deps, await isAdminRequest(request)),
  );

  app.post(
    apiPaths.quotes.add,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      preValidation: trimQuote,
      errorHandler: reportFailedChange(NotificationAction.Create, 'quote'),
      schema: {
        tags,
        summary: 'Post a quote: it becomes the only active one',
        body: QuoteBody,
        response: { 200: Quote, ...errors },
      },
    },
    async (request) => addQuote(deps, request.body.quote, request.body.author),
  );

  app.patch(
    apiPaths.quotes.status(':id'),
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.StatusUpdate, 'quote'),
      schema: {
        tags,
        summary: 'Show or hide a quote; showing one hides the others',
        params: IdParams,
        response: { 200: Quote, ...errors },
      },
    },
    async (request) => toggleQuote(deps, request.params.id),
  );

  app.delete(
    apiPaths.quotes.delete(':id'),
    deleteByIdRoute('quote', { tags, summary: 'Delete a quote', errors }),
    async (request) => removeQuote(deps, request.params.id),
  );
};
