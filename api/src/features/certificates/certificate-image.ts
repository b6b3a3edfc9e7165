/**
 * The picture of a certificate that a shared verification link previews with (og:image): the first
 * page of its signed PDF as a PNG, 1200 px wide, drawn by poppler's pdftoppm (poppler-utils, a
 * requirement of the API's host: docs/operations-and-deployment.md). Drawing takes a few hundred
 * milliseconds, so the last pictures drawn are kept; each API process keeps its own, all alike.
 */
import { spawn } from 'node:child_process';

const WIDTH_PX = 1200;
const TIMEOUT_MS = 15_000;
const KEPT = 100;

/** The first page of a PDF as a PNG. */
export function firstPagePng(pdf: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftoppm', ['-png', '-f', '1', '-l', '1', '-singlefile', '-scale-to', String(WIDTH_PX), '-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: TIMEOUT_MS,
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && out.length) resolve(Buffer.concat(out));
      else reject(new Error(`pdftoppm exited with ${code}: ${err.trim()}`));
    });
    child.stdin.on('error', () => undefined); // an early exit is reported by 'close'
    child.stdin.end(pdf);
  });
}

/** Keeps the last pictures drawn, by a key that changes with the certificate (its code and state). */
export function certificateImages(draw: (pdf: Buffer) => Promise<Buffer> = firstPagePng) {
  const kept = new Map<string, Promise<Buffer>>();
  return (key: string, pdf: () => Promise<Buffer>): Promise<Buffer> => {
    const found = kept.get(key);
    if (found) return found;
    const image = pdf().then(draw);
    kept.set(key, image);
    image.catch(() => kept.delete(key));
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return image;
  };
}
