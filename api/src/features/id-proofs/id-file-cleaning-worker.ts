/**
 * The worker thread that cleans one uploaded ID file (id-file-cleaner.ts starts one per file, ahead
 * of need): it waits for the bytes and the type, answers the cleaned bytes, the refusal or the
 * failure, and ends.
 * Node runs this file itself (its types stripped) under the tests, hence no TypeScript-only syntax.
 */
import { parentPort } from 'node:worker_threads';
import type { IdUploadMime } from '@portal/domain/id-proof';
import { cleanIdFile, IdFileRefused } from './id-file-cleaning.ts';
import type { CleaningAnswer } from './id-file-cleaner.ts';

export interface CleaningTask {
  bytes: Uint8Array;
  mime: IdUploadMime;
}

async function answer({ bytes, mime }: CleaningTask): Promise<CleaningAnswer> {
  try {
    return { cleaned: await cleanIdFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), mime) };
  } catch (err) {
    if (err instanceof IdFileRefused) return { refusal: err.refusal };
    return { failure: (err as Error).message };
  }
}

parentPort!.once('message', (task: CleaningTask) => void answer(task).then((result) => parentPort!.postMessage(result)));
