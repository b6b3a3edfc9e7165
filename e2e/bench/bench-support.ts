// What the browser benchmarks share: waiting for the stack they start, and the median of their runs.

/** Resolves once `url` answers 200; throws after `timeoutMs`. */
export async function waitUntilUp(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A table cell of `width` characters, right-aligned. */
export const pad = (value: string | number, width: number): string => String(value).padStart(width);
