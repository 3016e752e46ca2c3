import {
  drawsInEnglish,
  isAdminHostname,
  type PageLanguage,
  splitLanguagePath,
} from '@portfolio/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { oneFlight } from '../lib/one-flight.js';
import { readLanguages } from '../modules/languages/languages.service.js';
import { pagePathOfImage } from '../modules/og-image/og-image.service.js';
import { buildAnswer, type CachedAnswer } from '../public-answers/answer-store.js';
import { type Unkept, unkept } from '../public-answers/kept-answer.js';
import { sendAnswer } from '../public-answers/send-answer.js';
import { drawPageImage } from './page-data.js';
import { keptLanguages, pageLanguageOf } from './page-language.js';

/**
 * Sharing sites fetch an image once per URL, and its URL changes with what it shows (`?v=`): a
 * day of caching costs nothing, and an ETag answers the rest.
 */
const IMAGE_CACHE = 'public, max-age=86400';

/**
 * The social images, /og/home.png ... /og/projects/<slug>.png, and each other language's at its
 * prefix (/pt/og/home.png: its texts and words, decision 038): drawn on first request in the image
 * process, then kept per content version and language like the pages (any content change, a
 * theme's too, makes them again). Requests that arrive while one is drawn wait for that one
 * drawing.
 */
export const ogImageRoutes: FastifyPluginAsync = async (app) => {
  type Drawn = Promise<CachedAnswer | Unkept<undefined>>;
  const drawing = oneFlight<CachedAnswer | Unkept<undefined>>();
  const languages = keptLanguages(app.publicAnswers.version, () => readLanguages(app.deps));

  const draw = async (pagePath: string, language: PageLanguage | undefined): Drawn => {
    const png = await drawPageImage(app.deps, pagePath, language);
    if (!png) return unkept(undefined);
    return buildAnswer(200, 'image/png', png, {
      compress: false,
      headers: { 'cache-control': IMAGE_CACHE },
    });
  };

  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    imagePath: string,
    language: PageLanguage | undefined,
  ) => {
    if (isAdminHostname(request.hostname)) throw notFound('The admin host has no social images');
    const pagePath = pagePathOfImage(imagePath);
    if (!pagePath) throw notFound('No such social image');
    const key = language ? `og ${pagePath} @${language.language}` : `og ${pagePath}`;
    const answer = await app.publicAnswers.keptAnswer(key, (version) =>
      drawing(`${key} ${version}`, () => draw(pagePath, language)),
    );
    if ('unkept' in answer) throw notFound('No such social image');
    return sendAnswer(request, reply, answer);
  };

  // The default language's: in its words when it is not drawn in English's (a site in
  // Portuguese first), else as before languages.
  app.get('/og/*', { schema: { hide: true } }, async (request, reply) => {
    const imagePath = request.url.split('?')[0] ?? '';
    const site = await languages();
    const pagePath = pagePathOfImage(imagePath);
    const inDefault =
      pagePath === undefined || drawsInEnglish(site.defaultLanguage)
        ? undefined
        : pageLanguageOf(site, pagePath, site.defaultLanguage, undefined);
    return serve(request, reply, imagePath, inDefault);
  });
  // Another of the site's languages: a prefix that is none of them is the 404 of any path.
  app.get<{ Params: { language: string } }>(
    '/:language/og/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const site = await languages();
      const path = request.url.split('?')[0] ?? '';
      const inLanguage = splitLanguagePath(path, site);
      if (!inLanguage) return reply.callNotFound();
      const pagePath = pagePathOfImage(inLanguage.pathname);
      const pageLanguage =
        pagePath && pageLanguageOf(site, pagePath, inLanguage.language, undefined);
      if (!pageLanguage) throw notFound('No such social image');
      return serve(request, reply, inLanguage.pathname, pageLanguage);
    },
  );
};
