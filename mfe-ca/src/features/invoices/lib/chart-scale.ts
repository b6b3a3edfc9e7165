/** Axis arithmetic of the monthly bar chart: a round top value and short Indian-style rupee labels. */

/** The smallest 1, 2, 2.5 or 5 × 10^n at or above `value` (a readable top for the axis); 0 stays 0. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/** Whole rupees in thousands (K), lakhs (L) and crores (Cr): 12_50_000_00 paise -> "₹12.5L". */
export function compactRupees(minor: number): string {
  const rupees = minor / 100;
  const units: Array<[number, string]> = [
    [1e7, 'Cr'],
    [1e5, 'L'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(rupees) >= size) return `₹${trimZeros((rupees / size).toFixed(1))}${suffix}`;
  }
  return `₹${trimZeros(rupees.toFixed(0))}`;
}

function trimZeros(text: string): string {
  return text.replace(/\.0$/, '');
}
