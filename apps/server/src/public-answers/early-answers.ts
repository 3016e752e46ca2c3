import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { TOKEN_HEADER } from '@portfolio/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Routed } from '../http/first-look-server.js';
import type { TrustFunction } from '../http/trust-proxy.js';
import type { AnswerStore, CachedAnswer } from './answer-store.js';
import type { ContentVersion } from './content-version.js';
import { bodyFor, chooseEncoding } from './send-answer.js';

/** A kept answer as Fastify sent it: the headers every hook and send step gave it, its bytes. */
interface Head {
  /** The kept answer it was sent from: the head is good while the store keeps that answer. */
  key: string;
  answer: CachedAnswer;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface EarlyAnswersOptions {
  version: ContentVersion;
  answers: AnswerStore;
  /** Whether a peer is a proxy the app trusts (its X-Forwarded-Host and -Proto count then). */
  trusted: TrustFunction;
  /** Off: every request goes to Fastify. */
  on: boolean;
  /** True once the app drains or closes: every request goes to Fastify, which answers 503. */
  draining(): boolean;
}

/** Heads kept at once: a few per list (encodings, host names); more only evict. */
const MAX_HEADS = 256;

/**
 * Whatever in a request can change the head of a kept answer, beside its key: the encoding it
 * gets, and the host name and protocol Fastify reads (the host check; HSTS over HTTPS). A request
 * that could change it otherwise (credentials, a validator, an Origin for CORS, a body) has none:
 * it is routed.
 */
function shapeOf(request: IncomingMessage, trusted: TrustFunction): string | undefined {
  const { headers, method } = request;
  if (method !== 'GET' && method !== 'POST') return undefined;
  if (
    headers[TOKEN_HEADER] !== undefined ||
    headers.authorization !== undefined ||
    headers['if-none-match'] !== undefined ||
    headers.origin !== undefined ||
    headers['content-length'] !== undefined ||
    headers['transfer-encoding'] !== undefined
  ) {
    return undefined;
  }
  const proxied = trusted(request.socket.remoteAddress ?? '', 0)
    ? `\n${headers['x-forwarded-host']}\n${headers['x-forwarded-proto']}`
    : '';
  return `${method} ${request.url}\n${chooseEncoding(headers['accept-encoding'])}\n${headers.host}${proxied}`;
}

/**
 * Kept public answers answered before routing (decision 023). Once Fastify has sent a kept answer
 * to an anonymous request, its head (status, headers) and bytes are kept under the request's
 * shape; the next request of that shape gets them straight from the HTTP server, without Fastify's
 * routing, hooks and send steps, while the content version is the one the answer was kept at and
 * the answer store still holds it. Any other request, and every request once the app drains,
 * goes to Fastify.
 */
export class EarlyAnswers {
  readonly #heads = new LRUCache<string, Head>({ max: MAX_HEADS });

  constructor(private readonly options: EarlyAnswersOptions) {}

  /** Answers `request` from a kept head when it can, else hands it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse, routed: Routed): void {
    const shape = shapeOf(request, this.options.trusted);
    const head = shape === undefined ? undefined : this.#heads.get(shape);
    if (shape === undefined || !head) {
      routed(request, response);
      return;
    }
    const send = (current: number) => {
      if (this.options.draining()) {
        routed(request, response);
      } else if (this.options.answers.get(head.key, current) !== head.answer) {
        // The content changed (or the store let the answer go): Fastify answers, and keeps anew.
        this.#heads.delete(shape);
        routed(request, response);
      } else {
        response.writeHead(200, head.headers);
        response.end(head.body);
      }
    };
    const current = this.options.version.read();
    if (typeof current === 'number') send(current);
    else current.then(send, () => routed(request, response));
  }

  /**
   * Called as Fastify sends the kept `answer` of `key` to `request`: once it is sent, its head is
   * kept for the requests of the same shape.
   */
  keep(request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer): void {
    const shape = this.options.on ? shapeOf(request.raw, this.options.trusted) : undefined;
    if (shape === undefined) return;
    const body = bodyFor(answer, request.headers['accept-encoding']);
    reply.raw.once('finish', () => {
      if (reply.statusCode !== 200) return;
      // What Fastify passed to writeHead: it types a few values wider than Node's types do.
      const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
      this.#heads.set(shape, { key, answer, headers, body });
    });
  }
}
