/**
 * Personal files encrypted at rest: an uploaded ID, a signature and an offer letter are stored as
 * ciphertext (the raw GridFS chunks hold neither the magic bytes nor any 16 bytes of the file), a
 * changed byte is refused through the API, files stored plain before encryption still read and are
 * encrypted by keys:rotate, and rotation re-wraps every data key so each file reads under the new
 * master key alone.
 */
import { randomBytes } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { createKeyRing } from '../src/lib/file-encryption.ts';
import { createFileStore, rotateFileKeys, type FileKind } from '../src/plugins/files.ts';
import { pngBytes } from '../../tools/test-support/document-files.ts';
import { createTestApp, TEST_DATA_ENCRYPTION_KEY, useTestApp } from './helpers/app.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { uploadId } from './helpers/multipart.ts';
import { adminSaveSignature, studentAt } from './helpers/program.ts';

const ctx = useTestApp();
const K1 = Buffer.from(TEST_DATA_ENCRYPTION_KEY, 'base64');

const db = () => ctx.app.mongo.db!;

async function rawBytes(kind: FileKind, id: string): Promise<Buffer> {
  const doc = await db()
    .collection(`${kind}.files`)
    .findOne({ _id: new Types.ObjectId(id) });
  const filesId = doc?.metadata?.encryption?.chunksId ?? doc?._id;
  const chunks = await db().collection(`${kind}.chunks`).find({ files_id: filesId }).sort({ n: 1 }).toArray();
  return Buffer.concat(chunks.map((c) => Buffer.from((c.data as mongoose.mongo.Binary).buffer)));
}

/** The first 16-byte run of `plain` found anywhere in `stored`, or null (a set of every run of `stored`). */
function sharedRun(plain: Buffer, stored: Buffer): string | null {
  const runs = new Set<string>();
  for (let i = 0; i + 16 <= stored.length; i++) runs.add(stored.subarray(i, i + 16).toString('hex'));
  for (let i = 0; i + 16 <= plain.length; i++) {
    const run = plain.subarray(i, i + 16).toString('hex');
    if (runs.has(run)) return run;
  }
  return null;
}

async function firstFileId(kind: FileKind, ownerId?: string): Promise<string> {
  const doc = await db()
    .collection(`${kind}.files`)
    .findOne(ownerId ? { 'metadata.ownerId': ownerId } : {});
  if (!doc) throw new Error(`no ${kind} file stored`);
  return String(doc._id);
}

const MAGIC: Record<string, Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'application/pdf': Buffer.from('%PDF'),
};

/** An ID, the authorized signature and a drawn offer letter, stored through the API and the letter worker. */
async function storePersonalFiles() {
  const admin = await signInAs(ctx.app, 'ADMIN');
  const saved = await adminSaveSignature(ctx.app, admin);
  expect(saved.statusCode, saved.body).toBe(200);
  const letterStudent = await studentAt(ctx.app, 'requested');
  await ctx.app.letterWorker.runOnce();
  const student = await studentWith(ctx.app);
  const original = pngBytes(120, 80, [200, 30, 60]);
  const res = await uploadId(ctx.app, student, [{ filename: 'aadhaar.png', type: 'image/png', content: original }]);
  expect(res.statusCode, res.body).toBe(200);
  return {
    admin,
    student,
    original,
    files: {
      id_proofs: await firstFileId('id_proofs', student.id),
      signatures: await firstFileId('signatures', admin.id),
      letters: await firstFileId('letters', letterStudent.id),
    } satisfies Partial<Record<FileKind, string>>,
  };
}

describe('encrypted at rest', () => {
  it('stores the ID, the signature and the letter as ciphertext: no magic bytes, no 16-byte run of the file', async () => {
    const { files, original } = await storePersonalFiles();
    for (const [kind, id] of Object.entries(files) as [FileKind, string][]) {
      const read = await ctx.app.files.read(kind, id);
      expect(read, kind).not.toBeNull();
      const plain = read!.bytes;
      const raw = await rawBytes(kind, id);
      expect(raw.length, kind).toBe(plain.length);
      expect(raw.includes(MAGIC[read!.file.mime]!), kind).toBe(false);
      expect(plain.includes(MAGIC[read!.file.mime]!), kind).toBe(true);
      expect(sharedRun(plain, raw), kind).toBeNull();
      if (kind === 'id_proofs') expect(sharedRun(original, raw)).toBeNull();
      const meta = (await db()
        .collection(`${kind}.files`)
        .findOne({ _id: new Types.ObjectId(id) }))!.metadata;
      expect(meta.encryption).toMatchObject({ alg: 'A256GCM', keyId: createKeyRing(K1).current.id });
      expect(meta.encryption.wrappedKey).not.toContain(TEST_DATA_ENCRYPTION_KEY);
    }
  });

  it('refuses a changed byte through the API with a clear error, never the corrupt bytes', async () => {
    const { files, student } = await storePersonalFiles();
    const admin = await signInAs(ctx.app, 'ADMIN');
    const proof = await ctx.app.models.IdProof.findOne({ activeKey: student.id }).lean();
    const chunks = db().collection('id_proofs.chunks');
    const chunk = await chunks.findOne({ files_id: new Types.ObjectId(files.id_proofs), n: 0 });
    const data = Buffer.from((chunk!.data as mongoose.mongo.Binary).buffer);
    const tampered = Buffer.from(data);
    tampered[40] = tampered[40]! ^ 0x01;
    await chunks.updateOne({ _id: chunk!._id }, { $set: { data: new mongoose.mongo.Binary(tampered) } });

    for (const res of [
      await ctx.app.inject({ method: 'GET', url: '/student/id-proof/file', headers: student.headers }),
      await ctx.app.inject({ method: 'GET', url: `/admin/api/id-proofs/${String(proof!._id)}/file`, headers: admin.headers }),
    ]) {
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().message).toMatch(/failed its integrity check/);
    }

    await chunks.updateOne({ _id: chunk!._id }, { $set: { data: new mongoose.mongo.Binary(data) } });
    const fine = await ctx.app.inject({ method: 'GET', url: '/student/id-proof/file', headers: student.headers });
    expect(fine.statusCode).toBe(200);
    expect(fine.rawPayload.subarray(0, 4).equals(MAGIC['image/png']!)).toBe(true);
  });

  it('reads a file stored plain before encryption, and keys:rotate encrypts it in place (same id, same bytes)', async () => {
    const plain = pngBytes(30, 30, [1, 2, 3]);
    const bucket = new mongoose.mongo.GridFSBucket(db(), { bucketName: 'signatures' });
    const ownerId = new Types.ObjectId().toHexString();
    const upload = bucket.openUploadStream('old.png', {
      metadata: { ownerId, kind: 'signatures', sha256: 'x', mime: 'image/png', size: plain.length },
    });
    await new Promise((resolve, reject) => upload.once('finish', resolve).once('error', reject).end(plain));
    const id = String(upload.id);
    expect((await ctx.app.files.read('signatures', id, ownerId))!.bytes.equals(plain)).toBe(true);

    const report = await rotateFileKeys(ctx.app.mongo, createKeyRing(K1));
    expect(report.encrypted).toBeGreaterThanOrEqual(1);
    expect(report.failed).toEqual([]);
    const raw = await rawBytes('signatures', id);
    expect(sharedRun(plain, raw)).toBeNull();
    expect(await db().collection('signatures.chunks').countDocuments({ files_id: upload.id })).toBe(0);
    expect((await ctx.app.files.read('signatures', id, ownerId))!.bytes.equals(plain)).toBe(true);
    // Again: nothing left to encrypt.
    expect((await rotateFileKeys(ctx.app.mongo, createKeyRing(K1))).encrypted).toBe(0);
    expect(await ctx.app.files.remove('signatures', id)).toBe(true);
    expect(
      await db()
        .collection('signatures.chunks')
        .countDocuments({ files_id: { $in: [upload.id] } }),
    ).toBe(0);
  });

  it('keys:rotate re-wraps every data key once (two runs at once), and every file reads under the new key alone', async () => {
    const { student } = await storePersonalFiles();
    const before = new Map<string, Buffer>();
    const encryptedCount = async () => {
      let n = 0;
      for (const kind of ['id_proofs', 'signatures', 'letters'] as const) {
        for (const doc of await db().collection(`${kind}.files`).find({}).toArray()) {
          before.set(`${kind}/${String(doc._id)}`, (await ctx.app.files.read(kind, String(doc._id)))!.bytes);
          n++;
        }
      }
      return n;
    };
    const total = await encryptedCount();
    const K2 = randomBytes(32);
    const ring = createKeyRing(K2, [K1]);
    const [a, b] = await Promise.all([rotateFileKeys(ctx.app.mongo, ring), rotateFileKeys(ctx.app.mongo, ring)]);
    expect(a.failed.concat(b.failed)).toEqual([]);
    expect(a.rewrapped + b.rewrapped).toBe(total);
    expect((await rotateFileKeys(ctx.app.mongo, ring)).current).toBe(total);

    const onlyNew = createFileStore(ctx.app.mongo, createKeyRing(K2));
    for (const [key, bytes] of before) {
      const [kind, id] = key.split('/') as [FileKind, string];
      expect((await onlyNew.read(kind, id))!.bytes.equals(bytes), key).toBe(true);
      const meta = (await db()
        .collection(`${kind}.files`)
        .findOne({ _id: new Types.ObjectId(id) }))!.metadata;
      expect(meta.encryption.keyId).toBe(ring.current.id);
    }
    // The old key alone no longer opens them; an API given the new key serves the student's ID.
    await expect(
      createFileStore(ctx.app.mongo, createKeyRing(K1)).read('id_proofs', await firstFileId('id_proofs', student.id)),
    ).rejects.toThrow(/master key this server does not have/);
    const rotated = await createTestApp({
      config: { mongodbDb: ctx.app.config.mongodbDb, dataEncryptionKeys: { current: K2, previous: [] } },
    });
    try {
      const res = await rotated.inject({ method: 'GET', url: '/student/id-proof/file', headers: student.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.subarray(0, 4).equals(MAGIC['image/png']!)).toBe(true);
    } finally {
      await rotated.close(); // the database is the suite's, dropped by useTestApp
    }
  });
});
