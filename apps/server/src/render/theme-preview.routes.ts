import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody, ThemePreview, ThemePreviewRequest } from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../lib/body-limits.js';
import { named } from '../lib/route-plugins.js';
import { requireAdmin } from '../modules/auth/guard.js';
import type { HtmlContext } from './html.routes.js';
import { previewTheme } from './theme-preview.js';

/**
 * The Admin's live preview: a public page drawn with a draft theme. `html` is the web app's page
 * renderer, none on a server that serves the API alone.
 */
export function themePreviewRoutes(html: () => HtmlContext | undefined): FastifyPluginAsyncTypebox {
  return named('themePreviewRoutes', async (app) => {
    app.post(
      apiPaths.themePreview,
      {
        onRequest: requireAdmin,
        bodyLimit: JSON_BODY_LIMIT,
        schema: {
          tags: ['theme'],
          summary: 'A public page drawn with a draft theme; nothing is saved',
          body: ThemePreviewRequest,
          response: {
            200: ThemePreview,
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
          },
        },
      },
      async (request) => previewTheme(html(), request.body),
    );
  });
}
