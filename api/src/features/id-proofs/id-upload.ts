/**
 * Receives the one file of a Government ID upload (multipart field `file`): at most 10 MiB (the
 * multipart limit truncates the stream there), the type sniffed from the first bytes (file-type)
 * and agreeing with the declared type and extension, then rewritten clean in a worker thread
 * (images from their pixels, PDFs without active content) and stored encrypted. Anything refused
 * is deleted again, so a refused upload leaves nothing stored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { declaredIdUploadType, extensionOf, ID_UPLOAD_EXTENSIONS, type IdUploadMime } from '@portal/domain/id-proof';
import { ID_UPLOAD_REFUSAL_MESSAGES } from '@portal/domain/id-proof-limits';
import { displayText } from '@portal/domain/clean-text';
import { MESSAGES } from '@portal/domain/messages';
import type { StoredFile } from '../../plugins/files.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { cleanIdFileInWorker } from './id-file-cleaner.ts';
import { IdFileRefused, type IdFileRefusal } from './id-file-cleaning.ts';
import { idUploadWaitSeconds } from './id-upload-rate-limit.ts';

/** file-type reads at most this many bytes to recognise a type. */
const SNIFF_BYTES = 4100;
const MAX_FILE_NAME = 200;

/** The file name as stored and shown: no folders, no control, bidi or invisible characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined, mime: IdUploadMime): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = displayText(base.replace(/"/g, ''));
  if (!cleaned) return `id.${ID_UPLOAD_EXTENSIONS[mime][0]}`;
  if (cleaned.length <= MAX_FILE_NAME) return cleaned;
  const ext = extensionOf(cleaned);
  return `${cleaned.slice(0, MAX_FILE_NAME - ext.length - 1)}.${ext}`;
}

/** Reads chunks until at least `bytes` arrived or the file ended. */
async function readHead(chunks: AsyncIterator<Buffer>, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), ended: true };
    parts.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(parts), ended: false };
}

async function storeFilePart(fastify: FastifyInstance, ownerId: string, part: MultipartFile): Promise<StoredFile> {
  const { httpErrors } = fastify;
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const { head, ended } = await readHead(chunks, SNIFF_BYTES);
  const refuse = (message: string) => {
    part.file.resume(); // let the rest of the body flow past, so the answer reaches the client
    return httpErrors.badRequest(message);
  };
  if (head.length === 0) throw refuse(MESSAGES.idFileRequired);
  const declared = declaredIdUploadType(part.filename ?? '', part.mimetype);
  if (!declared) throw refuse(MESSAGES.idFileType);
  const sniffed = await fileTypeFromBuffer(head);
  if (sniffed?.mime !== declared) throw refuse(MESSAGES.idFileType);

  // The whole file (at most 10 MiB): it is rewritten before it is stored (id-file-cleaning.ts).
  const parts: Buffer[] = [head];
  if (!ended) for (let next = await chunks.next(); !next.done; next = await chunks.next()) parts.push(next.value);
  // The multipart limit ends the stream at 10 MiB and marks it truncated.
  if (part.file.truncated) throw httpErrors.payloadTooLarge(MESSAGES.idFileTooLarge);
  let cleaned: Buffer;
  try {
    cleaned = await cleanIdFileInWorker(Buffer.concat(parts), declared);
  } catch (err) {
    if (!(err instanceof IdFileRefused)) throw err;
    throw refusalError(fastify, err.refusal);
  }
  return fastify.files.put('id_proofs', ownerId, cleaned, declared, cleanFileName(part.filename, declared));
}

/** The answer to a file the cleaning refused: 413 when it holds or needs too much, else 400; each says why. */
function refusalError({ httpErrors }: FastifyInstance, refusal: IdFileRefusal) {
  switch (refusal.reason) {
    case 'unreadable':
      return httpErrors.badRequest(API_MESSAGES.idFileUnreadable);
    case 'password-protected':
      return httpErrors.badRequest(API_MESSAGES.idFilePasswordProtected);
    case 'too-many-pixels':
      return httpErrors.badRequest(ID_UPLOAD_REFUSAL_MESSAGES.imageTooLarge(refusal.width, refusal.height));
    case 'too-many-pages':
      return httpErrors.badRequest(ID_UPLOAD_REFUSAL_MESSAGES.pdfTooManyPages(refusal.pages));
    case 'too-much-data':
      return httpErrors.payloadTooLarge(ID_UPLOAD_REFUSAL_MESSAGES.pdfTooMuchData);
    case 'too-demanding':
      return httpErrors.payloadTooLarge(ID_UPLOAD_REFUSAL_MESSAGES.tooDemanding);
  }
}

/** 429 once the account or its address started too many uploads (id-upload-rate-limit.ts). */
async function refuseTooMany(fastify: FastifyInstance, request: FastifyRequest, ownerId: string): Promise<void> {
  const seconds = await idUploadWaitSeconds(fastify.models.RateLimitWindow, ownerId, request.ip);
  if (seconds === null) return;
  const err = fastify.httpErrors.tooManyRequests(API_MESSAGES.rateLimited(seconds));
  err.headers = { 'retry-after': String(seconds) };
  throw err;
}

/** Maps the multipart parser's own errors to the SPEC messages. */
function uploadError(fastify: FastifyInstance, err: unknown): unknown {
  const code = (err as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fastify.httpErrors.payloadTooLarge(MESSAGES.idFileTooLarge);
  if (code === 'FST_FILES_LIMIT') return fastify.httpErrors.badRequest(API_MESSAGES.uploadOneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return fastify.httpErrors.badRequest(API_MESSAGES.uploadOneFile);
  if ((err as { statusCode?: number })?.statusCode) return err;
  // Busboy's "Unexpected end of form", a closed connection: the body ended before the file did.
  return fastify.httpErrors.badRequest(API_MESSAGES.uploadIncomplete);
}

/**
 * The stored file of an ID upload request, or an HTTP error with the SPEC message: 400 without a
 * file, for an empty file, a type that is not PDF, JPEG or PNG (by its bytes, its declared type
 * and its extension), more than one file, a broken body, an image of too many pixels or a PDF of
 * too many pages; 413 above 10 MiB, for a PDF that unpacks to too much and a file whose cleaning
 * passes its time or memory limit; 429 after too many uploads.
 */
export async function receiveIdUpload(fastify: FastifyInstance, request: FastifyRequest, ownerId: string): Promise<StoredFile> {
  await refuseTooMany(fastify, request, ownerId);
  if (!request.isMultipart()) throw fastify.httpErrors.badRequest(MESSAGES.idFileRequired);
  let stored: StoredFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      stored = await storeFilePart(fastify, ownerId, part);
    }
  } catch (err) {
    if (stored) await fastify.files.remove('id_proofs', stored.id).catch(() => false);
    throw uploadError(fastify, err);
  }
  if (!stored) throw fastify.httpErrors.badRequest(MESSAGES.idFileRequired);
  return stored;
}
