import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminSearchAnswer,
  AdminSearchQuery,
  apiPaths,
  ErrorBody,
  SearchAnswer,
  SearchQuery,
} from '@portfolio/contract';
import { requireAdmin } from '../auth/guard.js';
import { searchContent, searchSite } from './search.service.js';

const tags = ['search'];

/**
 * The site search as JSON: what the public finds (the search page's results, for a script that
 * shows them as the visitor types: not counted in the insights, the page's searches are), and
 * what the owner finds, drafts and hidden things too.
 */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.search.public,
    {
      schema: {
        tags,
        summary:
          'Search what the public sees: posts, projects and case studies, certificates, the timeline, skills',
        querystring: SearchQuery,
        response: { 200: SearchAnswer, 400: ErrorBody },
      },
    },
    async (request) => searchSite(deps, request.query),
  );

  app.get(
    apiPaths.search.admin,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Search everything the owner may edit, drafts and hidden things too (Admin only)',
        querystring: AdminSearchQuery,
        response: { 200: AdminSearchAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => searchContent(deps, request.query),
  );
};
