import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, NotificationAction, SiteSettings, SiteSettingsBody } from '@portfolio/contract';
import { errorAnswers } from '../../lib/route-errors.js';
import { adminOnlyRoute } from '../auth/admin-route.js';
import { jsonChangeRoute } from '../notifications/change-routes.js';
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
    jsonChangeRoute(NotificationAction.Edit, 'settings', {
      tags,
      summary: "Replace the owner's settings",
      body: SiteSettingsBody,
      answer: SiteSettings,
      errors: errors,
    }),
    async (request) => replaceSettings(deps, request.body),
  );
};
