// One pricing policy: the GST rate, the first cohort's fee and the GST split are
// domain/pricing.ts's (and the cohort's fee is data). Any other source that types them again goes
// stale the day a cohort costs something else or the rate changes, so this test names each such
// line. Tests may assert the figures; the code they test may not type them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Set to true once the API reads domain/pricing.ts (its mails, PDFs, CSV, GSTR-1 and payment links). */
const API_READS_THE_PRICING_POLICY = true;

/** A rate, the first cohort's fee, or a split typed by hand: "18%", "4,999", "4999", "499900", "9/118", "/ 118", "118)", "1.18". */
export const MONEY_LITERALS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'the GST rate', pattern: /\b18\s*%/ },
  { name: 'the first fee in rupees', pattern: /4,999|\b4_?999\b/ },
  { name: 'the first fee in paise', pattern: /\b499_?900\b|\b4,99,900\b/ },
  { name: 'a hand-made GST split', pattern: /\b9\s*\/\s*118\b|\/\s*118\b|\b118\s*\)|\b[01]\.18\b/ },
];

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mjs)$/;
/** Folders never scanned: installed and built files, and test code (which may assert the figures). */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  'target',
  'test',
  'tests',
  'testing',
  'test-support',
  'fuzz',
]);
/** Top-level folders that are not product source: the rules themselves, and the browser tests. */
const SKIPPED_ROOTS = new Set(['domain', 'e2e']);

function sourceFiles(dir: string, depth = 0): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name) || (depth === 0 && SKIPPED_ROOTS.has(entry.name))) return [];
      return sourceFiles(full, depth + 1);
    }
    return entry.isFile() && SOURCE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** "file:line: the GST rate: <the line>" for each money literal in the files. */
export function moneyLiteralHits(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        MONEY_LITERALS.filter(({ pattern }) => pattern.test(line)).map(
          ({ name }) => `${path.relative(ROOT, file)}:${i + 1}: ${name}: ${line.trim().slice(0, 140)}`,
        ),
      ),
  );
}

const inApi = (file: string) => path.relative(ROOT, file).split(path.sep)[0] === 'api';

describe('money literals (one pricing policy)', () => {
  const files = sourceFiles(ROOT);

  it('finds what it looks for, and not what it should not', () => {
    const hit = (text: string) => MONEY_LITERALS.some(({ pattern }) => pattern.test(text));
    for (const text of [
      'inclusive of 18% GST',
      '18 %',
      '₹4,999.00',
      'INR 4999.00',
      'amountMajor: 4999',
      'feeMinor: 499_900',
      '499900',
      'Math.round((total * 9) / 118)',
      'total * 9/118',
      'fee / 1.18',
    ])
      expect(hit(text), text).toBe(true);
    for (const text of ['118 characters', 'width: 180', '49990', '14999', '2018%', 'v1.180', 'INV/25-26/00118', 'id: 4999a'])
      expect(hit(text), text).toBe(false);
  });

  it('scans the screens, shared code, shell, API and tooling, not domain/, tests or installed files', () => {
    const relative = files.map((f) => path.relative(ROOT, f));
    for (const folder of [
      'mfe-public',
      'mfe-student',
      'mfe-admin',
      'mfe-ca',
      'mfe-mentor',
      'shared-ui',
      'shell',
      'api',
      'scripts',
      'tools',
    ])
      expect(
        relative.some((f) => f.startsWith(`${folder}/`)),
        folder,
      ).toBe(true);
    expect(relative.filter((f) => /^(domain|e2e)\//.test(f) || /node_modules|\.test\.|\.spec\./.test(f))).toEqual([]);
    expect(relative).toContain('mfe-admin/src/features/student-payments/components/PaymentLinkModal.tsx');
  });

  it('finds no rate, first fee or hand-made GST split outside domain/ and api/', () => {
    expect(moneyLiteralHits(files.filter((f) => !inApi(f)))).toEqual([]);
  });

  it.skipIf(!API_READS_THE_PRICING_POLICY)('finds none in api/ either', () => {
    expect(moneyLiteralHits(files.filter(inApi))).toEqual([]);
  });
});
