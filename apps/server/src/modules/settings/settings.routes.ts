import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, NotificationAction, SiteSettings, SiteSettingsBody } from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { errorAnswers } from '../../lib/route-errors.js';
import { adminOnlyRoute } from '../auth/admin-route.js';
import { requireAdmin } from '../auth/guard.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { readSettings, replaceSettings } from './settings.service.js';

const tags = ['settings'];
const errors = errorAnswers(400, 401, 403);

/** The owner's settings: read by the Admin, and replaced (a later setting not sent is kept). */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.settings,
    adminOnlyRoute({ tags, summary: "The owner's settings", answer: SiteSettings, errors: errors }),
    async () => readSettings(deps),
  );

  app.put(
    apiPaths.settings,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'settings'),
      schema: {
        tags,
        summary: "Replace the owner's settings",
        body: SiteSettingsBody,
        response: { 200: SiteSettings, ...errors },
      },
    },
    async (request) => replaceSettings(deps, request.body),
  );
};
