/**
 * poppler-utils (pdftotext, pdfsig, pdftoppm), the independent readers of the PDFs the API signs and
 * prints (`.ci/run` installs them), and the folder where tests leave images for a person to look at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** `.data/test-artifacts/<name>` (ignored by git), made when missing. */
export function artifactDir(name: string): string {
  const dir = path.join(ROOT, '.data', 'test-artifacts', name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function withFile<T>(pdf: Buffer, run: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  try {
    return run(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `pdftotext -raw` (content order: each text span as drawn, its ActualText when it has one). */
export function pdftotext(pdf: Buffer): string {
  return withFile(pdf, (file) => execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
}

/** `pdfsig` output (it exits non-zero for a broken signature, so stdout is taken either way). */
export function pdfsig(pdf: Buffer): string {
  return withFile(pdf, (file) => {
    try {
      return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string };
      return `${e.stdout ?? ''}${e.stderr ?? ''}`;
    }
  });
}

/** The first page as a PNG at `dpi`, written to `out`. */
export function pdfToPng(pdf: Buffer, out: string, dpi = 100): void {
  withFile(pdf, (file) => {
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, out.replace(/\.png$/, '')]);
  });
}
