import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isAdminHostname, JSON_RESUME_PATH, JsonResume } from '@portfolio/contract';
import { notFound } from '../../errors.js';
import { readJsonResume } from './json-resume.service.js';

/** GET /resume.json: the public site's content as JSON Resume. The admin host has none. */
export const jsonResumeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;
  app.get(
    JSON_RESUME_PATH,
    {
      config: { keepPublicAnswer: true },
      schema: { summary: 'The site as a JSON Resume document', response: { 200: JsonResume } },
    },
    async (request) => {
      if (isAdminHostname(request.hostname)) throw notFound('The admin host has no resume.json');
      return readJsonResume(deps);
    },
  );
};
