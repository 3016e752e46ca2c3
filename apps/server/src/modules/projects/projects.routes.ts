import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody, IdParams, NotificationAction, Project } from '@portfolio/contract';
import { Type } from '@sinclair/typebox';
import { requireAdmin } from '../auth/guard.js';
import { imageEntityRoutes } from '../image-entities/image-entity.routes.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { projectKind } from './project.entity.js';
import { toggleFeatured } from './projects.service.js';

/**
 * Spec §7 project calls (getprojects, addproject, editProject, status, deleteProject), the order,
 * and featuring a project.
 */
export const projectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(imageEntityRoutes(projectKind, { paths: apiPaths.projects, entity: Project }));

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
};
