/** Timing helpers of the benchmark scripts: they print figures and never assert them. */

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** One line: label, count, p50, p95, max and mean in milliseconds. */
export function summary(label: string, samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const ms = (v: number) => `${v.toFixed(0).padStart(5)} ms`;
  return `${label.padEnd(52)} n=${String(s.length).padStart(4)}  p50 ${ms(percentile(s, 50))}  p95 ${ms(percentile(s, 95))}  max ${ms(s[s.length - 1]!)}  mean ${ms(mean)}`;
}

export async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}
