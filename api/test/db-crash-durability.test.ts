/**
 * What a crash (SIGKILL) of the embedded database process loses. The README promises: nothing that
 * was acknowledged (every write is committed to the file before its reply). This measures the loss
 * right after a burst of acknowledged writes and fails if it is more than that.
 */
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXTERNAL_SERVER,
  RESTART_TEST_TIMEOUT_MS,
  startPrivateEmbeddedMongo,
  type PrivateServer,
} from './helpers/private-embedded-mongo.ts';

/** The most acknowledged writes a SIGKILL may lose, as the README states. */
const README_PROMISED_LOSS = 0;

describe.skipIf(EXTERNAL_SERVER)(`a SIGKILL of the embedded database${EXTERNAL_SERVER ? ` (skipped: ${EXTERNAL_SERVER})` : ''}`, () => {
  let server: PrivateServer;
  let conn: Connection | null = null;

  beforeAll(async () => {
    server = await startPrivateEmbeddedMongo();
  });

  afterAll(async () => {
    await conn?.close();
    await server?.destroy();
  });

  it(
    `loses at most ${README_PROMISED_LOSS} acknowledged writes`,
    async () => {
      conn = await mongoose.createConnection(server.uri, { dbName: 'crash' }).asPromise();
      const items = conn.db!.collection('items');
      await items.createIndex({ key: 1 }, { unique: true });
      // One client in sequence, then 20 at once, then updates and deletes: each acknowledged before the kill.
      for (let i = 0; i < 200; i++) await items.insertOne({ key: `seq-${i}` });
      await Promise.all(
        Array.from({ length: 20 }, (_, c) => items.insertMany(Array.from({ length: 5 }, (_, i) => ({ key: `par-${c}-${i}` })))),
      );
      await Promise.all(Array.from({ length: 20 }, (_, i) => items.updateOne({ key: `seq-${i}` }, { $set: { updated: true } })));
      await items.deleteMany({ key: { $in: ['seq-198', 'seq-199'] } });
      const acknowledged = { documents: 298, updated: 20 };

      await server.restart('SIGKILL');
      await conn.close(true).catch(() => undefined);

      conn = await mongoose.createConnection(server.uri, { dbName: 'crash' }).asPromise();
      const again = conn.db!.collection('items');
      const documents = await again.countDocuments();
      const updated = await again.countDocuments({ updated: true });
      const resurrected = await again.countDocuments({ key: { $in: ['seq-198', 'seq-199'] } });
      const lostInserts = acknowledged.documents - (documents - resurrected);
      const lost = lostInserts + (acknowledged.updated - updated) + resurrected;
      expect(
        lost,
        `kept ${documents - resurrected} of ${acknowledged.documents} documents, ${updated} of ${acknowledged.updated} updates; ${resurrected} deleted came back`,
      ).toBeLessThanOrEqual(README_PROMISED_LOSS);
    },
    RESTART_TEST_TIMEOUT_MS,
  );
});
