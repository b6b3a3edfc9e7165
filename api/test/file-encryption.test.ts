/**
 * Personal files encrypted at rest: an uploaded ID, a signature and an offer letter are stored as
 * ciphertext (the raw GridFS chunks hold neither the magic bytes nor any 16 bytes of the file), a
 * changed byte or a cut tag is refused through the API, the envelope is stored with the file in one
 * write, a file without its envelope is refused and those stored plain before encryption are
 * encrypted by a migration, and rotation re-wraps every data key so each file reads under the new
 * master key alone.
 */
import { randomBytes } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import { createKeyRing } from '../src/lib/file-encryption.ts';
import { encryptPlainFilesMigration } from '../src/migrations/2026-11-28-encrypt-plain-files.ts';
import { rotateFileKeys } from '../src/plugins/file-keys.ts';
import { createFileStore, type FileKind } from '../src/plugins/files.ts';
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

  it("refuses a file whose tag or wrapped key's tag was cut short, though the cut tag matches the start of the real one", async () => {
    const bytes = pngBytes(20, 20, [9, 9, 9]);
    const ownerId = new Types.ObjectId().toHexString();
    for (const field of ['tag', 'wrapTag'] as const) {
      const stored = await ctx.app.files.put('signatures', ownerId, bytes, 'image/png', `${field}.png`);
      const files = db().collection('signatures.files');
      const { metadata } = (await files.findOne({ _id: new Types.ObjectId(stored.id) }))!;
      const cut = Buffer.from(metadata.encryption[field] as string, 'base64').subarray(0, 4);
      await files.updateOne({ _id: new Types.ObjectId(stored.id) }, { $set: { [`metadata.encryption.${field}`]: cut.toString('base64') } });
      await expect(ctx.app.files.read('signatures', stored.id), field).rejects.toThrow(/failed its integrity check/);
      await ctx.app.files.remove('signatures', stored.id);
    }
  });

  it('stores the envelope with the file in one write, so a process dying after GridFS stored it loses no data key', async () => {
    const bytes = pngBytes(25, 25, [4, 5, 6]);
    const ownerId = new Types.ObjectId().toHexString();
    // Any update after GridFS inserted the file is the write a process dying at that moment never makes.
    const died = vi.spyOn(mongoose.mongo.Collection.prototype, 'updateOne').mockRejectedValue(new Error('the process died here'));
    const stored = await ctx.app.files.put('id_proofs', ownerId, bytes, 'image/png').finally(() => died.mockRestore());
    expect((await ctx.app.files.read('id_proofs', stored.id, ownerId))!.bytes.equals(bytes)).toBe(true);
    const { metadata } = (await db()
      .collection('id_proofs.files')
      .findOne({ _id: new Types.ObjectId(stored.id) }))!;
    expect(metadata).toMatchObject({ ownerId, sha256: stored.sha256, size: bytes.length, encryption: { alg: 'A256GCM' } });
  });

  it('refuses a file stored plain before encryption until the migration encrypts it in place (same id, same bytes); keys:rotate and the migration leave an upload that died before its envelope alone', async () => {
    const plain = pngBytes(30, 30, [1, 2, 3]);
    const bucket = new mongoose.mongo.GridFSBucket(db(), { bucketName: 'signatures' });
    const ownerId = new Types.ObjectId().toHexString();
    const storeRaw = async (metadata: Record<string, unknown>) => {
      const upload = bucket.openUploadStream('old.png', { metadata: { ownerId, kind: 'signatures', mime: 'image/png', ...metadata } });
      await new Promise((resolve, reject) => upload.once('finish', resolve).once('error', reject).end(plain));
      return upload.id;
    };
    const plainId = await storeRaw({ sha256: 'x', size: plain.length });
    // An earlier release wrote the hash and envelope by a second update: a process dying before it left these.
    const diedId = await storeRaw({ sha256: '', size: 0 });
    const id = String(plainId);
    await expect(ctx.app.files.read('signatures', id, ownerId)).rejects.toThrow(/failed its integrity check/);

    expect(await rotateFileKeys(ctx.app.mongo, createKeyRing(K1))).toMatchObject({ rewrapped: 0, failed: [] });
    expect(
      await db()
        .collection('signatures.chunks')
        .countDocuments({ files_id: { $in: [plainId, diedId] } }),
    ).toBe(2);

    const lines: string[] = [];
    await encryptPlainFilesMigration.up(ctx.app.models, (line) => lines.push(line), { keyRing: createKeyRing(K1) });
    expect(lines).toEqual(['1 plain file(s) encrypted']);
    const raw = await rawBytes('signatures', id);
    expect(sharedRun(plain, raw)).toBeNull();
    expect(await db().collection('signatures.chunks').countDocuments({ files_id: plainId })).toBe(0);
    expect((await ctx.app.files.read('signatures', id, ownerId))!.bytes.equals(plain)).toBe(true);
    await expect(ctx.app.files.read('signatures', String(diedId), ownerId)).rejects.toThrow(/failed its integrity check/);
    // Again: nothing left to encrypt.
    lines.length = 0;
    await encryptPlainFilesMigration.up(ctx.app.models, (line) => lines.push(line), { keyRing: createKeyRing(K1) });
    expect(lines).toEqual(['0 plain file(s) encrypted']);
    expect(await ctx.app.files.remove('signatures', id)).toBe(true);
    expect(await ctx.app.files.remove('signatures', String(diedId))).toBe(true);
    expect(
      await db()
        .collection('signatures.chunks')
        .countDocuments({ files_id: { $in: [plainId, diedId] } }),
    ).toBe(0);
  });

  it('the migration, run without a master key, fails naming DATA_ENCRYPTION_KEY only when it has plain files to encrypt', async () => {
    await expect(encryptPlainFilesMigration.up(ctx.app.models, () => undefined, {})).resolves.toBeUndefined();
    const bucket = new mongoose.mongo.GridFSBucket(db(), { bucketName: 'letters' });
    const upload = bucket.openUploadStream('old.pdf', {
      metadata: { ownerId: 'x', kind: 'letters', mime: 'application/pdf', sha256: 'x', size: 4 },
    });
    await new Promise((resolve, reject) => upload.once('finish', resolve).once('error', reject).end(Buffer.from('%PDF')));
    await expect(encryptPlainFilesMigration.up(ctx.app.models, () => undefined, {})).rejects.toThrow(/DATA_ENCRYPTION_KEY is needed/);
    await ctx.app.files.remove('letters', String(upload.id));
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
