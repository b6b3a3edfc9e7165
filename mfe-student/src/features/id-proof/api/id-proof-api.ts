/** The student's ID-proof calls of SPEC §7: status, upload with progress, and the file. */
import type { StudentIdProof } from '@portal/domain/views/id-proof';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../../../lib/query-keys';
import { uploadFile } from '@portal/shared-ui/api/upload';

export function getIdProof(signal?: AbortSignal): Promise<StudentIdProof> {
  return apiRequest<StudentIdProof>('/student/id-proof', { signal });
}

export const idProofQuery = queryOptions({ queryKey: studentKeys.idProof, queryFn: ({ signal }) => getIdProof(signal) });

export function uploadIdProof(file: File, onProgress: (percent: number) => void): Promise<StudentIdProof> {
  return uploadFile<StudentIdProof>('/student/id-proof', file, { onProgress });
}

/** The uploaded document as a blob (an empty one is an error). */
export function getIdProofFile(signal?: AbortSignal): Promise<Blob> {
  return apiBlob('/student/id-proof/file', { signal });
}

/** The file once per visit of the preview (a blob is not worth keeping after the page is left). */
export const idProofFileQuery = queryOptions({
  queryKey: studentKeys.idProofFile,
  queryFn: ({ signal }) => getIdProofFile(signal),
  gcTime: 0,
});
