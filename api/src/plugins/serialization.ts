/**
 * Responses are written by fast-json-stringify from their route's response schema, as Fastify does by
 * default, with one difference: a schema's serializer is compiled once per process and kept by the
 * schema object, as plugins/validation.ts keeps its validators. The routes' schemas are module
 * constants, so an app built again in the same process (the API tests build one per file, a command
 * builds its own) reuses the serializers instead of compiling every route's again (about 0.2 s of CPU
 * per app). It pays within one app too: the routes' 794 response schemas are 75 distinct objects (the
 * error bodies are one schema), so one start compiles 75 serializers instead of 794; a second app in
 * the same process compiles 17 (schemas built inside a route's plugin). The API shares no schemas by
 * $id (no addSchema), so a schema is compiled on its own.
 */
import fp from 'fastify-plugin';
import fastJsonStringify from 'fast-json-stringify';

type Serialize = (data: unknown) => string;
const serializers = new WeakMap<object, Serialize>();

export default fp(
  async (fastify) => {
    fastify.setSerializerCompiler(({ schema }) => {
      let serialize = serializers.get(schema);
      if (!serialize) {
        serialize = fastJsonStringify(schema) as Serialize;
        serializers.set(schema, serialize);
      }
      return serialize;
    });
  },
  { name: 'serialization' },
);
