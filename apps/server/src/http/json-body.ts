import { ErrorCode } from '@portfolio/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { nestsDeeperThan } from './json-depth.js';

/**
 * The deepest JSON body taken. The calls' schemas nest 4 levels at most (a resume.json import,
 * a passkey's answer), and what they ignore of a document has room to nest more; 1 MB of
 * `[[[[…]]]]` nests half a million, and building them costs JSON.parse half a second.
 */
const JSON_MAX_DEPTH = 64;

const tooDeep = () =>
  new AppError(
    400,
    ErrorCode.INVALID_JSON,
    `The body nests arrays and objects deeper than ${JSON_MAX_DEPTH} levels`,
  );

/**
 * The API takes JSON (and, on upload routes, multipart): plain text is refused with 415.
 * JSON bodies as Fastify parses them (with prototype-poisoning protection), except that an empty
 * body means "no body": clients of the older implementation post list calls with nothing in them;
 * and a body that nests deeper than JSON_MAX_DEPTH is refused before it is parsed.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
