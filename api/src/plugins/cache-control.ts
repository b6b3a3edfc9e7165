import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every answer that does not set its own: profiles, tokens, lists and
 * error bodies are personal and must not be kept by a browser or a proxy. A hook, so every route
 * registered after it gets the header without doing anything.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'cache-control' },
);
