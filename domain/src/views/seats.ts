/** GET /public/seats: seats and filled (baseline + finalized selections) per specialization, and the totals; declared once as a TypeBox schema. */
import { Type, type Static } from 'typebox';

const SeatsSchema = Type.Object({ seats: Type.Integer(), filled: Type.Integer() }, { additionalProperties: false });

export const SeatsViewSchema = Type.Object(
  {
    specializations: Type.Array(
      Type.Object({ name: Type.String(), seats: Type.Integer(), filled: Type.Integer() }, { additionalProperties: false }),
    ),
    totals: SeatsSchema,
  },
  { additionalProperties: false },
);
export type SeatsView = Static<typeof SeatsViewSchema>;
