import type { Socket } from 'node:net';
import { ErrorCode } from '@portfolio/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: once draining (or closing), every new request gets 503 (a load balancer retries
 * it elsewhere) while the server keeps listening; requests in flight, uploads included, finish.
 */
export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;
  const counted = new WeakSet<object>();
  const done = (request: object) => {
    if (!counted.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) idle?.();
  };

  // Callback-style hooks: these run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, next) => {
    if (!draining) {
      inFlight += 1;
      counted.add(request);
      return next();
    }
    reply.header('connection', 'close').code(503).send({
      error: 'The server is restarting; try again in a moment',
      code: ErrorCode.SERVICE_UNAVAILABLE,
    });
  });
  // Done once its answer is being sent: the server's own close then waits for the bytes to go out.
  // (A request whose answer never comes only holds the drain to its deadline.)
  app.addSendStep((request) => {
    done(request);
    return undefined;
  });

  // The connections with no request being answered: a browser's preconnected socket, one kept
  // alive between requests, a client halfway through its headers. Node's closeIdleConnections (what
  // Fastify's close calls) leaves a socket that has not sent a whole request, and the close then
  // waited for it until the shutdown's deadline, which exits 1.
  const unanswered = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unanswered.add(socket);
    socket.once('close', () => unanswered.delete(socket));
  });
  app.server.on('request', ({ socket }, response) => {
    unanswered.delete(socket);
    response.once('close', () => {
      if (!socket.destroyed) unanswered.add(socket);
    });
  });

  // A close without a drain first (or a request on a kept-alive connection once close() began) is
  // answered the same way: Fastify's own 503 would skip our shape and headers. A connection with
  // nothing to answer is closed.
  app.addHook('preClose', (done) => {
    draining = true;
    for (const socket of unanswered) socket.destroy();
    done();
  });

  app.decorate('isDraining', () => draining);
  app.decorate('drain', (timeoutMs: number) => {
    draining = true;
    if (inFlight === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      idle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  });
}
