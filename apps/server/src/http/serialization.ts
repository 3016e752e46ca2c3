import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

/**
 * One serializer per response schema for the process: fast-json-stringify compiles each into code,
 * and an app built again (a test's, a second instance's) reuses what the same schema compiled to.
 * A schema is known by what it says, not by its object: a route that builds `Type.Array(Post)`
 * when it registers makes a new object each time for the same schema.
 */
const serializers = new Map<string, (data: unknown) => string>();
/** The same, by schema object: most routes share their schemas' objects, and this skips the key. */
const serializersOfObjects = new WeakMap<object, (data: unknown) => string>();

/** The serializer of one schema, compiled once for the process. */
function serializerOf(schema: object): (data: unknown) => string {
  const known = serializersOfObjects.get(schema);
  if (known) return known;
  const key = JSON.stringify(schema);
  const serialize = serializers.get(key) ?? fastJson(schema);
  serializers.set(key, serialize);
  serializersOfObjects.set(schema, serialize);
  return serialize;
}

/**
 * Answers are written by the compiled serializer of their response schema, compiled by the first
 * answer that needs it: a start compiles none (measured with --cpu-prof, docs/performance.md).
 */
export function registerSerialization(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= serializerOf(schema);
      return serialize(data);
    };
  });
}
