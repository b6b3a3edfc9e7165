/**
 * Envelope encryption of stored files: each file is encrypted with AES-256-GCM under a data key
 * of its own (fresh, random), and that data key is stored beside the file wrapped (AES-256-GCM)
 * by a master key. Rotating the master key re-wraps the small data keys and never touches the
 * files. The file's kind and id are the additional authenticated data of both ciphers, so a
 * file's chunks or its wrapped key moved onto another file fail the tag.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, type CipherGCM, type DecipherGCM } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
/** The full GCM tag: a decipher given a shorter one (which GCM would otherwise check only that far) throws. */
const TAG_BYTES = 16;

/** What is stored in a file's metadata so it can be read (and its data key re-wrapped). */
export interface FileEncryption {
  alg: 'A256GCM';
  /** The id of the master key that wrapped the data key (keyIdOf). */
  keyId: string;
  /** The data key wrapped by the master key, with the wrapping's IV and tag (base64). */
  wrappedKey: string;
  wrapIv: string;
  wrapTag: string;
  /** The file cipher's IV and tag (base64). */
  iv: string;
  tag: string;
  /** Chunks stored under another files_id (a file encrypted after it was first stored plain); absent: the file's own id. */
  chunksId?: unknown;
}

/** The master keys this process knows: new data keys are wrapped by `current`; any of them unwraps. */
export interface KeyRing {
  current: { id: string; key: Buffer };
  byId: Map<string, Buffer>;
}

/** Raised when stored bytes or a wrapped key fail their authentication tag, or the key that wrapped them is unknown. */
export class FileIntegrityError extends Error {
  readonly statusCode = 500;
  /** The message reaches the client (errors plugin): it says what happened without any detail of the key. */
  readonly expose = true;
  constructor(message = 'This file failed its integrity check: it was changed in storage and cannot be shown. Please tell support.') {
    super(message);
    this.name = 'FileIntegrityError';
  }
}

/** A short public id of a master key (an HMAC under the key itself), so metadata names a key without revealing it. */
export function keyIdOf(key: Buffer): string {
  return createHmac('sha256', key).update('career-portal data encryption key id').digest('hex').slice(0, 16);
}

/** Decodes a DATA_ENCRYPTION_KEY value; null unless it is base64 of exactly 32 bytes. */
export function parseMasterKey(value: string): Buffer | null {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export function createKeyRing(current: Buffer, previous: readonly Buffer[] = []): KeyRing {
  const byId = new Map<string, Buffer>();
  for (const key of [current, ...previous]) byId.set(keyIdOf(key), key);
  return { current: { id: keyIdOf(current), key: current }, byId };
}

/** The additional authenticated data of a file: its kind and id. */
export function fileAad(kind: string, id: string): Buffer {
  return Buffer.from(`${kind}:${id}`);
}

function wrap(ring: KeyRing, dataKey: Buffer, aad: Buffer): Pick<FileEncryption, 'keyId' | 'wrappedKey' | 'wrapIv' | 'wrapTag'> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, ring.current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return {
    keyId: ring.current.id,
    wrappedKey: wrapped.toString('base64'),
    wrapIv: iv.toString('base64'),
    wrapTag: cipher.getAuthTag().toString('base64'),
  };
}

function gcmDecipher(key: Buffer, iv: string, tag: string, aad: Buffer): DecipherGCM {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'), { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return decipher;
}

function unwrap(ring: KeyRing, enc: FileEncryption, aad: Buffer): Buffer {
  const master = ring.byId.get(enc.keyId);
  if (!master)
    throw new FileIntegrityError(
      'This file was encrypted under a master key this server does not have (DATA_ENCRYPTION_KEY / DATA_ENCRYPTION_KEY_PREVIOUS).',
    );
  try {
    const decipher = gcmDecipher(master, enc.wrapIv, enc.wrapTag, aad);
    return Buffer.concat([decipher.update(Buffer.from(enc.wrappedKey, 'base64')), decipher.final()]);
  } catch {
    throw new FileIntegrityError();
  }
}

/** An encryption in progress: feed it the plain chunks in order, then `finish` gives the metadata to store. */
interface FileEncryptor {
  update(plain: Buffer): Buffer;
  finish(): { tail: Buffer; encryption: FileEncryption };
}

export function encryptor(ring: KeyRing, aad: Buffer): FileEncryptor {
  const dataKey = randomBytes(KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher: CipherGCM = createCipheriv(ALGORITHM, dataKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  return {
    update: (plain) => cipher.update(plain),
    finish() {
      const tail = cipher.final();
      const encryption: FileEncryption = {
        alg: 'A256GCM',
        ...wrap(ring, dataKey, aad),
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
      };
      dataKey.fill(0);
      return { tail, encryption };
    },
  };
}

/**
 * The plain bytes of a whole encrypted file. GCM authenticates only at the end, so nothing is
 * handed out before the tag was checked: a changed byte throws FileIntegrityError instead.
 */
export function decryptFile(ring: KeyRing, enc: FileEncryption, aad: Buffer, chunks: readonly Buffer[]): Buffer {
  const dataKey = unwrap(ring, enc, aad);
  try {
    const decipher = gcmDecipher(dataKey, enc.iv, enc.tag, aad);
    const parts = chunks.map((c) => decipher.update(c));
    parts.push(decipher.final());
    return Buffer.concat(parts);
  } catch {
    throw new FileIntegrityError();
  } finally {
    dataKey.fill(0);
  }
}

/** The same data key wrapped again by the ring's current master key (rotation); the file itself is untouched. */
export function rewrap(ring: KeyRing, enc: FileEncryption, aad: Buffer): FileEncryption {
  const dataKey = unwrap(ring, enc, aad);
  try {
    return { ...enc, ...wrap(ring, dataKey, aad) };
  } finally {
    dataKey.fill(0);
  }
}
