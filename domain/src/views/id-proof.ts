/**
 * The ID-proof views: declared once as TypeBox schemas, which the API uses as its response contract
 * (routes/student/id-proof, routes/admin/api/id-proofs), with their TypeScript types for every
 * screen (`import type` only).
 */
import { Type, type Static } from 'typebox';
import { ID_PROOF_STATUSES, REVIEW_STATUSES } from '../id-proof.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

export const IdProofStatusSchema = Type.Enum([...ID_PROOF_STATUSES]);
export const ReviewStatusSchema = Type.Enum([...REVIEW_STATUSES]);

/** GET /student/id-proof (SPEC §3 ID proof as the student sees it; nulls with NOT_UPLOADED). */
export const StudentIdProofSchema = Type.Object(
  {
    id: NullableString(),
    status: IdProofStatusSchema,
    fileName: NullableString(),
    mimeType: NullableString(),
    sizeBytes: Type.Union([Type.Integer(), Type.Null()]),
    uploadedAt: NullableDateTime(),
    reviewNote: NullableString(),
    /** When the file was erased under the retention policy (the record stays); null while it is kept. */
    fileErasedAt: NullableDateTime(),
  },
  { additionalProperties: false },
);
export type StudentIdProof = Static<typeof StudentIdProofSchema>;

/** A row of GET /admin/api/id-proofs: the proof and the student's current profile. */
export const AdminIdProofSchema = Type.Object(
  {
    id: Type.String(),
    userId: Type.String(),
    userEmail: Type.String(),
    name: NullableString(),
    studentId: NullableString(),
    country: NullableString(),
    state: NullableString(),
    fileName: Type.String(),
    mimeType: Type.String(),
    sizeBytes: Type.Integer(),
    uploadedAt: Type.String({ format: 'date-time' }),
    status: ReviewStatusSchema,
    reviewNote: NullableString(),
    reviewedAt: NullableDateTime(),
    reviewedBy: NullableString({ description: 'e-mail of the admin who last changed the status' }),
    sha256: Type.String({ description: 'SHA-256 of the stored (cleaned) file, kept after the file is erased' }),
    fileErasedAt: NullableDateTime(),
  },
  { additionalProperties: false },
);
export type AdminIdProof = Static<typeof AdminIdProofSchema>;

/** GET /admin/api/id-proofs/counts: proofs per status and in all. */
export const IdProofCountsSchema = Type.Object(
  { all: Type.Integer(), PENDING: Type.Integer(), VERIFIED: Type.Integer(), REJECTED: Type.Integer() },
  { additionalProperties: false },
);
export type IdProofCounts = Static<typeof IdProofCountsSchema>;
