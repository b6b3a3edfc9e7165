/**
 * Request validation as strict as the OpenAPI document: a property a closed schema
 * (additionalProperties: false) does not declare is refused with 400 naming it, rather than dropped,
 * and a JSON body is checked as sent, without type coercion ("5" is not a number, 5 is not a string).
 * Query strings and path parameters arrive as text, so they keep their coercion ("?page=2" is the
 * number 2, one value an array of one). Headers are validated as Fastify does by default. Every part
 * keeps Fastify's other defaults: declared defaults filled in, the first error reported.
 */
import fp from 'fastify-plugin';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

/** Fastify's own Ajv options (@fastify/ajv-compiler) but for coercion and the removal of unknown properties. */
const COMMON: Options = { useDefaults: true, addUsedSchema: false, allErrors: false };

function ajvWith(options: Options): Ajv {
  const ajv = new Ajv({ ...COMMON, ...options });
  addFormats(ajv);
  return ajv;
}

// One set per process: Ajv keeps what it compiled by schema object, and the routes' schemas are
// module constants, so an app built again in the same process (the API tests build one per file)
// reuses the validators instead of compiling every route's again.
const body = ajvWith({ coerceTypes: false, removeAdditional: false });
const text = ajvWith({ coerceTypes: 'array', removeAdditional: false });
const headers = ajvWith({ coerceTypes: 'array', removeAdditional: true });

export default fp(
  async (fastify) => {
    fastify.setValidatorCompiler(({ schema, httpPart }) => {
      const ajv = httpPart === 'body' ? body : httpPart === 'headers' ? headers : text;
      // Ajv compiles a schema with an $id once per instance: a shared schema is reused.
      const id = (schema as { $id?: string }).$id;
      return (id && ajv.getSchema(id)) || ajv.compile(schema);
    });
  },
  { name: 'validation' },
);
