import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Fastify's handler of a request: routing, hooks, the route's handler, the send steps. */
export type Routed = (request: IncomingMessage, response: ServerResponse) => void;

/** Looks at a request first: answers it, or hands it to `routed`. */
export type FirstLook = (
  request: IncomingMessage,
  response: ServerResponse,
  routed: Routed,
) => void;

/** What the server reads of Fastify's options, which Fastify has checked and defaulted. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The HTTP/1 server Fastify makes (its lib/server.js: the `http` options, then the keep-alive,
 * request and connection timeouts of its options), with `firstLook` in front of its handler.
 * Fastify still listens, closes and injects: `app.inject` goes to its handler directly.
 */
export function serverWithFirstLook(firstLook: FirstLook): FastifyServerFactory {
  return (routed, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerOptions;
    const server = http.createServer(options.http ?? {}, (request, response) =>
      firstLook(request, response, routed),
    );
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
