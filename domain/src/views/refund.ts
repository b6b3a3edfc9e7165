/** A refund an admin records for a student, and what the API answers (domain/refunds.ts has the rules). */
import { Type, type Static } from 'typebox';
import { REFUND_REASON_MAX } from '../refunds.ts';
import { InvoiceViewSchema } from './invoice.ts';
import { StudentPaymentRowSchema } from './student-payments.ts';

export const RefundBodySchema = Type.Object(
  {
    amountMinor: Type.Integer({
      minimum: 1,
      maximum: 100_000_000,
      description: 'The amount paid back, in paise (at most what is left of the invoice)',
    }),
    reason: Type.String({ minLength: 1, maxLength: REFUND_REASON_MAX, description: 'Why, printed on the credit note' }),
    refundedOn: Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      description: 'YYYY-MM-DD (India time): the day the refund was paid; not in the future, not before the invoice',
    }),
  },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBodySchema>;

export const RefundResultSchema = Type.Object(
  {
    student: StudentPaymentRowSchema,
    /** The credit note the refund issued (one), with its download address. */
    creditNotes: Type.Array(InvoiceViewSchema),
    /** True when it refunded all that was left: the fee is no longer verified (as Unverify). */
    full: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type RefundResult = Static<typeof RefundResultSchema>;
