import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody, NotificationAction, SiteImages } from '@portfolio/contract';
import { requireAdmin } from '../auth/guard.js';
import { uploadRequest } from '../media/upload.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import {
  readSiteImages,
  removeSiteImage,
  SITE_IMAGE_FORM,
  uploadSiteImage,
} from './site-images.service.js';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
};
const tags = ['profile'];

/**
 * The owner's portrait and the site icon: read by anyone; uploaded (replacing the one there is) and
 * removed by the Admin. Each change answers both as they are after it.
 */
export const siteImagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.profileImages,
    {
      config: { keepPublicAnswer: true },
      schema: {
        tags,
        summary: 'The portrait and the site icon (null when there is none)',
        response: { 200: SiteImages },
      },
    },
    async () => readSiteImages(deps),
  );

  app.put(
    apiPaths.profilePhoto,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'portrait'),
      config: { multipart: SITE_IMAGE_FORM, bodyTimeout: 'upload' },
      schema: {
        tags,
        summary: 'Upload the portrait shown on Home and About (replaces the one there is)',
        response: { 200: SiteImages, ...errors },
      },
    },
    async (request) => uploadSiteImage(deps, 'portrait', uploadRequest(request, SITE_IMAGE_FORM)),
  );

  app.delete(
    apiPaths.profilePhoto,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Delete, 'portrait'),
      schema: { tags, summary: 'Remove the portrait', response: { 200: SiteImages, ...errors } },
    },
    async (request) => removeSiteImage(deps, 'portrait', request.log),
  );

  app.put(
    apiPaths.profileIcon,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'site icon'),
      config: { multipart: SITE_IMAGE_FORM, bodyTimeout: 'upload' },
      schema: {
        tags,
        summary:
          'Upload the site icon: a square image of at least 180×180 pixels (512×512 is best), made into PNG favicons of 16, 32, 180, 192 and 512 pixels',
        response: { 200: SiteImages, ...errors },
      },
    },
    async (request) => uploadSiteImage(deps, 'icon', uploadRequest(request, SITE_IMAGE_FORM)),
  );

  app.delete(
    apiPaths.profileIcon,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Delete, 'site icon'),
      schema: { tags, summary: 'Remove the site icon', response: { 200: SiteImages, ...errors } },
    },
    async (request) => removeSiteImage(deps, 'icon', request.log),
  );
};
