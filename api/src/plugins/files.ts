import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import mongoose, { isValidObjectId, Types } from 'mongoose';

/**
 * One GridFS bucket per kind of file (ARCHITECTURE "Data"); data_exports holds a student's copy of
 * their data (features/data-rights), deleted 24 hours after it is ready.
 */
export const FILE_KINDS = ['id_proofs', 'signatures', 'letters', 'invoices', 'certificates', 'data_exports'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** What is stored beside every file; `ownerId` is the user the file belongs to. */
export interface FileMetadata {
  ownerId: string;
  kind: FileKind;
  sha256: string;
  mime: string;
  size: number;
}

export interface StoredFile extends FileMetadata {
  id: string;
  fileName: string;
  uploadedAt: Date;
}

export interface OpenedFile extends StoredFile {
  stream: Readable;
}

export interface FileStore {
  /** Stores the bytes and answers with the new file's id and SHA-256. */
  put(kind: FileKind, ownerId: string, bytes: Buffer, mime: string, fileName?: string): Promise<StoredFile>;
  /**
   * Stores the chunks as they arrive (uploads: never the whole file in memory), hashing and
   * counting on the way. When `chunks` throws, whatever was written is deleted and the error
   * is thrown again, so a refused or broken upload leaves nothing behind.
   */
  putStream(kind: FileKind, ownerId: string, chunks: AsyncIterable<Buffer>, mime: string, fileName?: string): Promise<StoredFile>;
  /** The file's metadata, or null when there is no such file (of this owner, when `ownerId` is given). */
  stat(kind: FileKind, id: string, ownerId?: string): Promise<StoredFile | null>;
  /** Opens the file for streaming; null when it does not exist (for this owner, when given). */
  open(kind: FileKind, id: string, ownerId?: string): Promise<OpenedFile | null>;
  /** Reads the whole file (for files that are small enough: PDFs, signatures). */
  read(kind: FileKind, id: string, ownerId?: string): Promise<{ file: StoredFile; bytes: Buffer } | null>;
  /** Deletes the file; true when it existed. */
  remove(kind: FileKind, id: string): Promise<boolean>;
  /** The owner's files of this kind (optionally only those named `fileName`), oldest first. */
  listOwned(kind: FileKind, ownerId: string, fileName?: string): Promise<StoredFile[]>;
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

interface GridFile {
  _id: Types.ObjectId;
  filename: string;
  length: number;
  uploadDate: Date;
  metadata?: FileMetadata;
}

function toStored(doc: GridFile): StoredFile {
  const meta = doc.metadata as FileMetadata;
  return { id: String(doc._id), fileName: doc.filename, uploadedAt: doc.uploadDate, ...meta };
}

/** GridFS storage of uploaded and generated files, fetched by `{_id, ownerId}` so a student never reaches another's file. */
export function createFileStore(conn: mongoose.Connection): FileStore {
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

  async function stat(kind: FileKind, id: string, ownerId?: string): Promise<StoredFile | null> {
    if (!isValidObjectId(id)) return null;
    const filter: Record<string, unknown> = { _id: new Types.ObjectId(id) };
    if (ownerId !== undefined) filter['metadata.ownerId'] = ownerId;
    const [doc] = await bucket(kind).find(filter).limit(1).toArray();
    return doc ? toStored(doc as unknown as GridFile) : null;
  }

  return {
    async put(kind, ownerId, bytes, mime, fileName = 'file') {
      const metadata: FileMetadata = { ownerId, kind, sha256: sha256Hex(bytes), mime, size: bytes.length };
      const upload = bucket(kind).openUploadStream(fileName, { metadata });
      await new Promise<void>((resolve, reject) => {
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(bytes);
      });
      return { id: String(upload.id), fileName, uploadedAt: new Date(), ...metadata };
    },
    async putStream(kind, ownerId, chunks, mime, fileName = 'file') {
      const hash = createHash('sha256');
      let size = 0;
      const upload = bucket(kind).openUploadStream(fileName, { metadata: { ownerId, kind, sha256: '', mime, size: 0 } });
      const finished = new Promise<void>((resolve, reject) => {
        upload.once('finish', () => resolve());
        upload.once('error', reject);
      });
      finished.catch(() => {}); // observed below; an abort must not surface as an unhandled rejection
      try {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          if (!upload.write(chunk)) await new Promise((resolve) => upload.once('drain', resolve));
        }
      } catch (err) {
        await upload.abort().catch(() => {});
        throw err;
      }
      upload.end();
      await finished;
      const metadata: FileMetadata = { ownerId, kind, sha256: hash.digest('hex'), mime, size };
      // GridFS writes its files document when the stream ends; the hash and size are known only then.
      await conn.collection(`${kind}.files`).updateOne({ _id: upload.id }, { $set: { metadata } });
      return { id: String(upload.id), fileName, uploadedAt: new Date(), ...metadata };
    },
    stat,
    async open(kind, id, ownerId) {
      const file = await stat(kind, id, ownerId);
      if (!file) return null;
      return { ...file, stream: bucket(kind).openDownloadStream(new Types.ObjectId(file.id)) };
    },
    async read(kind, id, ownerId) {
      const file = await stat(kind, id, ownerId);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket(kind).openDownloadStream(new Types.ObjectId(file.id))) chunks.push(chunk as Buffer);
      return { file, bytes: Buffer.concat(chunks) };
    },
    async remove(kind, id) {
      if (!isValidObjectId(id)) return false;
      try {
        await bucket(kind).delete(new Types.ObjectId(id));
        return true;
      } catch (err) {
        if (err instanceof Error && /File not found/i.test(err.message)) return false;
        throw err;
      }
    },
    async listOwned(kind, ownerId, fileName) {
      const filter: Record<string, unknown> = { 'metadata.ownerId': ownerId };
      if (fileName !== undefined) filter.filename = fileName;
      const docs = await bucket(kind).find(filter).sort({ uploadDate: 1, _id: 1 }).toArray();
      return docs.map((d) => toStored(d as unknown as GridFile));
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
    fastify.decorate('files', createFileStore(fastify.mongo));
  },
  { name: 'files', dependencies: ['db'] },
);
