import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody, NotificationAction, ResumeSettings } from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { requireAdmin } from '../auth/guard.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { readResumeSettings, replaceResumeSettings, setResumePdf } from './resume-pdf.service.js';

const tags = ['resume'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The owner's choice of résumé (uploaded or generated) and the generated one's preview: Admin only. */
export const resumePdfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.resume.settings,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Which résumé the site offers, and how the generated one is made',
        response: { 200: ResumeSettings, ...errors },
      },
    },
    async () => readResumeSettings(deps),
  );

  app.put(
    apiPaths.resume.settings,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'resume'),
      schema: {
        tags,
        summary: 'Choose the résumé the site offers (the uploaded PDF or the generated one)',
        body: ResumeSettings,
        response: { 200: ResumeSettings, ...errors },
      },
    },
    async (request) => replaceResumeSettings(deps, request.body),
  );

  app.post(
    apiPaths.resume.preview,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      schema: {
        tags,
        summary: 'The generated résumé of these settings, saved or not (application/pdf)',
        body: ResumeSettings,
        produces: ['application/pdf'],
        response: {
          200: Type.Unsafe<Buffer>(Type.String({ description: 'application/pdf' })),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { pdf } = await setResumePdf(deps, request.body);
      return reply.type('application/pdf').header('cache-control', 'no-store').send(pdf);
    },
  );
};
