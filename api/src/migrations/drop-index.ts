import type { Collection } from 'mongoose';

/** Drops an index an earlier release built, when it is there (idempotent: another process may drop it first). */
export async function dropIndexIfPresent(collection: Collection, name: string): Promise<void> {
  const indexes = await collection.indexes();
  if (!indexes.some((index) => index.name === name)) return;
  await collection.dropIndex(name).catch((err: unknown) => {
    if (!/index not found/i.test(String((err as Error).message))) throw err;
  });
}
