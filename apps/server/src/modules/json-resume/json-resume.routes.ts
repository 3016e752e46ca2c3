import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  isAdminHostname,
  JSON_RESUME_PATH,
  JsonResume,
  splitLanguagePath,
} from '@portfolio/contract';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../errors.js';
import { readLanguages } from '../languages/languages.service.js';
import { readJsonResume } from './json-resume.service.js';

/**
 * GET /resume.json: the public site's content as JSON Resume; /<prefix>/resume.json in another of
 * the site's languages, with the owner's texts in it (/pt/resume.json). The admin host has none.
 */
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
  app.get(
    `/:language${JSON_RESUME_PATH}`,
    {
      config: { keepPublicAnswer: true },
      schema: {
        summary: "The site as a JSON Resume document in another of the site's languages",
        params: Type.Object({ language: Type.String() }),
        response: { 200: JsonResume },
      },
    },
    async (request, reply) => {
      if (isAdminHostname(request.hostname)) throw notFound('The admin host has no resume.json');
      const site = await readLanguages(deps);
      const language = splitLanguagePath(`/${request.params.language}/`, site);
      // A prefix that is no other language of the site is the 404 of any path.
      if (!language) return reply.callNotFound();
      return readJsonResume(deps, 'all', language.language);
    },
  );
};
