import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ErrorBody,
  IdParams,
  NotificationAction,
  ProjectScreenshots,
  SCREENSHOT_LIMITS,
  ScreenshotParams,
  ScreenshotsArrangement,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { requireAdmin } from '../auth/guard.js';
import { uploadRequest } from '../media/upload.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import {
  addScreenshots,
  arrangeScreenshots,
  listProjectScreenshots,
  removeScreenshot,
} from './project-screenshots.service.js';

/** The screenshots' upload form: one or several files in one field. */
const screenshotsForm = {
  file: UPLOAD_FIELDS.screenshots,
  maxFiles: SCREENSHOT_LIMITS.perUpload,
};

const failures = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
};

/** A project's screenshots (not in the spec: added beside its project calls), for the owner. */
export const projectScreenshotsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const path = apiPaths.projects.screenshots(':id');

  app.get(
    path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['projects'],
        summary: "A project's screenshots, first to last",
        params: IdParams,
        response: { 200: ProjectScreenshots, ...failures },
      },
    },
    async (request) => listProjectScreenshots(app.deps, request.params.id),
  );

  app.post(
    path,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'project'),
      config: { multipart: screenshotsForm, bodyTimeout: 'upload' },
      schema: {
        tags: ['projects'],
        summary: `Add screenshots to a project (up to ${SCREENSHOT_LIMITS.perUpload} files a call, ${SCREENSHOT_LIMITS.perProject} a project; each checked and re-encoded like every image): all or none. Answers its screenshots`,
        params: IdParams,
        response: { 200: ProjectScreenshots, ...failures, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) =>
      addScreenshots(app.deps, request.params.id, uploadRequest(request, screenshotsForm)),
  );

  app.put(
    path,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'project'),
      schema: {
        tags: ['projects'],
        summary:
          "Order a project's screenshots and set their alt texts: every one of them, first to last. Answers its screenshots",
        params: IdParams,
        body: ScreenshotsArrangement,
        response: { 200: ProjectScreenshots, ...failures },
      },
    },
    async (request) => arrangeScreenshots(app.deps, request.params.id, request.body),
  );

  app.delete(
    apiPaths.projects.screenshot(':id', ':screenshotId'),
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'project'),
      schema: {
        tags: ['projects'],
        summary: "Delete one of a project's screenshots. Answers the ones left",
        params: ScreenshotParams,
        response: { 200: ProjectScreenshots, ...failures },
      },
    },
    async (request) =>
      removeScreenshot(app.deps, request.params.id, request.params.screenshotId, request.log),
  );
};
