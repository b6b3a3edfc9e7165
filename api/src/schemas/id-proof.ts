/** TypeBox schemas of the ID-proof routes (student and admin). */
import { Type } from 'typebox';
import { ID_PROOF_STATUSES, REVIEW_STATUSES } from '@portal/domain/id-proof';
import { NullableDateTime, NullableString } from './common.ts';

export const IdProofStatusSchema = Type.Enum([...ID_PROOF_STATUSES]);
export const ReviewStatusSchema = Type.Enum([...REVIEW_STATUSES]);

/** SPEC §3 ID proof as the student sees it; NOT_UPLOADED with nulls when nothing exists. */
export const StudentIdProofSchema = Type.Object(
  {
    id: NullableString(),
    status: IdProofStatusSchema,
    fileName: NullableString(),
    mimeType: NullableString(),
    sizeBytes: Type.Union([Type.Integer(), Type.Null()]),
    uploadedAt: NullableDateTime(),
    reviewNote: NullableString(),
  },
  { additionalProperties: false },
);

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
    reviewedBy: NullableString(),
  },
  { additionalProperties: false },
);

/** A stored file answered as bytes with its stored Content-Type (documented for OpenAPI; the stream is not serialised). */
export const FileResponse = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'application/pdf, image/jpeg or image/png',
});
