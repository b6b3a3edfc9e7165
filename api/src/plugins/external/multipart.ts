import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { ID_UPLOAD_MAX_BYTES } from '@portal/domain/constants';

/** Uploads: one file of at most 10 MiB and a few small fields. */
export default fp(
  async (fastify) => {
    await fastify.register(multipart, {
      limits: { fileSize: ID_UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    });
  },
  { name: 'multipart' },
);
