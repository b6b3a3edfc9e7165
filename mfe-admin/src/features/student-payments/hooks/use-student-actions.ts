/**
 * The row actions of the payment screen: each confirms where SPEC §2 asks, calls the API, says
 * how it went (SPEC §8 messages) and loads the page again so rows and counts agree with the server.
 */
import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MESSAGES, type PaymentAdminAction } from '@portal/domain/messages';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { clearPaymentLink, savePaymentLink } from '../api/payment-link';
import { unverifyFee, verifyFee } from '../api/fee-verification';
import type { StudentRow } from '../api/get-student-page';
import type { FeeEvidenceBody } from '@portal/domain/views/student-payments';
import { adminKeys } from '../../../lib/query-keys';
import { failureMessage } from '../lib/failure-message';

const who = (row: StudentRow) => (row.name ? `${row.name} (${row.email})` : row.email);

interface PaymentAction {
  row: StudentRow;
  action: PaymentAdminAction;
  call: () => Promise<unknown>;
}

export function useStudentActions() {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  // One mutation for every row action; the page, its counts and any search are loaded again after each.
  const change = useMutation({
    mutationFn: ({ call }: PaymentAction) => call(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.students }),
  });
  /** "<studentId>:<action>" while that action runs, so its button shows progress and the row waits. */
  const busy = change.isPending ? `${change.variables.row.id}:${change.variables.action}` : null;

  const run = useCallback(
    async (row: StudentRow, action: PaymentAdminAction, call: () => Promise<unknown>, success: string): Promise<boolean> => {
      try {
        await change.mutateAsync({ row, action, call });
        void message.success(success);
        return true;
      } catch (err) {
        void message.error(failureMessage(action, err));
        return false;
      }
    },
    [message, change],
  );

  const saveLink = useCallback(
    (row: StudentRow, url: string) => run(row, 'saveLink', () => savePaymentLink(row, url), MESSAGES.paymentLinkSaved),
    [run],
  );

  const clearLink = useCallback(
    async (row: StudentRow) => {
      const yes = await confirm({
        title: 'Clear Payment Link',
        content: `Remove the payment link of ${who(row)}? The student will no longer see it.`,
        danger: true,
      });
      if (yes) await run(row, 'clearLink', () => clearPaymentLink(row.id), MESSAGES.paymentLinkCleared);
    },
    [confirm, run],
  );

  /** Verifies the fee (its dialog, use-verify-dialog.tsx, has asked and taken the evidence); true once done. */
  const verify = useCallback(
    (row: StudentRow, evidence: FeeEvidenceBody | null) => run(row, 'verify', () => verifyFee(row.id, evidence), MESSAGES.feeVerified),
    [run],
  );

  const unverify = useCallback(
    async (row: StudentRow) => {
      const yes = await confirm({
        title: 'Confirm',
        content: `Remove the fee mark of ${who(row)}? A credit note is issued for its invoice and e-mailed to the student; the invoice stays issued with its number.`,
        danger: true,
      });
      if (yes) await run(row, 'unverify', () => unverifyFee(row.id), MESSAGES.feeUnverified);
    },
    [confirm, run],
  );

  const isBusy = useCallback(
    (row: StudentRow, action?: PaymentAdminAction) =>
      busy !== null && (action ? busy === `${row.id}:${action}` : busy.startsWith(`${row.id}:`)),
    [busy],
  );

  return { saveLink, clearLink, verify, unverify, isBusy };
}
