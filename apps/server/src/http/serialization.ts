import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

/**
 * One serializer per response schema for the process: fast-json-stringify compiles each into code,
 * and an app built again (a test's, a second instance's) reuses what the routes' shared schemas
 * compiled to.
 */
const serializers = new WeakMap<object, (data: unknown) => string>();

/** Answers are written by the compiled serializer of their response schema, compiled once. */
export function registerSerialization(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    let serialize = serializers.get(schema);
    if (!serialize) {
      serialize = fastJson(schema);
      serializers.set(schema, serialize);
    }
    return serialize;
  });
}
