import fp from 'fastify-plugin';
import mongoose from 'mongoose';

/**
 * One mongoose connection per app (createConnection, not the global default), to
 * config.mongodbUri / config.mongodbDb, closed when the app closes.
 */
export default fp(
  async (fastify) => {
    const { mongodbUri, mongodbDb } = fastify.config;
    if (!mongodbUri) throw new Error('MONGODB_URI is not set: the API needs a MongoDB-compatible database.');
    const conn = mongoose.createConnection(mongodbUri, {
      dbName: mongodbDb,
      autoIndex: true,
      autoCreate: true,
      serverSelectionTimeoutMS: 10_000,
    });
    await conn.asPromise();
    fastify.decorate('mongo', conn);
    fastify.addHook('onClose', async () => {
      await conn.close();
    });
  },
  { name: 'db' },
);
