import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  DeletedTranslations,
  ErrorBody,
  KeptTranslations,
  NotificationAction,
  TranslatedEntity,
  TranslationBody,
  Translations,
  TranslationsQuery,
} from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { adminOnlyRoute } from '../auth/admin-route.js';
import { requireAdmin } from '../auth/guard.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import {
  deleteLanguageTexts,
  listTranslatedLanguages,
  readTranslations,
  writeTranslation,
} from './translations.service.js';

const tags = ['settings'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The owner's texts in the site's other languages: the Admin's alone. */
export const translationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.translations.texts,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "A language's texts, each beside the default language's",
        querystring: TranslationsQuery,
        response: { 200: Translations, ...errors },
      },
    },
    async (request) => readTranslations(deps, request.query.language),
  );

  app.put(
    apiPaths.translations.texts,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'translation'),
      schema: {
        tags,
        summary: "Write one piece of content's texts in a language ('' removes one)",
        body: TranslationBody,
        response: { 200: TranslatedEntity, ...errors, 404: ErrorBody },
      },
    },
    async (request) => writeTranslation(deps, request.body),
  );

  app.get(
    apiPaths.translations.languages,
    adminOnlyRoute({
      tags,
      summary: 'The languages with texts kept, and whether each is still a language of the site',
      answer: KeptTranslations,
      errors: errors,
    }),
    async () => listTranslatedLanguages(deps),
  );

  app.delete(
    apiPaths.translations.languages,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Delete, 'texts of a language'),
      schema: {
        tags,
        summary:
          'Delete the kept texts of a language the site no longer has (confirmed by the owner)',
        querystring: TranslationsQuery,
        response: { 200: DeletedTranslations, ...errors },
      },
    },
    async (request) => deleteLanguageTexts(deps, request.query.language),
  );
};
