import { LIST_TOTAL_HEADER, TOKEN_HEADER } from '@portfolio/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { trustFunction } from '../http/trust-proxy.js';
import { logsEveryRequest } from '../logger.js';
import { AnswerStore, buildAnswer } from './answer-store.js';
import { EarlyAnswers } from './early-answers.js';
import { keptAnswers } from './kept-answer.js';
import { sendAnswer } from './send-answer.js';

/** A request without credentials gets the public answer; with any, the route decides. */
const isAnonymous = (request: FastifyRequest) =>
  !request.headers[TOKEN_HEADER] && !request.headers.authorization;

/**
 * What a kept answer is kept under: the call and the host it was asked of, since a route may
 * answer hosts apart (`/resume.json` is the public site's, a 404 on the admin host).
 */
export const publicAnswerKey = (method: string, host: string, url: string) =>
  `${method} ${host} ${url}`;

const keyOf = (request: FastifyRequest) =>
  publicAnswerKey(request.method, request.host, request.url);

/** The headers a route sets that describe its body (a page of a list): kept with the body. */
const BODY_HEADERS = [LIST_TOTAL_HEADER, 'link'];

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of BODY_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Public answers are kept in memory per content version and sent with an ETag (304 when unchanged)
 * in the best encoding, compressed once. The services that change public content bump the version
 * (`deps.contentVersion`) before their answer leaves, so the next request anywhere sees the change.
 */
export function registerPublicCache(app: FastifyInstance): void {
  const { config, contentVersion: version } = app.deps;
  const answers = new AnswerStore(config.env === 'development' ? 0 : undefined);
  const early = new EarlyAnswers({
    version,
    answers,
    trusted: trustFunction(config.trustProxy),
    // Every request is logged then (app.ts), so each goes through Fastify.
    on: !logsEveryRequest(config),
    draining: () => app.isDraining(),
  });
  app.decorate('publicAnswers', {
    version,
    answers,
    keptAnswer: keptAnswers(version, answers),
    early,
  });
  app.decorateRequest('answerVersion', undefined);

  const answerKept = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    if (!isAnonymous(request)) return done();
    const lookUp = (current: number) => {
      request.answerVersion = current;
      const key = keyOf(request);
      const kept = answers.get(key, current);
      if (!kept) return done();
      sendAnswer(request, reply, kept);
      early.keep(request, reply, key, kept);
    };
    const current = version.read();
    if (typeof current === 'number') lookUp(current);
    else current.then(lookUp, done);
  };
  // A route hook put before the rate limit's own: a kept answer costs no more than counting it,
  // so, like pages and media, it is not limited.
  app.addHook('onRoute', (route) => {
    if (!route.config?.keepPublicAnswer) return;
    const hooks = route.onRequest;
    route.onRequest = [answerKept, ...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : [])];
  });

  app.addSendStep((request, reply, payload) => {
    if (
      request.routeOptions.config.keepPublicAnswer &&
      request.answerVersion !== undefined &&
      reply.statusCode === 200 &&
      typeof payload === 'string'
    ) {
      const answer = buildAnswer(200, String(reply.getHeader('content-type')), payload, {
        headers: keptHeaders(reply),
      });
      answers.set(keyOf(request), request.answerVersion, answer);
      reply.header('etag', answer.etag);
    }
    return undefined;
  });
}
