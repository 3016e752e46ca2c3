import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { apiPaths, ErrorBody } from '@portfolio/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors.js';
import { AnswerStore, buildAnswer } from '../../public-answers/answer-store.js';
import { keptAnswers, unkept } from '../../public-answers/kept-answer.js';
import { sendAnswer } from '../../public-answers/send-answer.js';
import { IMMUTABLE_CACHE_CONTROL, isValidKey } from '../../storage/storage.js';
import { readMediaFile } from './media.service.js';

/** Files up to this size are kept in memory once read (images are 10–200 kB); bigger ones stream. */
const KEEP_IN_MEMORY_BYTES = 1024 * 1024;
/** What the kept media may hold in all. */
const MEDIA_MEMORY_BYTES = 8 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

/**
 * Stored media, from memory or streamed from the storage driver. SVG and HTML are never served from here: only
 * re-encoded WebP images, PNG favicons (made by the server) and PDFs are ever stored, and nosniff stops a browser guessing otherwise.
 * A resume is stored as uploaded, script and all: `sandbox` gives whatever a viewer runs of it an
 * origin of its own, never ours.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // Kept apart from the pages and public answers: anyone can ask for every image, big ones
  // included, and a flood of them must evict other images, never a page.
  const keptMedia = keptAnswers(app.publicAnswers.version, new AnswerStore(MEDIA_MEMORY_BYTES));
  app.get<{ Params: { '*': string } }>(
    `${apiPaths.media}/*`,
    { schema: { response: { 404: ErrorBody } } },
    async (request, reply) => {
      const key = request.params['*'];
      const contentType = CONTENT_TYPES[path.extname(key)];
      if (!contentType || !isValidKey(key)) throw notFound('No such media file');
      const etag = `"${path.basename(key, path.extname(key))}"`;
      const headers: Record<string, string> = {
        'cache-control': IMMUTABLE_CACHE_CONTROL,
        'x-content-type-options': 'nosniff',
        'content-security-policy': 'sandbox',
      };
      // Kept per content version like every public answer: a file deleted by a change is not
      // served from memory after it.
      const answer = await keptMedia(key, async () => {
        reply.headers(headers).header('etag', etag);
        if (request.headers['if-none-match'] === etag) return unkept(reply.code(304).send());
        const file = await readMediaFile(app.deps, key);
        if (!file) throw notFound('No such media file');
        if (file.downloadName) {
          headers['content-disposition'] = `inline; filename="${file.downloadName}"`;
          reply.header('content-disposition', headers['content-disposition']);
        }
        if (file.size > KEEP_IN_MEMORY_BYTES) {
          return unkept(
            reply.type(contentType).header('content-length', file.size).send(file.body),
          );
        }
        return buildAnswer(200, contentType, await buffer(file.body), {
          headers,
          compress: false,
          etag,
        });
      });
      return 'unkept' in answer ? answer.unkept : sendAnswer(request, reply, answer);
    },
  );
};
