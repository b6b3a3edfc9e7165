// Reads the QR code on a PDF's first page as a phone would: the page drawn by poppler's pdftoppm
// (installed by .ci/run) at 150 dpi, then decoded with jsQR. Shared by the API and browser tests.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export function qrCodeOnFirstPage(pdf: Buffer, keepPngAt?: string): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'qr-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'doc.pdf'), path.join(dir, 'page')]);
    const bytes = readFileSync(path.join(dir, 'page.png'));
    if (keepPngAt) writeFileSync(keepPngAt, bytes);
    const image = PNG.sync.read(bytes);
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
