import { isAdminHostname } from '@portfolio/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors.js';
import { pagePathOfImage } from '../modules/og-image/og-image.service.js';
import { buildAnswer, type CachedAnswer } from '../public-answers/answer-store.js';
import { type Unkept, unkept } from '../public-answers/kept-answer.js';
import { sendAnswer } from '../public-answers/send-answer.js';
import { drawPageImage } from './page-data.js';

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
  const drawing = new Map<string, Promise<CachedAnswer | Unkept<undefined>>>();

  const draw = async (pagePath: string) => {
    const png = await drawPageImage(app.deps, pagePath);
    if (!png) return unkept(undefined);
    return buildAnswer(200, 'image/png', png, {
      compress: false,
      headers: { 'cache-control': IMAGE_CACHE },
    });
  };

  /** The drawing of this image at this version: one for all the requests that want it. */
  const drawOnce = (pagePath: string, version: number) => {
    const inFlight = `${pagePath} ${version}`;
    let pending = drawing.get(inFlight);
    if (!pending) {
      pending = draw(pagePath).finally(() => drawing.delete(inFlight));
      drawing.set(inFlight, pending);
    }
    return pending;
  };

  app.get('/og/*', { schema: { hide: true } }, async (request, reply) => {
    if (isAdminHostname(request.hostname)) throw notFound('The admin host has no social images');
    const imagePath = request.url.split('?')[0] ?? '';
    const pagePath = pagePathOfImage(imagePath);
    if (!pagePath) throw notFound('No such social image');
    const answer = await app.publicAnswers.keptAnswer(`og ${pagePath}`, (version) =>
      drawOnce(pagePath, version),
    );
    if ('unkept' in answer) throw notFound('No such social image');
    return sendAnswer(request, reply, answer);
  });
};
