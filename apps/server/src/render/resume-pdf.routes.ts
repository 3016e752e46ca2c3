import { isAdminHostname, RESUME_PDF_PATH } from '@portfolio/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors.js';
import { currentResume } from '../modules/resume-pdf/resume-pdf.service.js';
import { buildAnswer } from '../public-answers/answer-store.js';
import { unkept } from '../public-answers/kept-answer.js';
import { sendAnswer } from '../public-answers/send-answer.js';

/**
 * GET /resume.pdf, the current résumé: the generated PDF (set in the image process on the first
 * request after a change, then kept per content version and answered from memory, with an ETag,
 * before routing from the second request on: decision 023),
 * or a redirect to the uploaded one's file. None: 404.
 */
export const resumePdfRoutes: FastifyPluginAsync = async (app) => {
  app.get(RESUME_PDF_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (isAdminHostname(request.hostname)) throw notFound('The admin host has no résumé');
    const answer = await app.publicAnswers.keptAnswer('resume.pdf', async () => {
      const current = await currentResume(app.deps);
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
      app.publicAnswers.early.keep(request, reply, 'resume.pdf', answer);
      return sent;
    }
    if (!answer.unkept) throw notFound('There is no résumé');
    return reply.redirect(answer.unkept, 302);
  });
};
