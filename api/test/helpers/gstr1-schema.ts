/** The repository's JSON Schema of the GSTR-1 sections we emit, compiled once: every export in the tests is validated against it. */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { Gstr1 } from '@portal/domain/views/gstr1';

const schema = JSON.parse(readFileSync(new URL('../../src/features/invoices/gstr1.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

/** The schema's complaints about `gstr1` ([] when it is valid). */
export function gstr1SchemaErrors(gstr1: unknown): string[] {
  return validate(gstr1) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

type Sums = { txval: number; iamt: number; camt: number; samt: number; csamt: number };
const ZERO: Sums = { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 };

/** Sums of rupee rows, in paise (so 0.1 + 0.2 adds up). */
export function paiseSums(rows: readonly Partial<Sums>[]): Sums {
  return rows.reduce<Sums>(
    (sum, r) => ({
      txval: sum.txval + Math.round((r.txval ?? 0) * 100),
      iamt: sum.iamt + Math.round((r.iamt ?? 0) * 100),
      camt: sum.camt + Math.round((r.camt ?? 0) * 100),
      samt: sum.samt + Math.round((r.samt ?? 0) * 100),
      csamt: sum.csamt + Math.round((r.csamt ?? 0) * 100),
    }),
    ZERO,
  );
}

/** The month's exports less the credit notes against them, in paise. */
export function netExportSums(gstr1: Gstr1): Sums {
  const exported = paiseSums(gstr1.exp.flatMap((e) => e.inv.flatMap((inv) => inv.itms)));
  const credited = paiseSums(gstr1.cdnur.flatMap((n) => n.itms.map((i) => i.itm_det)));
  return {
    txval: exported.txval - credited.txval,
    iamt: exported.iamt - credited.iamt,
    camt: 0,
    samt: 0,
    csamt: exported.csamt - credited.csamt,
  };
}
