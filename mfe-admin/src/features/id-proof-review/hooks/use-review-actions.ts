/**
 * Approve, Reject and Unverify (after a confirm) with the SPEC §8 messages, as one mutation: the
 * queue, its counts, the open histories and the students' rows and pages (their ID status) are
 * loaded again after each, also after a refusal (a 409 or 404: the proof changed under the admin,
 * replaced or reviewed by someone else, so the screen shows it as it is now).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { AdminIdProof } from '@portal/domain/views/id-proof';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { adminKeys } from '../../../lib/query-keys';
import { reviewIdProof, unverifyIdProof } from '../api/id-proofs-api';

interface ReviewAction {
  row: AdminIdProof;
  call: () => Promise<unknown>;
}

export function useReviewActions() {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const review = useMutation({
    mutationFn: ({ call }: ReviewAction) => call(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.idProofs }),
        queryClient.invalidateQueries({ queryKey: adminKeys.students }),
      ]),
  });

  async function run(row: AdminIdProof, call: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    try {
      await review.mutateAsync({ row, call });
      void message.success(success);
      return true;
    } catch (err) {
      void message.error(messageOf(err, failure));
      return false;
    }
  }

  return {
    /** The row whose action runs, so its buttons show progress. */
    busyId: review.isPending ? review.variables.row.id : null,
    approve: (row: AdminIdProof) => run(row, () => reviewIdProof(row.id, true), MESSAGES.approved, MESSAGES.actionFailed),
    reject: (row: AdminIdProof, note: string) =>
      run(row, () => reviewIdProof(row.id, false, note), MESSAGES.rejected, MESSAGES.actionFailed),
    confirmUnverify: (row: AdminIdProof) =>
      void confirm({
        title: `Move the ID of ${row.name || row.userEmail} back to PENDING?`,
        content:
          "The student's name, country and state unlock again, and the student is told by e-mail. An invoice already issued keeps " +
          'the name and state it was issued with (a tax invoice is never changed): to correct it once the ID is verified again, ' +
          'Unverify fee (a credit note cancels the invoice) and Verify it (a new invoice with the new details).',
        okText: 'Unverify',
        onConfirm: () => run(row, () => unverifyIdProof(row.id), MESSAGES.movedToPending, MESSAGES.unverifyFailed),
      }),
  };
}
