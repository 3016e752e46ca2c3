import { isAdminHostname } from '@portfolio/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors.js';
import { pagePathOfImage } from '../modules/og-image/og-card.js';
import { drawOgImage } from '../modules/og-image/og-image.service.js';
import { buildAnswer, type CachedAnswer } from '../public-answers/answer-store.js';
import { sendAnswer } from '../public-answers/send-answer.js';

/**
 * Sharing sites fetch an image once per URL, and its URL changes with what it shows (`?v=`): a
 * day of caching costs nothing, and an ETag answers the rest.
 */
const IMAGE_CACHE = 'public, max-age=86400';

/**
 * The social images, /og/home.png ... /og/projects/<slug>.png: drawn on first request in the image
 * process, then kept per content version like the pages (any content change, a theme's too, makes
 * them again). Requests that arrive while one is drawn wait for that one drawing.
 */
export const ogImageRoutes: FastifyPluginAsync = async (app) => {
  const drawing = new Map<string, Promise<CachedAnswer | undefined>>();

  const draw = async (pagePath: string, key: string, version: number) => {
    const png = await drawOgImage(app.deps, pagePath);
    if (!png) return undefined;
    const answer = buildAnswer(200, 'image/png', png, {
      compress: false,
      headers: { 'cache-control': IMAGE_CACHE },
    });
    app.publicAnswers.answers.set(key, version, answer);
    return answer;
  };

  app.get('/og/*', { schema: { hide: true } }, async (request, reply) => {
    if (isAdminHostname(request.hostname)) throw notFound('The admin host has no social images');
    const imagePath = request.url.split('?')[0] ?? '';
    const pagePath = pagePathOfImage(imagePath);
    if (!pagePath) throw notFound('No such social image');
    const key = `og ${pagePath}`;
    const version = await app.publicAnswers.version.read();
    let answer = app.publicAnswers.answers.get(key, version);
    if (!answer) {
      const inFlight = `${key} ${version}`;
      let pending = drawing.get(inFlight);
      if (!pending) {
        pending = draw(pagePath, key, version).finally(() => drawing.delete(inFlight));
        drawing.set(inFlight, pending);
      }
      answer = await pending;
    }
    if (!answer) throw notFound('No such social image');
    return sendAnswer(request, reply, answer);
  });
};
