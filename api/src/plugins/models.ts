import fp from 'fastify-plugin';
import { createModels } from '../lib/models.ts';

/** The models (with their collections and indexes built before the first write) as fastify.models. */
export default fp(
  async (fastify) => {
    fastify.decorate('models', await createModels(fastify.mongo));
  },
  { name: 'models', dependencies: ['db'] },
);
