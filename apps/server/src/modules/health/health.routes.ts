import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody } from '@portfolio/contract';
import { checkHealth } from './health.service.js';

const Health = Type.Object({ status: Type.Literal('ok') });

/** Liveness and readiness in one: 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.health,
    { schema: { response: { 200: Health, 503: ErrorBody } } },
    async (request) => checkHealth(app.deps, request.log),
  );
};
