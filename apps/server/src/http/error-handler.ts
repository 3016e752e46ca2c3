import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { errorAnswer } from '../lib/error-answer.js';
import { createClientErrorLog } from './client-error-log.js';

/** The one error handler: every error answer is `{error, code}`; a 5xx never shows its cause. */
export function sendError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, body } = errorAnswer(error);
  if (error instanceof AppError && error.headers) reply.headers(error.headers);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.server.logClientError(request.log, { code: body.code, status }, body.error);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Every error of the app is answered by sendError (a route's own handler hands its errors on);
 * client errors are logged within a budget of lines a second (client-error-log.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.decorate('logClientError', createClientErrorLog());
  app.setErrorHandler(sendError);
}
