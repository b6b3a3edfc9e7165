import fp from 'fastify-plugin';
import mongoose from 'mongoose';

/**
 * One mongoose connection per app (createConnection, not the global default), to
 * config.mongodbUri / config.mongodbDb, closed when the app closes.
 *
 * Every operation has a deadline (MONGODB_OPERATION_TIMEOUT_MS) at each place it can wait for the
 * database: for the server to be selected, for a new connection's handshake and for each answer on
 * the socket. (A connection from the pool is waited for as long as the pool is busy: that is load,
 * not an absent database.) A request whose query was sent just before the database stopped
 * answering then fails with the driver's timeout, which errors.ts answers 503 with Retry-After,
 * instead of holding the client for as long as the database is away. (New requests are refused
 * sooner, by plugins/db-availability.ts.) Commands such as migrations open their own connection
 * without it.
 */
export default fp(
  async (fastify) => {
    const { mongodbUri, mongodbDb, mongodbOperationTimeoutMs: deadline } = fastify.config;
    if (!mongodbUri) throw new Error('MONGODB_URI is not set: the API needs a MongoDB-compatible database.');
    const conn = mongoose.createConnection(mongodbUri, {
      dbName: mongodbDb,
      autoIndex: true,
      autoCreate: true,
      serverSelectionTimeoutMS: deadline,
      connectTimeoutMS: deadline,
      socketTimeoutMS: deadline,
    });
    await conn.asPromise();
    fastify.decorate('mongo', conn);
    fastify.addHook('onClose', async () => {
      await conn.close();
    });
  },
  { name: 'db' },
);
