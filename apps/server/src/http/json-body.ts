import type { FastifyInstance } from 'fastify';

/**
 * The API takes JSON (and, on upload routes, multipart): plain text is refused with 415.
 * JSON bodies as Fastify parses them (with prototype-poisoning protection), except that an empty
 * body means "no body": clients of the older implementation post list calls with nothing in them.
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
    parseJson(request, text, done);
  });
}
