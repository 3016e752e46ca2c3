import { isAdminHostname, RESUME_PDF_PATH, splitLanguagePath } from '@portfolio/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { readLanguages } from '../modules/languages/languages.service.js';
import { currentResume } from '../modules/resume-pdf/resume-pdf.service.js';
import { buildAnswer } from '../public-answers/answer-store.js';
import { unkept } from '../public-answers/kept-answer.js';
import { sendAnswer } from '../public-answers/send-answer.js';
import { keptLanguages } from './page-language.js';

/**
 * GET /resume.pdf, the current résumé: the generated PDF (set in the image process on the first
 * request after a change, then kept per content version and answered from memory, with an ETag,
 * before routing from the second request on: decision 023),
 * or a redirect to the uploaded one's file. None: 404. The generated one in another of the site's
 * languages at its prefix, /pt/resume.pdf (decision 038), kept per language.
 */
export const resumePdfRoutes: FastifyPluginAsync = async (app) => {
  const languages = keptLanguages(app.publicAnswers.version, () => readLanguages(app.deps));

  const serve = async (request: FastifyRequest, reply: FastifyReply, language?: string) => {
    if (isAdminHostname(request.hostname)) throw notFound('The admin host has no résumé');
    const key = language === undefined ? 'resume.pdf' : `resume.pdf @${language}`;
    const answer = await app.publicAnswers.keptAnswer(key, async () => {
      const current = await currentResume(app.deps, language);
      if (!current || 'uploaded' in current) return unkept(current?.uploaded);
      return buildAnswer(200, 'application/pdf', current.generated.pdf, {
        compress: false,
        headers: {
          'cache-control': 'public, max-age=0, must-revalidate',
          'content-disposition': 'inline; filename="resume.pdf"',
        },
      });
    });
    if (!('unkept' in answer)) {
      const sent = sendAnswer(request, reply, answer);
      // The next request of the same shape is answered before routing, as the kept lists are.
      app.publicAnswers.early.keep(request, reply, key, answer);
      return sent;
    }
    if (!answer.unkept) throw notFound('There is no résumé');
    return reply.redirect(answer.unkept, 302);
  };

  app.get(RESUME_PDF_PATH, { schema: { hide: true } }, async (request, reply) =>
    serve(request, reply),
  );
  // A prefix that is no other language of the site is the 404 of any path.
  app.get<{ Params: { language: string } }>(
    `/:language${RESUME_PDF_PATH}`,
    { schema: { hide: true } },
    async (request, reply) => {
      const language = splitLanguagePath(`/${request.params.language}/`, await languages());
      if (!language) return reply.callNotFound();
      return serve(request, reply, language.language);
    },
  );
};
