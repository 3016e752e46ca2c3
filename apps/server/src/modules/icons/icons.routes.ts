import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody, IconList, IconQuery } from '@portfolio/contract';
import { requireAdmin } from '../auth/guard.js';
import { findIcons } from './icons.service.js';

/** The admin's icon picker searches the whole icon set here; the web bundle never carries it. */
export const iconsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.icons,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['profile'],
        summary: 'Icons of the skill and tool grids: those matching q, or those slugs names',
        querystring: IconQuery,
        response: { 200: IconList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => findIcons(request.query),
  );
};
