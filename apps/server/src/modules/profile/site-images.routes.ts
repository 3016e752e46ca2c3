import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, NotificationAction, SiteImages } from '@portfolio/contract';
import { errorAnswers } from '../../lib/route-errors.js';
import { publicReadRoute } from '../../public-answers/public-read-route.js';
import { requireAdmin } from '../auth/guard.js';
import { uploadRequest } from '../media/upload.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import {
  readSiteImages,
  removeSiteImage,
  SITE_IMAGE_FORM,
  uploadSiteImage,
} from './site-images.service.js';

const errors = errorAnswers(400, 401, 403, 404, 413, 415);
const tags = ['profile'];

/** Each site image's upload and removal: its path, the subject a failure names, its summaries. */
const SITE_IMAGE_ROUTES = [
  {
    kind: 'portrait',
    path: apiPaths.profilePhoto,
    subject: 'portrait',
    upload: 'Upload the portrait shown on Home and About (replaces the one there is)',
    remove: 'Remove the portrait',
  },
  {
    kind: 'icon',
    path: apiPaths.profileIcon,
    subject: 'site icon',
    upload:
      'Upload the site icon: a square image of at least 180×180 pixels (512×512 is best), made into PNG favicons of 16, 32, 180, 192 and 512 pixels',
    remove: 'Remove the site icon',
  },
] as const;

/**
 * The owner's portrait and the site icon: read by anyone; uploaded (replacing the one there is) and
 * removed by the Admin. Each change answers both as they are after it.
 */
export const siteImagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.profileImages,
    publicReadRoute({
      tags,
      summary: 'The portrait and the site icon (null when there is none)',
      answer: SiteImages,
    }),
    async () => readSiteImages(deps),
  );

  for (const image of SITE_IMAGE_ROUTES) {
    app.put(
      image.path,
      {
        onRequest: requireAdmin,
        errorHandler: reportFailedChange(NotificationAction.Edit, image.subject),
        config: { multipart: SITE_IMAGE_FORM, bodyTimeout: 'upload' },
        schema: { tags, summary: image.upload, response: { 200: SiteImages, ...errors } },
      },
      async (request) => uploadSiteImage(deps, image.kind, uploadRequest(request, SITE_IMAGE_FORM)),
    );

    app.delete(
      image.path,
      {
        onRequest: requireAdmin,
        errorHandler: reportFailedChange(NotificationAction.Delete, image.subject),
        schema: { tags, summary: image.remove, response: { 200: SiteImages, ...errors } },
      },
      async (request) => removeSiteImage(deps, image.kind, request.log),
    );
  }
};
