import { TOKEN_HEADER } from '@portfolio/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { AnswerCache, buildAnswer } from './answer-cache.js';
import { type ContentVersion, createContentVersion } from './content-version.js';
import { sendAnswer } from './send-answer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers everyone gets alike (public lists, rendered pages), kept per content version. */
    publicCache: { version: ContentVersion; answers: AnswerCache };
  }
  interface FastifyContextConfig {
    /** The anonymous answer of this route is the same for everyone: keep it. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    /** The content version a kept answer was looked up at, when the route keeps answers. */
    cacheVersion: number | undefined;
  }
}

/** A request without credentials gets the public answer; with any, the route decides. */
export const isAnonymous = (request: FastifyRequest) =>
  !request.headers[TOKEN_HEADER] && !request.headers.authorization;

/**
 * Public answers are kept in memory per content version and sent with an ETag (304 when unchanged)
 * in the best encoding, compressed once. Every successful change by the Admin (a route with an
 * audit) bumps the version before its answer leaves, so the next request anywhere sees the change.
 */
export function registerPublicCache(app: FastifyInstance): void {
  const version = createContentVersion(app.deps.db, app.deps.engine);
  const answers = new AnswerCache(app.deps.config.env === 'development' ? 0 : undefined);
  app.decorate('publicCache', { version, answers });
  app.decorateRequest('cacheVersion', undefined);

  const answerKept = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    if (!isAnonymous(request)) return done();
    const lookUp = (current: number) => {
      request.cacheVersion = current;
      const kept = answers.get(`${request.method} ${request.url}`, current);
      if (kept) sendAnswer(request, reply, kept);
      else done();
    };
    const current = version.read();
    if (typeof current === 'number') lookUp(current);
    else current.then(lookUp, done);
  };
  // A route hook put before the rate limit's own: a kept answer costs no more than counting it,
  // so, like pages and media, it is not limited.
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    const hooks = route.onRequest;
    route.onRequest = [answerKept, ...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : [])];
  });

  app.addSendStep((request, reply, payload) => {
    const { config } = request.routeOptions;
    if (
      config.publicCache &&
      request.cacheVersion !== undefined &&
      reply.statusCode === 200 &&
      typeof payload === 'string'
    ) {
      const answer = buildAnswer(200, String(reply.getHeader('content-type')), payload);
      answers.set(`${request.method} ${request.url}`, request.cacheVersion, answer);
      reply.header('etag', answer.etag);
    }
    if (config.audit && reply.statusCode < 400) return version.bump();
    return undefined;
  });
}
