import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './answer-cache.js';

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
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
  const encoding = answer.br ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
  const body = (encoding !== 'identity' && answer[encoding]) || answer.identity;
  if (body !== answer.identity) reply.header('content-encoding', encoding);
  return reply
    .code(answer.status)
    .type(answer.type)
    .header('content-length', body.length)
    .send(body);
}
