import http from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode } from '@portfolio/contract';
import { SECURITY_HEADERS } from './security-headers.js';

function answerOf(err: NodeJS.ErrnoException): { status: number; error: string } {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, error: 'The request took too long to arrive' };
  }
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, error: 'The request headers are too large' };
  }
  return { status: 400, error: 'The request is not valid HTTP' };
}

/**
 * What Node's HTTP parser refuses never reaches Fastify's hooks: answer it here in the one error
 * shape, with the headers every answer carries, and close the connection.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, error } = answerOf(err);
    const body = JSON.stringify({ error, code: ErrorCode.BAD_REQUEST });
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
      ...SECURITY_HEADERS,
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy();
}
