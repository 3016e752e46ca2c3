import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  CaseStudyImage,
  CaseStudyRenderBody,
  ErrorBody,
  IdParams,
  MarkdownRender,
  NotificationAction,
  Project,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { Type } from '@sinclair/typebox';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { registerRoutes } from '../../lib/route-plugins.js';
import { requireAdmin } from '../auth/guard.js';
import { imageEntityRoutes } from '../image-entities/image-entity.routes.js';
import { uploadRequest } from '../media/upload.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { renderCaseStudyDraft, uploadCaseStudyImage } from './case-studies.service.js';
import { projectKind } from './project.entity.js';
import { projectChanges } from './project-changes.service.js';
import { projectScreenshotsRoutes } from './project-screenshots.routes.js';
import { toggleFeatured } from './projects.service.js';

/**
 * Spec §7 project calls (getprojects, addproject, editProject, status, deleteProject), the order,
 * featuring a project, the images and preview of case studies, and screenshots.
 */
const caseStudyImageForm = { file: UPLOAD_FIELDS.caseStudyImage };

export const projectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerRoutes(app, [
    imageEntityRoutes(projectKind, { paths: apiPaths.projects, entity: Project }, projectChanges),
    projectScreenshotsRoutes,
  ]);

  app.patch(
    apiPaths.projects.featured(':id'),
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.StatusUpdate, 'project'),
      schema: {
        tags: ['projects'],
        summary:
          'Feature a project or stop featuring it (at most 3: listed first, shown on Home); answers every project in the new order',
        params: IdParams,
        response: {
          200: Type.Array(Project),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => toggleFeatured(app.deps, request.params.id),
  );

  app.post(
    apiPaths.projects.caseStudyImage,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Create, 'case study image'),
      config: { multipart: caseStudyImageForm, bodyTimeout: 'upload' },
      schema: {
        tags: ['projects'],
        summary:
          'Upload an image for a case study (checked and re-encoded like every image); put its url in the Markdown as ![alt](url). Kept once a saved case study names it, else removed after a day',
        response: {
          200: CaseStudyImage,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request) =>
      uploadCaseStudyImage(
        app.deps,
        uploadRequest(request, caseStudyImageForm),
        caseStudyImageForm.file,
      ),
  );
  app.post(
    apiPaths.projects.caseStudyRender,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      schema: {
        tags: ['projects'],
        summary:
          "A case study's Markdown drawn as its page shows it, with what a save would refuse in it (the editor's preview); nothing is saved",
        body: CaseStudyRenderBody,
        response: {
          200: MarkdownRender,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request) => renderCaseStudyDraft(app.deps, request.body.case_study),
  );
};
