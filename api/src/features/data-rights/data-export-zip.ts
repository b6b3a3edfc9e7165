/**
 * The ZIP of a student's data: their files (decrypted by the file store as they are read) and
 * data.json, streamed into the file store as it is made, so no whole archive or file set is held
 * in memory. Files already compressed (PDF, PNG, JPEG) are stored as they are; data.json is deflated.
 */
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FileStore, StoredFile } from '../../plugins/files.ts';

/** One file to put in the archive: where, and how to read it when its turn comes. */
export interface ZipSource {
  path: string;
  open(): Promise<Readable | Buffer | null>;
}

/** A name safe in any file system: letters, digits, dot, dash and underscore. */
export function safeName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return cleaned.slice(-100) || 'file';
}

/** Writes the archive into the file store; the stored file (its SHA-256 and size are of the ZIP). */
export async function storeZip(
  files: FileStore,
  ownerId: string,
  fileName: string,
  sources: ZipSource[],
  json: () => Promise<unknown>,
): Promise<{ stored: StoredFile; paths: string[] }> {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      if (final) out.end();
    }
  });
  const mtime = new Date();
  const paths: string[] = [];

  const produce = async () => {
    for (const source of sources) {
      const body = await source.open();
      if (!body) continue;
      const entry = new ZipPassThrough(source.path);
      entry.mtime = mtime;
      zip.add(entry);
      if (Buffer.isBuffer(body)) entry.push(body, true);
      else {
        for await (const chunk of body) entry.push(chunk as Buffer);
        entry.push(new Uint8Array(0), true);
      }
      paths.push(source.path);
    }
    const data = new ZipDeflate('data.json', { level: 6 });
    data.mtime = mtime;
    zip.add(data);
    data.push(Buffer.from(`${JSON.stringify(await json(), null, 2)}\n`, 'utf8'), true);
    zip.end();
  };

  const storing = files.putStream('data_exports', ownerId, out, 'application/zip', fileName);
  try {
    await produce();
  } catch (err) {
    out.destroy(err as Error);
    await storing.catch(() => {});
    throw err;
  }
  return { stored: await storing, paths };
}
