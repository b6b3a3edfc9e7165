/** Approve, Reject and Unverify with the SPEC §8 messages; the queue reloads after each (also after a 409). */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import type { AdminIdProof } from '@portal/domain/id-proof';
import { MESSAGES } from '@portal/domain/messages';
import { ApiError, messageOf } from '@portal/shared-ui/api/api-client';
import { reviewIdProof, unverifyIdProof } from '../api/id-proofs-api';

export function useReviewActions(reload: () => Promise<void>) {
  const { message } = App.useApp();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = useCallback(
    async (row: AdminIdProof, action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
      setBusyId(row.id);
      try {
        await action();
        void message.success(success);
        await reload();
        return true;
      } catch (err) {
        void message.error(messageOf(err, failure));
        // The row changed under us (replaced, reviewed by someone else): show the list as it is now.
        if (err instanceof ApiError && (err.status === 409 || err.status === 404)) await reload();
        return false;
      } finally {
        setBusyId(null);
      }
    },
    [message, reload],
  );

  return {
    busyId,
    approve: (row: AdminIdProof) => run(row, () => reviewIdProof(row.id, true), MESSAGES.approved, MESSAGES.actionFailed),
    reject: (row: AdminIdProof, note: string) =>
      run(row, () => reviewIdProof(row.id, false, note), MESSAGES.rejected, MESSAGES.actionFailed),
    unverify: (row: AdminIdProof) => run(row, () => unverifyIdProof(row.id), MESSAGES.movedToPending, MESSAGES.unverifyFailed),
  };
}
