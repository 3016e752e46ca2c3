import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, SetupChecklist, SetupChecklistBody } from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { errorAnswers } from '../../lib/route-errors.js';
import { adminOnlyRoute } from '../auth/admin-route.js';
import { requireAdmin } from '../auth/guard.js';
import { dismissSetupChecklist, readSetupChecklist } from './setup.service.js';

const tags = ['setup'];
const errors = errorAnswers(400, 401, 403);

/** The first run's checklist on the Dashboard: read, put away or shown again by the Admin. */
export const setupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.setup,
    adminOnlyRoute({
      tags,
      summary: 'The setup checklist: each step and whether it is done',
      answer: SetupChecklist,
      errors: errors,
    }),
    async () => readSetupChecklist(deps),
  );

  app.put(
    apiPaths.setup,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Put the setup checklist away, or show it again',
        body: SetupChecklistBody,
        response: { 200: SetupChecklist, ...errors },
      },
    },
    async (request) => dismissSetupChecklist(deps, request.body.dismissed),
  );
};
