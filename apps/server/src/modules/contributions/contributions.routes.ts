import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, Contributions, ContributionsQuery, ErrorBody } from '@portfolio/contract';
import { ContributionsService } from './contributions.service.js';

/** The About page's contribution calendar, for the username of the site profile. */
export const contributionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new ContributionsService(app.deps, app.log);
  app.get(
    apiPaths.contributions,
    {
      schema: {
        tags: ['integrations'],
        summary: "The owner's contribution calendar ('last' year, or a year)",
        querystring: ContributionsQuery,
        response: { 200: Contributions, 400: ErrorBody, 404: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await service.ofSiteOwner(request.query.y);
      reply.header('cache-control', 'public, max-age=600');
      return answer;
    },
  );
};
