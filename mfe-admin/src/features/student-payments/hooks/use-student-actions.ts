/**
 * The row actions of the payment screen: each confirms where SPEC §2 asks, calls the API, says
 * how it went (SPEC §8 messages) and reloads the page so rows and counts agree with the server.
 */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { MESSAGES, type PaymentAdminAction } from '@portal/domain/messages';
import { clearPaymentLink, savePaymentLink } from '../api/payment-link';
import { unverifyFee, verifyFee } from '../api/fee-verification';
import type { StudentRow } from '../api/get-student-page';
import { failureMessage } from '../lib/failure-message';
import { useConfirm } from './use-confirm';

export type RowAction = 'clearLink' | 'verify' | 'unverify';

const who = (row: StudentRow) => (row.name ? `${row.name} (${row.email})` : row.email);

export function useStudentActions(reload: () => Promise<void>) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  /** "<studentId>:<action>" while that action runs, so its button shows progress and the row waits. */
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async (row: StudentRow, action: PaymentAdminAction, call: () => Promise<unknown>, success: string): Promise<boolean> => {
      setBusy(`${row.id}:${action}`);
      try {
        await call();
        void message.success(success);
        await reload();
        return true;
      } catch (err) {
        void message.error(failureMessage(action, err));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [message, reload],
  );

  const saveLink = useCallback(
    (row: StudentRow, url: string) => run(row, 'saveLink', () => savePaymentLink(row.id, url), MESSAGES.paymentLinkSaved),
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

  const verify = useCallback(
    async (row: StudentRow) => {
      const yes = await confirm({
        title: 'Confirm',
        content: `Mark the fee of ${who(row)} as verified? This issues the GST tax invoice and e-mails it to the student.`,
      });
      if (yes) await run(row, 'verify', () => verifyFee(row.id), MESSAGES.feeVerified);
    },
    [confirm, run],
  );

  const unverify = useCallback(
    async (row: StudentRow) => {
      const yes = await confirm({
        title: 'Confirm',
        content: `Remove the fee mark of ${who(row)}? Its invoice will be cancelled (kept with its number, marked CANCELLED).`,
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
