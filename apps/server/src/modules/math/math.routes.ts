import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors.js';
import { sendAnswer } from '../../public-answers/send-answer.js';
import { findKatexAsset, KATEX_PREFIX } from './math.service.js';

const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

/** KaTeX's stylesheet and fonts, for the pages whose Markdown shows math, on every host. */
export const mathRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { hash: string; file: string } }>(
    `${KATEX_PREFIX}/:hash/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const asset = await findKatexAsset(request.params.hash, request.params.file);
      if (!asset) throw notFound('No such file');
      reply.header('cache-control', asset.current ? YEAR : HOUR);
      if ('stylesheet' in asset) return sendAnswer(request, reply, asset.stylesheet);
      return reply.type('font/woff2').send(asset.font);
    },
  );
};
