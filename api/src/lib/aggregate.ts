/**
 * Sums per group with $match + $group only, portable to the embedded FerretDB 1.24, which computes
 * only the FIRST accumulator of a $group (the others come back as 0; see
 * test/db-capabilities.test.ts). So every sum runs as its own single-accumulator $group (in
 * parallel) and the results are merged by group key. On MongoDB this gives the same numbers.
 */
import type { Model } from 'mongoose';

export type SumExpression = 1 | `$${string}`;

export async function groupSums<K extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model: only aggregate() is used
  model: Model<any>,
  match: Record<string, unknown>,
  groupBy: `$${string}` | null,
  sums: Record<K, SumExpression>,
): Promise<Map<string | null, Record<K, number>>> {
  const names = Object.keys(sums) as K[];
  const results = await Promise.all(
    names.map((name) =>
      model.aggregate<{ _id: string | null; value: number }>([
        { $match: match },
        { $group: { _id: groupBy, value: { $sum: sums[name] } } },
      ]),
    ),
  );
  const merged = new Map<string | null, Record<K, number>>();
  names.forEach((name, i) => {
    for (const row of results[i] ?? []) {
      let entry = merged.get(row._id);
      if (!entry) {
        entry = Object.fromEntries(names.map((n) => [n, 0])) as Record<K, number>;
        merged.set(row._id, entry);
      }
      entry[name] = row.value ?? 0;
    }
  });
  return merged;
}
