import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config, TrustProxy } from '../config.js';
import { answerClientError } from './client-error.js';
import { trustFunction } from './trust-proxy.js';

type Timeouts = Config['requestTimeouts'];

/**
 * Node's own limits, for Fastify's options: the headers must arrive within the request timeout,
 * checked every second (Node's default looks every 30 s); a whole request within both times, a
 * backstop behind the per-route cut below.
 */
export function serverTimeouts(timeouts: Timeouts) {
  const requestTimeout = timeouts.request + timeouts.upload;
  return {
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: timeouts.request,
      connectionsCheckingInterval: Math.min(1_000, timeouts.request),
    },
  };
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined;

/** The 408 Node answers for its own request timeout, in the error shape, and the socket closed. */
function cut(socket: Socket, response: ServerResponse): void {
  if (response.headersSent) {
    socket.destroy();
    return;
  }
  const timeout = Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
  answerClientError(timeout, socket);
}

/**
 * A body that has not arrived in time is cut: a route whose options say `bodyTimeout: 'upload'`
 * within `upload` (10 MB on a slow line), any other within `request` (JSON bodies are small),
 * counted from the end of its headers.
 * Once a request is answered before its body came (a 401, a 413), what is left of it gets the
 * short time only: nothing more is waited for but the client's last bytes; and none of it is
 * read when the answer closes the connection (Fastify's 413 for a declared length over the limit).
 */
export function registerSlowBodyCut(app: FastifyInstance, timeouts: Timeouts): void {
  // Callback-style: it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (!hasBody(raw.headers)) return done();
    // `complete` is Node's flag for a request whose last byte arrived (app.inject's have none).
    const incomplete = () => raw.complete === false;
    const cutIfIncomplete = (ms: number) =>
      setTimeout(() => {
        if (incomplete()) cut(raw.socket, reply.raw);
      }, ms);
    const ms =
      request.routeOptions.config.bodyTimeout === 'upload' ? timeouts.upload : timeouts.request;
    let timer = cutIfIncomplete(ms);
    raw.once('end', () => clearTimeout(timer));
    reply.raw.once('finish', () => {
      clearTimeout(timer);
      if (!incomplete()) return;
      // Answered to close (a 413 from the declared length): Node would read what is left until
      // the socket closes, a fifth of a flooded megabyte; it closes now, reading none of it.
      if (reply.getHeader('connection') === 'close') raw.socket.destroy();
      else timer = cutIfIncomplete(Math.min(ms, timeouts.request));
    });
    done();
  });
}

/**
 * At most `max` open connections from one address; more are closed as they come, before a byte is
 * read. The address is the socket's: connections are opened before any header can name a client.
 * A trusted proxy's connections are not counted, since they carry every visitor of the site: the
 * proxy limits its own clients (docs/deployment.md).
 */
export function registerConnectionCap(app: FastifyInstance, max: number, trust: TrustProxy): void {
  const trusted = trustFunction(trust);
  // The socket's peer is the first hop: with `true` or a hop count, every peer may be a proxy.
  const isProxy = (address: string) => trusted(address, 0);
  const open = new Map<string, number>();
  const reported = new Set<string>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!reported.has(address)) {
        reported.add(address);
        app.log.warn({ address, max }, 'connections refused: too many open from one address');
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) return void open.set(address, left);
      open.delete(address);
      reported.delete(address);
    });
  });
}
