/**
 * What the API relies on from the database, proven against the server the tests run on
 * (embedded FerretDB unless MONGODB_URI is set), so code that passes here runs on Atlas too.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

let conn: Connection;

const Item = new Schema({ key: { type: String, required: true, unique: true }, group: String, amount: Number, label: String });

beforeAll(async () => {
  conn = mongoose.createConnection(inject('mongoUri'), { dbName: `t_caps_${randomBytes(4).toString('hex')}`, autoIndex: true });
  await conn.asPromise();
});

afterAll(async () => {
  await conn.dropDatabase();
  await conn.close();
});

describe('database capabilities', () => {
  it('rejects a duplicate on a unique index with code 11000', async () => {
    const M = conn.model('UniqueItem', Item);
    await M.init();
    await M.create({ key: 'a' });
    const err = await M.create({ key: 'a' }).then(() => null, (e: unknown) => e);
    expect((err as { code?: number } | null)?.code).toBe(11000);
    expect(await M.countDocuments({ key: 'a' })).toBe(1);
  });

  it('upserts and increments with findOneAndUpdate', async () => {
    const Counter = conn.model('CapCounter', new Schema({ _id: String, seq: Number }, { versionKey: false }));
    const first = await Counter.findOneAndUpdate({ _id: 'c' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
    expect(first?.seq).toBe(1);
    const second = await Counter.findOneAndUpdate({ _id: 'c' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
    expect(second?.seq).toBe(2);
    expect(await Counter.countDocuments({})).toBe(1);
  });

  // The embedded FerretDB does not apply concurrent conditional updates or $inc atomically
  // (observed: 20 concurrent $inc lose increments; several "claims" on {x: null} all succeed).
  // The API therefore guards every invariant with a unique insert, which this proves holds.
  it('admits exactly one of 20 concurrent inserts of one unique key', async () => {
    const M = conn.model('RaceItem', Item);
    await M.init();
    for (let round = 0; round < 3; round++) {
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => M.create({ key: `race-${round}`, amount: i })));
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost.every((r) => (r.reason as { code?: number }).code === 11000)).toBe(true);
    }
  });

  it('counts documents with a filter', async () => {
    const M = conn.model('CountItem', Item);
    await M.insertMany([{ key: 'x1', group: 'g' }, { key: 'x2', group: 'g' }, { key: 'x3', group: 'h' }]);
    expect(await M.countDocuments({ group: 'g' })).toBe(2);
    expect(await M.countDocuments({})).toBe(3);
  });

  // One accumulator per $group: FerretDB 1.24 computes only the first accumulator of a $group
  // (further ones come back 0), so lib/aggregate.ts runs one $group per sum.
  it('aggregates with $match + $group + $sum (count and field sums) and $sort', async () => {
    const M = conn.model('AggItem', Item);
    await M.insertMany([
      { key: 'a1', group: '2025-11', amount: 100 },
      { key: 'a2', group: '2025-11', amount: 250 },
      { key: 'a3', group: '2025-12', amount: 40 },
      { key: 'a4', group: 'skip', amount: 1000 },
    ]);
    const match = { $match: { group: { $ne: 'skip' } } };
    const counts = await M.aggregate<{ _id: string; count: number }>([
      match,
      { $group: { _id: '$group', count: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
    expect(counts).toEqual([{ _id: '2025-11', count: 2 }, { _id: '2025-12', count: 1 }]);
    const totals = await M.aggregate<{ _id: string; total: number }>([
      match,
      { $group: { _id: '$group', total: { $sum: '$amount' } } },
      { $sort: { _id: -1 } },
    ]);
    expect(totals).toEqual([{ _id: '2025-12', total: 40 }, { _id: '2025-11', total: 350 }]);
    const all = await M.aggregate<{ _id: null; total: number }>([match, { $group: { _id: null, total: { $sum: '$amount' } } }]);
    expect(all).toEqual([{ _id: null, total: 390 }]);
  });

  it('matches $regex with the i option', async () => {
    const M = conn.model('RegexItem', Item);
    await M.insertMany([{ key: 'r1', label: 'Asha.Rao@Example.com' }, { key: 'r2', label: 'someone@else.org' }]);
    const found = await M.find({ label: { $regex: 'asha\\.rao', $options: 'i' } }).lean();
    expect(found.map((d) => d.key)).toEqual(['r1']);
  });

  it('stores and reads back a 5 MB file in GridFS byte for byte', async () => {
    const db = conn.db;
    if (!db) throw new Error('no db');
    const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'caps' });
    const data = randomBytes(5 * 1024 * 1024);
    const upload = bucket.openUploadStream('random.bin', { metadata: { kind: 'test', size: data.length } });
    await pipeline(Readable.from([data]), upload);
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(upload.id)) chunks.push(chunk as Buffer);
    const back = Buffer.concat(chunks);
    expect(back.length).toBe(data.length);
    expect(back.equals(data)).toBe(true);
    const files = await bucket.find({ _id: upload.id }).toArray();
    expect(files[0]?.length).toBe(data.length);
  });
});
