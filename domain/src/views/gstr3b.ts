/**
 * GET /ca/gstr3b: the figures of GSTR-3B Tables 3.1 and 3.2 for a month, worked out from the same
 * invoices and credit notes as GSTR-1 (so they agree with its tables): 3.1(a) outward taxable
 * supplies other than zero-rated (GSTR-1 b2cs), 3.1(b) zero-rated supplies (exports with IGST paid,
 * GSTR-1 exp less the credit notes against them), both net of the month's credit notes; 3.2 the
 * inter-state supplies to unregistered persons per place of supply (GSTR-1's inter-state b2cs rows),
 * as the offline tool's inter_sup.unreg_details. Rupees with two decimals.
 */
import { Type, type Static } from 'typebox';

const Rupees = (description: string) => Type.Number({ description: `rupees: ${description}` });

const Gstr3bSuppliesSchema = Type.Object(
  {
    txval: Rupees('total taxable value'),
    iamt: Rupees('integrated tax'),
    camt: Rupees('central tax'),
    samt: Rupees('state/UT tax'),
    csamt: Rupees('cess'),
  },
  { additionalProperties: false },
);
export type Gstr3bSupplies = Static<typeof Gstr3bSuppliesSchema>;

const Gstr3bInterStateSchema = Type.Object(
  {
    pos: Type.String({ pattern: '^\\d{2}$', description: 'place of supply: two-digit GST state code' }),
    txval: Rupees('total taxable value'),
    iamt: Rupees('integrated tax'),
  },
  { additionalProperties: false },
);
export type Gstr3bInterState = Static<typeof Gstr3bInterStateSchema>;

export const Gstr3bSchema = Type.Object(
  {
    month: Type.String({ description: 'the return period, YYYY-MM' }),
    table31a: Gstr3bSuppliesSchema,
    table31b: Gstr3bSuppliesSchema,
    table32: Type.Array(Gstr3bInterStateSchema, {
      description: 'Table 3.2: inter-state supplies to unregistered persons, one row per place of supply, in code order',
    }),
  },
  { additionalProperties: false },
);
export type Gstr3b = Static<typeof Gstr3bSchema>;
