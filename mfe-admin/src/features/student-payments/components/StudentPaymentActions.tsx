/** The payment actions of one student (SPEC §2): set or update the link, clear it, verify the fee, unverify it. */
import { Button, Tooltip } from 'antd';
import '@portal/shared-ui/styles/a11y.css';
import { MESSAGES, type PaymentAdminAction } from '@portal/domain/messages';
import type { StudentRow } from '../api/get-student-page';

/** Verify, disabled with its reason (tooltip and screen readers) until the student's ID is verified. */
function VerifyButton({
  row,
  busy,
  loading,
  onVerify,
}: {
  row: StudentRow;
  busy: boolean;
  loading: boolean;
  onVerify(row: StudentRow): void;
}) {
  const needsId = !row.feeVerified && row.idStatus !== 'VERIFIED';
  const reasonId = `verify-reason-${row.id}`;
  const button = (
    <Button
      size="small"
      onClick={() => onVerify(row)}
      disabled={busy || row.feeVerified || needsId}
      loading={loading}
      aria-label={`Verify fee of ${row.email}`}
      aria-describedby={needsId ? reasonId : undefined}
    >
      Verify
    </Button>
  );
  if (!needsId) return button;
  return (
    <>
      <Tooltip title={MESSAGES.feeNeedsIdVerified}>
        {/* A disabled button takes no pointer events: the tooltip hangs on its wrapper. */}
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{button}</span>
      </Tooltip>
      <span id={reasonId} className="portal-visually-hidden">
        {MESSAGES.feeNeedsIdVerified}
      </span>
    </>
  );
}

/** The name of a row's fee Unverify, which takes the keyboard once the fee is verified (use-verify-dialog.tsx). */
export const unverifyFeeLabel = (email: string) => `Unverify fee of ${email}`;

export interface StudentPaymentActionsProps {
  row: StudentRow;
  isBusy(row: StudentRow, action?: PaymentAdminAction): boolean;
  onSetLink(row: StudentRow): void;
  onClearLink(row: StudentRow): void;
  onVerify(row: StudentRow): void;
  onUnverify(row: StudentRow): void;
  /** "Unverify" in the table (SPEC's column); "Unverify fee" where an ID's Unverify stands beside it. */
  unverifyLabel?: string;
}

export function StudentPaymentActions({
  row,
  isBusy,
  onSetLink,
  onClearLink,
  onVerify,
  onUnverify,
  unverifyLabel = 'Unverify',
}: StudentPaymentActionsProps) {
  const rowBusy = isBusy(row);
  return (
    <>
      <Button
        size="small"
        type="primary"
        ghost
        onClick={() => onSetLink(row)}
        disabled={rowBusy}
        aria-label={`${row.paymentLinkUrl ? 'Update' : 'Set'} payment link of ${row.email}`}
      >
        {row.paymentLinkUrl ? 'Update' : 'Set'}
      </Button>
      <Button
        size="small"
        onClick={() => onClearLink(row)}
        disabled={rowBusy || !row.paymentLinkUrl}
        loading={isBusy(row, 'clearLink')}
        aria-label={`Clear payment link of ${row.email}`}
      >
        Clear
      </Button>
      <VerifyButton row={row} busy={rowBusy} loading={isBusy(row, 'verify')} onVerify={onVerify} />
      <Button
        size="small"
        danger
        onClick={() => onUnverify(row)}
        disabled={rowBusy || !row.feeVerified}
        loading={isBusy(row, 'unverify')}
        aria-label={unverifyFeeLabel(row.email)}
      >
        {unverifyLabel}
      </Button>
    </>
  );
}
