import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, NowPlaying } from '@portfolio/contract';
import { NowPlayingService } from './now-playing.service.js';

/** Spec §7 `POST /api/{music service}/getNowPlaying`, answered from a 15-second shared cache. */
export const nowPlayingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new NowPlayingService(app.deps, app.log);
  app.post(
    apiPaths.nowPlaying,
    {
      schema: {
        tags: ['integrations'],
        summary: "The owner's current track, or item null",
        response: { 200: NowPlaying },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.get();
    },
  );
};
