import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody, NotificationAction, SiteTheme } from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { publicReadRoute } from '../../public-answers/public-read-route.js';
import { requireAdmin } from '../auth/guard.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { readTheme, replaceTheme } from './theme.service.js';

const tags = ['theme'];

/** The site's theme: read by anyone (the public pages show it), replaced whole by the Admin. */
export const themeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.theme,
    publicReadRoute({ tags, summary: "The site's theme", answer: SiteTheme }),
    async () => readTheme(deps),
  );

  app.put(
    apiPaths.theme,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'theme'),
      schema: {
        tags,
        summary: "Replace the site's theme (refused when a colour pair fails WCAG AA contrast)",
        body: SiteTheme,
        response: { 200: SiteTheme, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => replaceTheme(deps, request.body),
  );
};
