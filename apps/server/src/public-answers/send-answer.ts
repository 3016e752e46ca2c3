import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './answer-store.js';

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The best encoding the client accepts, by its q-values; brotli first on a tie. Codings are
 * case-insensitive (RFC 9110), which the negotiator is not: the header is lower-cased first.
 */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  return negotiate(acceptEncoding?.toLowerCase() ?? '', ENCODINGS) ?? 'identity';
}

/** The bytes of a kept answer in the best encoding the client accepts (its identity without). */
export function bodyFor(answer: CachedAnswer, acceptEncoding: string | undefined): Buffer {
  const encoding = answer.br ? chooseEncoding(acceptEncoding) : 'identity';
  return (encoding !== 'identity' && answer[encoding]) || answer.identity;
}

/** Sends a kept answer: 304 when the client has it, else its bytes in the best encoding. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply {
  reply.headers(answer.headers).header('etag', answer.etag);
  if (answer.br) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  }
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  const body = bodyFor(answer, request.headers['accept-encoding']);
  if (body === answer.br) reply.header('content-encoding', 'br');
  else if (body === answer.gzip) reply.header('content-encoding', 'gzip');
  return reply
    .code(answer.status)
    .type(answer.type)
    .header('content-length', body.length)
    .send(body);
}
