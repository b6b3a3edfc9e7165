/** The student's ID proof for a screen; NOT_UPLOADED stands in when the status cannot be loaded (SPEC §3). */
import { NOT_UPLOADED_PROOF, type StudentIdProof } from '@portal/domain/id-proof';
import { useResource } from '@portal/shared-ui/hooks/use-resource';
import { getIdProof } from '../api/id-proof-api';

export interface UseIdProofResult {
  /** null only while the first load runs. */
  proof: StudentIdProof | null;
  /** The load failure, if the last load failed. */
  error: unknown;
  reload(): Promise<void>;
  /** Shows what an upload answered without another request. */
  set(proof: StudentIdProof): void;
}

export function useIdProof(): UseIdProofResult {
  const { state, reload, set } = useResource(getIdProof, []);
  const proof = state.data ?? (state.status === 'error' ? NOT_UPLOADED_PROOF : null);
  return { proof, error: state.status === 'error' ? state.error : null, reload, set };
}
