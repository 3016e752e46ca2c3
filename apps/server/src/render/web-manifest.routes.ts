import { isAdminHostname, WEB_MANIFEST_PATH } from '@portfolio/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors.js';
import { readWebManifest } from '../modules/profile/site-images.service.js';
import { buildAnswer } from '../public-answers/answer-store.js';
import { sendAnswer } from '../public-answers/send-answer.js';

const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';
const KEY = 'web-manifest';

/**
 * /site.webmanifest on the public host: made from the profile and the site icon, kept per content
 * version like the pages (an ETag, revalidated on each use: the brand title or icon may change).
 */
export const webManifestRoutes: FastifyPluginAsync = async (app) => {
  app.get(WEB_MANIFEST_PATH, async (request, reply) => {
    if (isAdminHostname(request.hostname)) throw notFound('The admin host has no web manifest');
    const answer = await app.publicAnswers.keptAnswer(KEY, async () => {
      const manifest = await readWebManifest(app.deps);
      return buildAnswer(200, MANIFEST_TYPE, JSON.stringify(manifest), {
        headers: { 'cache-control': 'no-cache' },
      });
    });
    return sendAnswer(request, reply, answer);
  });
};
