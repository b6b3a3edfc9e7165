/**
 * What an admin may do with an ID proof in its state: View file while the file is kept (once the
 * retention policy erased it, the day it was erased instead), Approve and Reject while it waits
 * or was rejected, Unverify once verified.
 */
import { Button } from 'antd';
import { fileErasedLabel } from '@portal/domain/id-proof';
import type { AdminIdProof } from '@portal/domain/views/id-proof';

export interface IdProofActionsProps {
  proof: AdminIdProof;
  /** An action of this proof is running: its buttons wait. */
  busy: boolean;
  onView(proof: AdminIdProof): void;
  onApprove(proof: AdminIdProof): void;
  onReject(proof: AdminIdProof): void;
  onUnverify(proof: AdminIdProof): void;
  /** "Unverify" in the queue; "Unverify ID" where a fee's Unverify stands beside it (a student's page). */
  unverifyLabel?: string;
}

export function IdProofActions({ proof, busy, onView, onApprove, onReject, onUnverify, unverifyLabel = 'Unverify' }: IdProofActionsProps) {
  const reviewable = proof.status === 'PENDING' || proof.status === 'REJECTED';
  return (
    <>
      {proof.fileErasedAt ? (
        <span className="id-proof-erased">{fileErasedLabel(proof.fileErasedAt)}</span>
      ) : (
        <Button size="small" onClick={() => onView(proof)} aria-label={`View file of ${proof.userEmail}`}>
          View file
        </Button>
      )}
      {reviewable && (
        <Button size="small" type="primary" loading={busy} onClick={() => onApprove(proof)} aria-label={`Approve ${proof.userEmail}`}>
          Approve
        </Button>
      )}
      {reviewable && (
        <Button size="small" danger disabled={busy} onClick={() => onReject(proof)} aria-label={`Reject ${proof.userEmail}`}>
          Reject
        </Button>
      )}
      {proof.status === 'VERIFIED' && (
        <Button size="small" loading={busy} onClick={() => onUnverify(proof)} aria-label={`${unverifyLabel} ${proof.userEmail}`}>
          {unverifyLabel}
        </Button>
      )}
    </>
  );
}
