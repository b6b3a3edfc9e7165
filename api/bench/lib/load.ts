/**
 * Load runs for the benchmarks (autocannon against a running app) and the fixed-width tables they
 * print. Figures only: nothing here asserts a timing.
 */
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  /** Responses per status code, e.g. { "200": { count: 500 } }. */
  statusCodeStats?: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}

/** One autocannon request: a fixed one, or one whose body setupRequest builds per request. */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: { body?: string; headers?: Record<string, string> }) => { body?: string; headers?: Record<string, string> };
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** seconds */
  duration: number;
  /** Requests to send instead of running for `duration`. */
  amount?: number;
  headers?: Record<string, string>;
  requests?: LoadRequest[];
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err: Error | null, result: LoadResult) => (err ? reject(err) : resolve(result)));
  });
}

export const LOAD_COLUMNS = ['route', 'req/s', 'p99 ms', 'avg ms', 'requests', 'non-2xx', 'errors'];

/** A table row of LOAD_COLUMNS for one run. */
export function loadRow(name: string, r: LoadResult): string[] {
  return [
    name,
    r.requests.average.toFixed(0),
    String(r.latency.p99),
    r.latency.average.toFixed(2),
    String(r.requests.total),
    String(r.non2xx),
    String(r.errors + r.timeouts),
  ];
}

/** Prints rows (the first one is the header) with the first column left-aligned, the others right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log('');
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
}
