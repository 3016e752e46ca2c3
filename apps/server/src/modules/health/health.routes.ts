import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody } from '@portfolio/contract';
import { sql } from 'kysely';
import { AppError } from '../../errors.js';

const Health = Type.Object({ status: Type.Literal('ok') });

/** Liveness and readiness in one: 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.health,
    { schema: { response: { 200: Health, 503: ErrorBody } } },
    async (request) => {
      try {
        await sql`select 1`.execute(app.deps.db);
      } catch (err) {
        request.log.error({ err }, 'database unreachable');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const };
    },
  );
};
