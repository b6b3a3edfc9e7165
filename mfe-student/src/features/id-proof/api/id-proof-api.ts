/** The student's ID-proof calls of SPEC §7: status, upload with progress, and the file. */
import type { StudentIdProof } from '@portal/domain/views/id-proof';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../../../lib/query-keys';
import { uploadFile } from '@portal/shared-ui/api/upload';

export function getIdProof(signal?: AbortSignal): Promise<StudentIdProof> {
  return apiRequest<StudentIdProof>('/student/id-proof', { signal });
}

/** How often a PENDING proof is asked about again while the screen is open (an admin may decide any moment). */
export const PENDING_POLL_MS = 20_000;

const isPending = (proof: StudentIdProof | undefined) => proof?.status === 'PENDING';

/**
 * The student's proof. While it is PENDING the screen follows the review: it asks again every
 * PENDING_POLL_MS and when the tab regains focus, so an approval shows (and redirects) by itself.
 */
export const idProofQuery = queryOptions({
  queryKey: studentKeys.idProof,
  queryFn: ({ signal }) => getIdProof(signal),
  refetchInterval: (query) => (isPending(query.state.data) ? PENDING_POLL_MS : false),
  refetchOnWindowFocus: (query) => isPending(query.state.data),
});

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
