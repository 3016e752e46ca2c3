import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody, IdParams, NotificationAction, Resume } from '@portfolio/contract';
import { publicReadRoute } from '../../public-answers/public-read-route.js';
import { requireAdmin } from '../auth/guard.js';
import { uploadRequest } from '../media/upload.js';
import { deleteByIdRoute } from '../notifications/change-routes.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import {
  addResume,
  listResumes,
  RESUME_FORM,
  removeResume,
  replaceResume,
} from './resume.service.js';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
};
const tags = ['resume'];

/** Spec §7 resume calls. At most one resume exists; it is a PDF. */
export const resumeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.post(
    apiPaths.resume.list,
    publicReadRoute({ tags, summary: 'The resume, if there is one', answer: Type.Array(Resume) }),
    async () => listResumes(deps),
  );

  app.post(
    apiPaths.resume.add,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Create, 'resume'),
      config: { multipart: RESUME_FORM, bodyTimeout: 'upload' },
      schema: { tags, summary: 'Upload the resume (a PDF)', response: { 200: Resume, ...errors } },
    },
    async (request) => addResume(deps, uploadRequest(request, RESUME_FORM)),
  );

  app.put(
    apiPaths.resume.edit(':id'),
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'resume'),
      config: { multipart: RESUME_FORM, bodyTimeout: 'upload' },
      schema: {
        tags,
        summary: 'Replace the resume file',
        params: IdParams,
        response: { 200: Resume, ...errors },
      },
    },
    async (request) => replaceResume(deps, request.params.id, uploadRequest(request, RESUME_FORM)),
  );

  app.delete(
    apiPaths.resume.delete(':id'),
    deleteByIdRoute('resume', { tags, summary: 'Delete the resume', errors }),
    async (request) => removeResume(deps, request.params.id, request.log),
  );
};
