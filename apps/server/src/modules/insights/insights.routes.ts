import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ErrorBody,
  InsightBeacon,
  InsightsQuery,
  InsightsSummary,
} from '@portfolio/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../auth/guard.js';
import { countBeacon, insightsCsv, insightsSummary } from './insights.service.js';
import type { VisitHeaders } from './visit.js';

const tags = ['insights'];

/** A beacon is one short JSON object: anything bigger is refused unread. */
const BEACON_BODY_LIMIT = 1024;

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** What counting reads of a request's headers. */
export function visitHeaders(request: FastifyRequest): VisitHeaders {
  return {
    userAgent: headerOf(request, 'user-agent'),
    referer: headerOf(request, 'referer'),
    dnt: headerOf(request, 'dnt'),
    gpc: headerOf(request, 'sec-gpc'),
  };
}

/** Visitor insights: the public pages' click beacon, and the owner's figures. */
export const insightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.post(
    apiPaths.insights.beacon,
    {
      bodyLimit: BEACON_BODY_LIMIT,
      schema: {
        tags,
        summary: "Count a visitor's click on a project's link or the resume's download",
        body: InsightBeacon,
        response: { 204: Type.Null(), 400: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request, reply) => {
      await countBeacon(deps, request.body, visitHeaders(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    apiPaths.insights.summary,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Visitors, pages, referrers, devices, resume and link clicks of the last days',
        querystring: InsightsQuery,
        response: { 200: InsightsSummary, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => insightsSummary(deps, request.query.days),
  );

  app.get(
    apiPaths.insights.csv,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Every daily count of the last days as CSV (day, metric, key, count)',
        querystring: InsightsQuery,
        produces: ['text/csv'],
        response: {
          // Sent as a stream of text, a week of counts at a time.
          200: Type.Unsafe<Readable>(Type.String({ description: 'text/csv' })),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="insights-${request.query.days}d.csv"`)
        .send(Readable.from(insightsCsv(deps, request.query.days))),
  );
};
