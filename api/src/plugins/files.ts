import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import mongoose, { isValidObjectId, Types } from 'mongoose';
import {
  createKeyRing,
  decryptFile,
  encryptor,
  fileAad,
  FileIntegrityError,
  type FileEncryption,
  type KeyRing,
} from '../lib/file-encryption.ts';

/**
 * One GridFS bucket per kind of file (ARCHITECTURE "Data"); data_exports holds a student's copy of
 * their data (features/data-rights), deleted 24 hours after it is ready.
 */
export const FILE_KINDS = ['id_proofs', 'signatures', 'letters', 'invoices', 'certificates', 'data_exports'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * The kinds stored encrypted (personal data: identity documents, handwritten signatures, offer
 * letters with address and signature, a student's data export holding all of these). Invoices,
 * credit notes and certificates stay plain: they are public by nature and signed.
 */
export const ENCRYPTED_KINDS: readonly FileKind[] = ['id_proofs', 'signatures', 'letters', 'data_exports'];
const isEncryptedKind = (kind: FileKind) => ENCRYPTED_KINDS.includes(kind);

/** What is stored beside every file; `ownerId` is the user the file belongs to. */
export interface FileMetadata {
  ownerId: string;
  kind: FileKind;
  /** SHA-256 and size of the plain file (what the admin is shown), whatever is stored. */
  sha256: string;
  mime: string;
  size: number;
}

/** The metadata as stored: with the envelope of an encrypted file (absent: stored plain). */
interface StoredMetadata extends FileMetadata {
  encryption?: FileEncryption | null;
}

export interface StoredFile extends FileMetadata {
  id: string;
  fileName: string;
  uploadedAt: Date;
}

export interface OpenedFile extends StoredFile {
  /** The plain bytes, already authenticated (an encrypted file is checked whole before it is opened). */
  stream: Readable;
}

export interface FileStore {
  /** Stores the bytes and answers with the new file's id and SHA-256. */
  put(kind: FileKind, ownerId: string, bytes: Buffer, mime: string, fileName?: string): Promise<StoredFile>;
  /**
   * Stores the chunks as they arrive (never the whole file in memory), hashing, counting and
   * encrypting on the way. When `chunks` throws, whatever was written is deleted and the error
   * is thrown again, so a refused or broken upload leaves nothing behind.
   */
  putStream(kind: FileKind, ownerId: string, chunks: AsyncIterable<Buffer>, mime: string, fileName?: string): Promise<StoredFile>;
  /** The file's metadata, or null when there is no such file (of this owner, when `ownerId` is given). */
  stat(kind: FileKind, id: string, ownerId?: string): Promise<StoredFile | null>;
  /**
   * Opens the file; null when it does not exist (for this owner, when given). An encrypted file is
   * read and authenticated whole first (files of these kinds are at most 10 MiB), so a changed
   * byte throws FileIntegrityError (a 500 with its message) before any byte is answered.
   */
  open(kind: FileKind, id: string, ownerId?: string): Promise<OpenedFile | null>;
  /** Reads the whole file (decrypted and authenticated); FileIntegrityError when it was changed in storage. */
  read(kind: FileKind, id: string, ownerId?: string): Promise<{ file: StoredFile; bytes: Buffer } | null>;
  /** Deletes the file; true when it existed. */
  remove(kind: FileKind, id: string): Promise<boolean>;
  /** The owner's files of this kind (optionally only those named `fileName`), oldest first. */
  listOwned(kind: FileKind, ownerId: string, fileName?: string): Promise<StoredFile[]>;
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface GridFile {
  _id: Types.ObjectId;
  filename: string;
  length: number;
  uploadDate: Date;
  metadata?: StoredMetadata;
}

function toStored(doc: GridFile): StoredFile {
  const { ownerId, kind, sha256, mime, size } = doc.metadata as StoredMetadata;
  return { id: String(doc._id), fileName: doc.filename, uploadedAt: doc.uploadDate, ownerId, kind, sha256, mime, size };
}

export const filesOf = (conn: mongoose.Connection, kind: FileKind) => conn.collection<GridFile>(`${kind}.files`);
export const chunksOf = (conn: mongoose.Connection, kind: FileKind) =>
  conn.collection<{ files_id: unknown; n: number; data: { buffer: Uint8Array } }>(`${kind}.chunks`);

/** The stored bytes of a file, chunk by chunk, from the files_id they are kept under. */
export async function rawChunks(conn: mongoose.Connection, kind: FileKind, doc: GridFile): Promise<Buffer[]> {
  const filesId = doc.metadata?.encryption?.chunksId ?? doc._id;
  const chunks = await chunksOf(conn, kind).find({ files_id: filesId }).sort({ n: 1 }).toArray();
  const parts = chunks.map((c) => Buffer.from(c.data.buffer));
  const total = parts.reduce((sum, p) => sum + p.length, 0);
  if (total !== doc.length) throw new Error(`stored file ${String(doc._id)} is incomplete (${total} of ${doc.length} bytes)`);
  return parts;
}

/** The plain bytes of a stored file: decrypted and authenticated when it is encrypted. */
async function plainBytes(conn: mongoose.Connection, ring: KeyRing, kind: FileKind, doc: GridFile): Promise<Buffer> {
  const parts = await rawChunks(conn, kind, doc);
  const enc = doc.metadata?.encryption;
  if (enc) return decryptFile(ring, enc, fileAad(kind, String(doc._id)), parts);
  // Files stored plain before encryption were encrypted by a migration: one without its envelope is not what was uploaded.
  if (isEncryptedKind(kind)) throw new FileIntegrityError();
  return Buffer.concat(parts);
}

/**
 * GridFS storage of uploaded and generated files, fetched by `{_id, ownerId}` so a student never
 * reaches another's file. Files of ENCRYPTED_KINDS are encrypted with a data key of their own,
 * wrapped by the ring's current master key (lib/file-encryption.ts); a file of these kinds without
 * its envelope is refused (those stored before encryption were encrypted by a migration).
 */
export function createFileStore(conn: mongoose.Connection, ring: KeyRing): FileStore {
  const buckets = new Map<FileKind, mongoose.mongo.GridFSBucket>();
  const bucket = (kind: FileKind) => {
    let b = buckets.get(kind);
    if (!b) {
      if (!conn.db) throw new Error('the database connection is not open');
      b = new mongoose.mongo.GridFSBucket(conn.db, { bucketName: kind });
      buckets.set(kind, b);
    }
    return b;
  };

  async function findDoc(kind: FileKind, id: string, ownerId?: string): Promise<GridFile | null> {
    if (!isValidObjectId(id)) return null;
    const filter: Record<string, unknown> = { _id: new Types.ObjectId(id) };
    if (ownerId !== undefined) filter['metadata.ownerId'] = ownerId;
    return filesOf(conn, kind).findOne(filter);
  }

  async function read(kind: FileKind, id: string, ownerId?: string) {
    const doc = await findDoc(kind, id, ownerId);
    if (!doc) return null;
    return { file: toStored(doc), bytes: await plainBytes(conn, ring, kind, doc) };
  }

  async function putStream(
    kind: FileKind,
    ownerId: string,
    chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
    mime: string,
    fileName = 'file',
  ): Promise<StoredFile> {
    const hash = createHash('sha256');
    let size = 0;
    const upload = bucket(kind).openUploadStream(fileName);
    const cipher = isEncryptedKind(kind) ? encryptor(ring, fileAad(kind, String(upload.id))) : null;
    const finished = new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
    });
    finished.catch(() => {}); // observed below; an abort must not surface as an unhandled rejection
    const write = async (bytes: Buffer) => {
      if (bytes.length && !upload.write(bytes)) await new Promise((resolve) => upload.once('drain', resolve));
    };
    let encryption: FileEncryption | null = null;
    try {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        await write(cipher ? cipher.update(chunk) : chunk);
      }
      if (cipher) {
        const done = cipher.finish();
        await write(done.tail);
        encryption = done.encryption;
      }
    } catch (err) {
      await upload.abort().catch(() => {});
      throw err;
    }
    const metadata: FileMetadata = { ownerId, kind, sha256: hash.digest('hex'), mime, size };
    // GridFS inserts its files document, with these metadata, once the last chunk is written: the
    // envelope arrives with the file in one write, so no stored file is ever without its data key.
    upload.options.metadata = { ...metadata, ...(encryption ? { encryption } : {}) } satisfies StoredMetadata;
    upload.end();
    await finished;
    return { id: String(upload.id), fileName, uploadedAt: new Date(), ...metadata };
  }

  return {
    put: (kind, ownerId, bytes, mime, fileName) => putStream(kind, ownerId, [bytes], mime, fileName),
    putStream,
    async stat(kind, id, ownerId) {
      const doc = await findDoc(kind, id, ownerId);
      return doc ? toStored(doc) : null;
    },
    async open(kind, id, ownerId) {
      const opened = await read(kind, id, ownerId);
      return opened ? { ...opened.file, stream: Readable.from([opened.bytes]) } : null;
    },
    read,
    async remove(kind, id) {
      if (!isValidObjectId(id)) return false;
      const _id = new Types.ObjectId(id);
      const doc = await filesOf(conn, kind).findOneAndDelete({ _id });
      const filesIds: unknown[] = [_id];
      if (doc?.metadata?.encryption?.chunksId) filesIds.push(doc.metadata.encryption.chunksId);
      await chunksOf(conn, kind).deleteMany({ files_id: { $in: filesIds } });
      return doc !== null;
    },
    async listOwned(kind, ownerId, fileName) {
      const filter: Record<string, unknown> = { 'metadata.ownerId': ownerId };
      if (fileName !== undefined) filter.filename = fileName;
      const docs = await filesOf(conn, kind).find(filter).sort({ uploadDate: 1, _id: 1 }).toArray();
      return docs.map(toStored);
    },
  };
}

/**
 * Creates every bucket's collections with the indexes GridFS would otherwise build on its first
 * upload, so the app serves with its whole schema in place (ARCHITECTURE "Data").
 */
export async function createBucketIndexes(conn: mongoose.Connection): Promise<void> {
  if (!conn.db) throw new Error('the database connection is not open');
  for (const kind of FILE_KINDS) {
    await conn.db.collection(`${kind}.files`).createIndex({ filename: 1, uploadDate: 1 });
    await conn.db.collection(`${kind}.chunks`).createIndex({ files_id: 1, n: 1 }, { unique: true });
  }
}

/** fastify.files: the GridFS file store. */
declare module 'fastify' {
  interface FastifyInstance {
    /** GridFS file store, one bucket per kind (plugins/files.ts). */
    files: FileStore;
  }
}

export default fp(
  async (fastify) => {
    await createBucketIndexes(fastify.mongo);
    const { current, previous } = fastify.config.dataEncryptionKeys;
    fastify.decorate('files', createFileStore(fastify.mongo, createKeyRing(current, previous)));
  },
  { name: 'files', dependencies: ['db'] },
);
