import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  NotificationAction,
  RESUME_IMPORT_MAX_BYTES,
  RESUME_NOT_JSON_RESUME,
  ResumeImportDocument,
  ResumeImportPlan,
} from '@portfolio/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';
import { errorAnswers } from '../../lib/route-errors.js';
import { requireAdmin } from '../auth/guard.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { importResume, previewResumeImport } from './resume-import.service.js';

const errors = errorAnswers(400, 401, 403, 413, 415);
const tags = ['resume-import'];

/** Before the schema: a body that is no object with `basics` is not a JSON Resume document. */
async function requireJsonResume(request: FastifyRequest): Promise<void> {
  const body = request.body;
  const basics =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).basics
      : undefined;
  if (typeof basics !== 'object' || basics === null || Array.isArray(basics)) {
    throw badRequest(RESUME_NOT_JSON_RESUME, [{ field: 'basics', message: 'is required' }]);
  }
}

/** The owner imports a resume.json (JSON Resume): a preview first, then the import. JSON calls. */
export const resumeImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;
  const options = {
    onRequest: requireAdmin,
    preValidation: requireJsonResume,
    bodyLimit: RESUME_IMPORT_MAX_BYTES,
  };

  app.post(
    apiPaths.resumeImport.preview,
    {
      ...options,
      schema: {
        tags,
        summary: 'What importing this JSON Resume document would add, replace and leave out',
        body: ResumeImportDocument,
        response: { 200: ResumeImportPlan, ...errors },
      },
    },
    async (request) => previewResumeImport(deps, request.body),
  );

  app.post(
    apiPaths.resumeImport.apply,
    {
      ...options,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'resume.json import'),
      schema: {
        tags,
        summary:
          'Import a JSON Resume document in one transaction: profile and timeline replaced, projects added hidden until they have an image',
        body: ResumeImportDocument,
        response: { 200: ResumeImportPlan, ...errors },
      },
    },
    async (request) => importResume(deps, request.body),
  );
};
