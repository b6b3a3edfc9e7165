/** ID proof documents as the student and the admin see them (domain/views/id-proof). */
import { NOT_UPLOADED_PROOF, type IdProofStatus, type ReviewStatus } from '@portal/domain/id-proof';
import type { AdminIdProof, StudentIdProof } from '@portal/domain/views/id-proof';
import { isoOrNull } from '../../lib/dates.ts';
import type { UserDoc } from '../../lib/models.ts';
import type { IdProofDoc } from '../../models/id-proof.ts';

export function toStudentView(proof: IdProofDoc | null): StudentIdProof {
  if (!proof) return NOT_UPLOADED_PROOF;
  return {
    id: String(proof._id),
    status: proof.status as IdProofStatus,
    fileName: proof.fileName,
    mimeType: proof.mimeType,
    sizeBytes: proof.sizeBytes,
    uploadedAt: isoOrNull(proof.uploadedAt),
    reviewNote: proof.reviewNote ?? null,
    fileErasedAt: isoOrNull(proof.fileErasedAt),
  };
}

export function toAdminRow(proof: IdProofDoc, user: UserDoc | undefined): AdminIdProof {
  return {
    id: String(proof._id),
    userId: String(proof.userId),
    userEmail: proof.userEmail,
    name: user?.name ?? null,
    studentId: user?.studentId ?? null,
    country: user?.country ?? null,
    state: user?.state ?? null,
    fileName: proof.fileName,
    mimeType: proof.mimeType,
    sizeBytes: proof.sizeBytes,
    uploadedAt: isoOrNull(proof.uploadedAt) as string,
    status: proof.status as ReviewStatus,
    reviewNote: proof.reviewNote ?? null,
    reviewedAt: isoOrNull(proof.reviewedAt),
    reviewedBy: proof.reviewedBy ?? null,
    sha256: proof.sha256,
    fileErasedAt: isoOrNull(proof.fileErasedAt),
  };
}
