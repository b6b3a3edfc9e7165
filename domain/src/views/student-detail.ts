/**
 * One student as an admin sees them (GET /admin/api/students/{id}): everything the
 * support and verification work needs on one page, declared once as a TypeBox schema (the API's
 * contract), with its type for the admin screens (`import type` only).
 */
import { Type, type Static } from 'typebox';
import { BackgroundViewSchema } from './background.ts';
import { AdminIdProofSchema } from './id-proof.ts';
import { InvoiceViewSchema } from './invoice.ts';
import { JourneyStateSchema } from './journey.ts';
import { OfferLetterStatusSchema } from './offer-letter.ts';
import { ProfileSchema } from './profile.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';
import { SelectionViewSchema } from './specialization.ts';
import { StudentPaymentRowSchema } from './student-payments.ts';

export const StudentDetailSchema = Type.Object(
  {
    /** The row the payment actions take (link, fee, ID status), as /admin/students shows it. */
    student: StudentPaymentRowSchema,
    profile: ProfileSchema,
    joinedAt: NullableDateTime(),
    cohortName: NullableString({
      description: 'the cohort whose dates and fee apply to the student (the active one until the fee is verified)',
    }),
    /** The current ID proof (its history is the audit trail of its id); null before the first upload. */
    idProof: Type.Union([AdminIdProofSchema, Type.Null()]),
    journey: JourneyStateSchema,
    specialization: SelectionViewSchema,
    background: BackgroundViewSchema,
    /** The letters, their download URLs being the admin's file paths of this student. */
    offerLetter: OfferLetterStatusSchema,
    requestedLetterAt: NullableDateTime(),
    /** Invoices and credit notes, newest first, each with the admin's file path. */
    invoices: Type.Array(InvoiceViewSchema),
  },
  { additionalProperties: false },
);
export type StudentDetail = Static<typeof StudentDetailSchema>;
