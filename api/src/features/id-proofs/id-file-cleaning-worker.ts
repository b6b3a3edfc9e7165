/**
 * The worker thread that cleans one uploaded ID file (id-file-cleaner.ts starts one per file):
 * it receives the bytes and the type, and answers the cleaned bytes, the refusal, or the failure.
 * Node runs this file itself (its types stripped) under the tests, hence no TypeScript-only syntax.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { IdUploadMime } from '@portal/domain/id-proof';
import { cleanIdFile, IdFileRefused } from './id-file-cleaning.ts';
import type { CleaningAnswer } from './id-file-cleaner.ts';

const { bytes, mime } = workerData as { bytes: Uint8Array; mime: IdUploadMime };

async function answer(): Promise<CleaningAnswer> {
  try {
    return { cleaned: await cleanIdFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), mime) };
  } catch (err) {
    if (err instanceof IdFileRefused) return { refusal: err.refusal };
    return { failure: (err as Error).message };
  }
}

parentPort!.postMessage(await answer());
