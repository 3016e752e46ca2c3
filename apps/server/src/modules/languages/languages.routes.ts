import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, LanguageFonts, NotificationAction, SiteLanguages } from '@portfolio/contract';
import { errorAnswers } from '../../lib/route-errors.js';
import { adminOnlyRoute } from '../auth/admin-route.js';
import { jsonChangeRoute } from '../notifications/change-routes.js';
import { readLanguageFonts } from './language-fonts.js';
import { readLanguages, replaceLanguages } from './languages.service.js';

const tags = ['settings'];
const errors = errorAnswers(400, 401, 403);

/** The site's languages: read and replaced whole by the Admin. */
export const languagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.languages,
    adminOnlyRoute({
      tags,
      summary: "The site's languages",
      answer: SiteLanguages,
      errors: errors,
    }),
    async () => readLanguages(deps),
  );

  app.put(
    apiPaths.languages,
    jsonChangeRoute(NotificationAction.Edit, 'languages', {
      tags,
      summary: "Replace the site's languages",
      body: SiteLanguages,
      answer: SiteLanguages,
      errors: errors,
    }),
    async (request) => replaceLanguages(deps, request.body),
  );

  app.get(
    apiPaths.languageFonts,
    adminOnlyRoute({
      tags,
      summary: "The site's languages whose script a social image or the résumé cannot draw",
      answer: LanguageFonts,
      errors: errors,
    }),
    async () => readLanguageFonts(deps),
  );
};
