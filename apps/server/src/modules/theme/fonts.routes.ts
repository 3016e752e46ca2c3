import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors.js';
import { FONTS_PREFIX, findFont } from './fonts.js';

const YEAR = 'public, max-age=31536000, immutable';

/** The theme's font files, on every host (the admin's preview draws with them too). */
export const fontRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { hash: string; file: string } }>(
    `${FONTS_PREFIX}/:hash/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const font = await findFont(request.params.hash, request.params.file);
      if (!font) throw notFound('No such font');
      return reply
        .type('font/woff2')
        .header('cache-control', font.current ? YEAR : 'public, max-age=3600')
        .send(font.bytes);
    },
  );
};
