/**
 * The Payment column of /admin/students: the state of the student's payment, a gateway payment's id
 * and time, and a fee not yet verified that the student reports paid (with the reference to check).
 */
import { Flex } from 'antd';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag, type StatusTone } from '@portal/shared-ui/components/StatusTag';
import { PAYMENT_STATE_LABELS, paymentStateOf, type PaymentState } from '@portal/domain/payment-gateway';
import type { StudentRow } from '../api/get-student-page';
import { formatDateTime } from '../lib/format';
import { PaymentReportNote } from './PaymentReportNote';

const TONES: Record<PaymentState, StatusTone> = {
  verified: 'success',
  'needs-attention': 'danger',
  paid: 'warning',
  'link-expired': 'warning',
  'link-sent': 'info',
  'no-link': 'neutral',
};

export function PaymentStateCell({ row }: { row: StudentRow }) {
  // An API without the gateway's fields: the state follows from the fields every row has.
  const state =
    row.paymentState ??
    paymentStateOf({
      feeVerified: row.feeVerified,
      feePaid: !!row.feePaid,
      paymentLinkUrl: row.paymentLinkUrl,
      paymentLinkStatus: row.paymentLinkStatus ?? null,
      openAttention: 0,
    });
  return (
    <Flex vertical align="start" gap={2}>
      <StatusTag tone={TONES[state]}>{PAYMENT_STATE_LABELS[state]}</StatusTag>
      {row.gatewayPaymentId && (
        <Text tone="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
          {row.gatewayPaymentId}
          {row.gatewayPaidAt ? `, ${formatDateTime(row.gatewayPaidAt)}` : ''}
        </Text>
      )}
      <PaymentReportNote row={row} />
    </Flex>
  );
}
