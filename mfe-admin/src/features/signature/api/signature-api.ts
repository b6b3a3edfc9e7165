/** SPEC §7 admin signature calls: status, the current PNG, save or replace. */
import type { AdminSignatureStatus } from '@portal/domain/views/signature';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';

export type SavedSignature = AdminSignatureStatus & { replaced: boolean; message: string };

export function getSignatureStatus(signal?: AbortSignal): Promise<AdminSignatureStatus> {
  return apiRequest<AdminSignatureStatus>('/admin/signature', { signal });
}

export function getSignatureFile(signal?: AbortSignal): Promise<Blob> {
  return apiBlob('/admin/signature/file', { signal });
}

export function saveSignature(signatureDataUrl: string): Promise<SavedSignature> {
  return apiRequest<SavedSignature>('/admin/signature', { method: 'POST', body: { signatureDataUrl, confirm: true } });
}
