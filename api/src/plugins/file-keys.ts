/**
 * The stored files' keys looked after outside a request: files stored plain before encryption
 * encrypted in place (a migration), and every data key wrapped again under a new master key
 * (`npm run keys:rotate`). The store itself is plugins/files.ts.
 */
import mongoose, { Types } from 'mongoose';
import { encryptor, fileAad, rewrap, type KeyRing } from '../lib/file-encryption.ts';
import { chunksOf, ENCRYPTED_KINDS, filesOf, rawChunks, type FileKind, type GridFile } from './files.ts';

export interface KeyRotationReport {
  /** Data keys wrapped again under the current master key. */
  rewrapped: number;
  /** Files whose data key was already under the current master key. */
  current: number;
  /** Files whose key or bytes could not be used (unknown master key, failed tag), by kind and id. */
  failed: string[];
}

const CHUNK_BYTES = 255 * 1024;

/**
 * Encrypts a file stored plain before encryption, without changing its id: the ciphertext is
 * written as chunks under a new files_id, then one conditional update on "still plain" points the
 * file at them, and the plain chunks are deleted. A reader sees either the plain file or the
 * encrypted one; a concurrent run that lost the update deletes its own chunks.
 */
async function encryptPlainFile(conn: mongoose.Connection, ring: KeyRing, kind: FileKind, doc: GridFile): Promise<boolean> {
  const plain = Buffer.concat(await rawChunks(conn, kind, doc));
  const cipher = encryptor(ring, fileAad(kind, String(doc._id)));
  const body = cipher.update(plain);
  const { tail, encryption } = cipher.finish();
  const stored = Buffer.concat([body, tail]);
  const chunksId = new Types.ObjectId();
  const chunks = [];
  for (let n = 0, at = 0; at < stored.length; n++, at += CHUNK_BYTES)
    chunks.push({ files_id: chunksId, n, data: new mongoose.mongo.Binary(stored.subarray(at, at + CHUNK_BYTES)) });
  if (chunks.length) await chunksOf(conn, kind).insertMany(chunks as never);
  const switched = await filesOf(conn, kind).updateOne(
    { _id: doc._id, 'metadata.encryption': null },
    { $set: { 'metadata.encryption': { ...encryption, chunksId } } },
  );
  await chunksOf(conn, kind).deleteMany({ files_id: switched.modifiedCount === 1 ? doc._id : chunksId });
  return switched.modifiedCount === 1;
}

/**
 * Encrypts in place every file of the encrypted kinds stored plain before encryption; answers how
 * many. An upload of an earlier release that died before its envelope was written (metadata with
 * an empty hash) holds ciphertext whose key is lost: it is left as it is, and refused when read.
 */
export async function encryptPlainFiles(conn: mongoose.Connection, ring: KeyRing | undefined): Promise<number> {
  let encrypted = 0;
  for (const kind of ENCRYPTED_KINDS) {
    for await (const doc of filesOf(conn, kind).find({ 'metadata.encryption': null, 'metadata.sha256': { $nin: ['', null] } })) {
      if (!ring) throw new Error(`DATA_ENCRYPTION_KEY is needed to encrypt the ${kind} files stored plain`);
      if (await encryptPlainFile(conn, ring, kind, doc)) encrypted++;
    }
  }
  return encrypted;
}

/**
 * `npm run keys:rotate`: every encrypted file's data key wrapped again under the ring's current
 * master key (the files themselves are not re-encrypted). A file without an envelope is left
 * alone: its bytes may be ciphertext whose key was lost, never to be encrypted again as if plain.
 * Safe while the API serves: each change is one conditional update on the envelope it read, and
 * the API keeps reading with any key of its ring.
 */
export async function rotateFileKeys(conn: mongoose.Connection, ring: KeyRing): Promise<KeyRotationReport> {
  const report: KeyRotationReport = { rewrapped: 0, current: 0, failed: [] };
  for (const kind of ENCRYPTED_KINDS) {
    for await (const doc of filesOf(conn, kind).find({ 'metadata.encryption': { $ne: null } })) {
      const enc = doc.metadata!.encryption!;
      try {
        if (enc.keyId === ring.current.id) {
          report.current++;
          continue;
        }
        const next = rewrap(ring, enc, fileAad(kind, String(doc._id)));
        const updated = await filesOf(conn, kind).updateOne(
          { _id: doc._id, 'metadata.encryption.keyId': enc.keyId, 'metadata.encryption.wrappedKey': enc.wrappedKey },
          { $set: { 'metadata.encryption': next } },
        );
        if (updated.modifiedCount === 1) report.rewrapped++;
      } catch (err) {
        report.failed.push(`${kind}/${String(doc._id)}: ${(err as Error).message}`);
      }
    }
  }
  return report;
}
