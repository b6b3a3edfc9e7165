/** The admin's ID-proof calls of SPEC §7 (and the counts and audit calls of this API). */
import type { ReviewStatus } from '@portal/domain/id-proof';
import type { AdminIdProof, IdProofCounts } from '@portal/domain/views/id-proof';
import type { AuditEntry } from '@portal/domain/views/audit';
import { ApiError, apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';

export interface IdProofListQuery {
  status?: ReviewStatus;
  email?: string;
  /** zero-based */
  page: number;
  size: number;
}

export function listIdProofs(query: IdProofListQuery, signal?: AbortSignal): Promise<AdminIdProof[]> {
  return apiRequest<AdminIdProof[]>('/admin/api/id-proofs', { query: { ...query }, signal });
}

export function getIdProofCounts(email: string | undefined, signal?: AbortSignal): Promise<IdProofCounts> {
  return apiRequest<IdProofCounts>('/admin/api/id-proofs/counts', { query: { email }, signal });
}

export function reviewIdProof(id: string, approve: boolean, note?: string): Promise<AdminIdProof> {
  return apiRequest<AdminIdProof>(`/admin/api/id-proofs/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body: { approve, note: note ?? null },
  });
}

export function unverifyIdProof(id: string): Promise<AdminIdProof> {
  return apiRequest<AdminIdProof>(`/admin/api/id-proofs/${encodeURIComponent(id)}/unverify`, { method: 'POST', body: {} });
}

/** The uploaded file; on a 404 the SPEC client tries the fallback address /file/{id}. */
export async function getIdProofFile(id: string): Promise<Blob> {
  const key = encodeURIComponent(id);
  try {
    return await apiBlob(`/admin/api/id-proofs/${key}/file`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return apiBlob(`/admin/api/id-proofs/file/${key}`);
    throw err;
  }
}

export function getAuditHistory(targetId: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return apiRequest<AuditEntry[]>('/admin/api/audit', { query: { targetId }, signal });
}
