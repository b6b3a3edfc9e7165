/**
 * Cleans uploaded ID files off the event loop: each file in a worker thread of its own
 * (id-file-cleaning-worker.ts) with a bounded heap and a time limit, and at most two at once per
 * API process, so no upload makes other requests wait and a crafted file costs one worker, which
 * is ended. A worker per file returns all its memory when it ends; the next one is started as a
 * file is handed to the current one, so no upload waits for a worker to load its modules.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { IdUploadMime } from '@portal/domain/id-proof';
import type { CleaningTask } from './id-file-cleaning-worker.ts';
import { IdFileRefused, type IdFileRefusal } from './id-file-cleaning.ts';
import { imageLimitRefusal } from './id-file-limits.ts';

/** What the worker answers. */
export type CleaningAnswer = { cleaned: Uint8Array } | { refusal: IdFileRefusal } | { failure: string };

/**
 * A 12-megapixel phone photo took 3.5 s to clean and a 24-megapixel one 8.8 s on the project's
 * 2-CPU machine while it was busy; much longer is a file built to stall.
 */
const CLEANING_TIME_LIMIT_MS = 20_000;
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
/** Files cleaned at once per process; more wait their turn, so a burst cannot take every core. */
const CLEANINGS_AT_ONCE = 2;

/**
 * The worker's file: beside this one when run from TypeScript; compiled, this module lands in a
 * chunk beside app.js (api/build.mjs) while the worker keeps its folder.
 */
const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./id-file-cleaning-worker.ts', import.meta.url)
  : new URL('./features/id-proofs/id-file-cleaning-worker.js', import.meta.url);

/** The worker started ahead of need, or null until the first file. */
let spare: Worker | null = null;

/** Starts a worker; unreferenced, so a waiting one never keeps the process alive. */
function startWorker(): Worker {
  const worker = new Worker(WORKER_FILE, { resourceLimits: WORKER_LIMITS });
  worker.unref();
  // A spare that fails while it waits is dropped (below); a working one's failure is its file's answer.
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    if (spare === worker) spare = null;
  });
  return worker;
}

/** The spare worker, or a new one, and another spare started for the next file. */
function takeWorker(): Worker {
  const worker = spare ?? startWorker();
  spare = startWorker();
  return worker;
}

function cleanInWorker(bytes: Buffer, mime: IdUploadMime, timeLimitMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new IdFileRefused({ reason: 'too-demanding' }))), timeLimitMs);
    worker.once('message', (answer: CleaningAnswer) =>
      settle(() => {
        if ('cleaned' in answer) resolve(Buffer.from(answer.cleaned.buffer, answer.cleaned.byteOffset, answer.cleaned.byteLength));
        else if ('refusal' in answer) reject(new IdFileRefused(answer.refusal));
        else reject(new Error(`cleaning the ID file failed: ${answer.failure}`));
      }),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new IdFileRefused({ reason: 'too-demanding' }) : err)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`the ID cleaning worker exited with code ${code} before answering`))));
    worker.postMessage({ bytes, mime } satisfies CleaningTask);
  });
}

if (!existsSync(WORKER_FILE)) throw new Error(`the ID cleaning worker is missing: ${WORKER_FILE.pathname}`);

let running = 0;
const waiting: (() => void)[] = [];

/** A place among the cleanings at once: taken now, or handed over by one that ends. */
async function takeTurn(): Promise<void> {
  if (running < CLEANINGS_AT_ONCE) running++;
  else await new Promise<void>((turn) => waiting.push(turn));
}

function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** The file as it is stored (id-file-cleaning.ts); IdFileRefused when it is refused or takes too long. */
export async function cleanIdFileInWorker(bytes: Buffer, mime: IdUploadMime, timeLimitMs = CLEANING_TIME_LIMIT_MS): Promise<Buffer> {
  // An image's header is read here too (the worker reads it again): an oversized one starts no worker.
  const declared = mime === 'application/pdf' ? null : imageLimitRefusal(bytes, mime);
  if (declared) throw new IdFileRefused(declared);
  await takeTurn();
  try {
    return await cleanInWorker(bytes, mime, timeLimitMs);
  } finally {
    endTurn();
  }
}
