/**
 * Everything an ID proof's buttons need, for any screen that shows them (the queue, a student's
 * page): the review actions, View file, and the Reject dialog the screen renders once.
 */
import type { ReactNode } from 'react';
import type { AdminIdProof } from '@portal/domain/views/id-proof';
import { IdProofActions } from '../components/IdProofActions';
import { useRejectDialog } from './use-reject-dialog';
import { useReviewActions } from './use-review-actions';
import { useViewIdFile } from './use-view-id-file';

export function useIdProofActions(unverifyLabel?: string): { buttons(proof: AdminIdProof): ReactNode; dialog: ReactNode } {
  const actions = useReviewActions();
  const viewFile = useViewIdFile();
  const reject = useRejectDialog(actions.reject);
  return {
    buttons: (proof) => (
      <IdProofActions
        proof={proof}
        busy={actions.busyId === proof.id}
        onView={(p) => void viewFile(p.id)}
        onApprove={(p) => void actions.approve(p)}
        onReject={reject.open}
        onUnverify={actions.confirmUnverify}
        unverifyLabel={unverifyLabel}
      />
    ),
    dialog: reject.dialog,
  };
}
