/** The student's ID proof for a screen; NOT_UPLOADED stands in when the status cannot be loaded (SPEC §3). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOT_UPLOADED_PROOF } from '@portal/domain/id-proof';
import type { StudentIdProof } from '@portal/domain/views/id-proof';
import { idProofQuery } from '../api/id-proof-api';

export function useIdProof() {
  const queryClient = useQueryClient();
  const query = useQuery(idProofQuery);
  return {
    /** null only while the first load runs. */
    proof: query.data ?? (query.isError ? NOT_UPLOADED_PROOF : null),
    /** The load failure, if the last load failed. */
    error: query.isError ? query.error : null,
    reload: () => query.refetch(),
    /** Shows what an upload answered without another request. */
    set: (proof: StudentIdProof) => queryClient.setQueryData(idProofQuery.queryKey, proof),
  };
}
