import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody, PostPagePreview, PostPagePreviewBody } from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../lib/body-limits.js';
import { named } from '../lib/route-plugins.js';
import { requireAdmin } from '../modules/auth/guard.js';
import type { HtmlContext } from './html.routes.js';
import { previewPostPage } from './post-page-preview.js';

/**
 * The post editor's live preview: the post's page drawn from unsaved fields. `html` is the web
 * app's page renderer, none on a server that serves the API alone.
 */
export function postPagePreviewRoutes(
  html: () => HtmlContext | undefined,
): FastifyPluginAsyncTypebox {
  return named('postPagePreviewRoutes', async (app) => {
    app.post(
      apiPaths.posts.pagePreview,
      {
        onRequest: requireAdmin,
        bodyLimit: JSON_BODY_LIMIT,
        schema: {
          tags: ['posts'],
          summary:
            "A post's public page drawn from the editor's fields, in the site's theme and without scripts, with what a save would refuse (the editor's preview); nothing is saved",
          body: PostPagePreviewBody,
          response: {
            200: PostPagePreview,
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
          },
        },
      },
      async (request) => previewPostPage(html(), request.body),
    );
  });
}
