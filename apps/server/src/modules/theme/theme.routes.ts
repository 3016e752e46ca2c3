import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, NotificationAction, SiteTheme } from '@portfolio/contract';
import { errorAnswers } from '../../lib/route-errors.js';
import { publicReadRoute } from '../../public-answers/public-read-route.js';
import { jsonChangeRoute } from '../notifications/change-routes.js';
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
    jsonChangeRoute(NotificationAction.Edit, 'theme', {
      tags,
      summary: "Replace the site's theme (refused when a colour pair fails WCAG AA contrast)",
      body: SiteTheme,
      answer: SiteTheme,
      errors: errorAnswers(400, 401, 403),
    }),
    async (request) => replaceTheme(deps, request.body),
  );
};
