/** /student-main/pay: Pay Fee (SPEC §2), open once step 1 (Govt ID Verified) is done. */
import { CheckCircleFilled, ExportOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@portal/domain/messages';
import { feeLabels } from '@portal/domain/pricing';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PENDING, useProgramLabels } from '../../../hooks/use-program-labels';
import { GATEWAY_STUDENT_MESSAGES, paidByLabel } from '@portal/domain/payment-gateway';
import type { GatewayPayment } from '@portal/domain/views/payment-gateway';
import { PAY_POLL_MS, useFeeSteps } from '../hooks/use-fee-steps';
import { usePaymentStatus } from '../hooks/use-payment-status';
import { PaymentReportForm } from './PaymentReportForm';

export const VERIFICATION_TIME_NOTE = 'After payment, allow 1-2 business hours for verification.';

/** "Paid by UPI, ref 412345678901 (Razorpay pay_…), 24 Nov 2026, 11:30." */
function paymentLine(p: GatewayPayment): string {
  const at = p.paidAt ?? p.recordedAt;
  return `${paidByLabel(p)}${at ? `, ${formatDateTime(at)}` : ''}.`;
}

export function PaySection() {
  const { me, steps } = useFeeSteps();
  /** The fee of the student's cohort (GET /student/program). */
  const program = useProgramLabels();
  const linked = !!me.data?.paymentLinkUrl && !me.data.feeVerified;
  // Asked again while the link is open, so an expiry or a payment shows by itself.
  const gateway = usePaymentStatus(linked, linked && !me.data?.feePaid ? PAY_POLL_MS : false);
  if (me.isError && !me.isFetching)
    return <LoadError message={MESSAGES.yourProfileLoadFailed} error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data || !steps)
    return (
      <Panel aria-busy="true">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Panel>
    );

  if (steps.payLocked) {
    return (
      <Panel>
        <PageText>
          <LockOutlined aria-hidden /> Pay Fee opens once your government ID is verified (step 1, Govt ID Verified).
        </PageText>
        <Link to="/dashboard">Go to ID verification</Link>
      </Panel>
    );
  }

  const { paymentLinkUrl, feeVerified, feeVerifiedAt, feePaid } = me.data;
  const { status, justPaid } = gateway;
  const linkClosed = status?.linkStatus === 'expired' || status?.linkStatus === 'cancelled';
  const payment = status?.payment ?? null;
  // The cohort's fee; while it loads, the amount of the link assigned from it.
  const feeMinor = program?.feeMinor ?? me.data.paymentAmountMinor;
  const fee = typeof feeMinor === 'number' ? feeLabels(feeMinor) : null;
  const pastedLinkOpen = !!paymentLinkUrl && !feeVerified && !feePaid && !justPaid && !linkClosed && !status?.linkStatus;
  return (
    <Panel>
      <Flex vertical gap={12}>
        <Text>
          Training fee: <Text strong>{fee?.total ?? PENDING}</Text> ({fee ? `${fee.inclusive}; ` : ''}the internship is free)
        </Text>
        {feeVerified ? (
          <Alert
            type="success"
            showIcon
            icon={<CheckCircleFilled />}
            title={`Your fee is verified${feeVerifiedAt ? ` (${formatDateTime(feeVerifiedAt)})` : ''}.`}
            description={
              <>
                Your GST tax invoice is in <Link to="/student-main/billing">Fee Bill</Link>.
              </>
            }
          />
        ) : feePaid ? (
          <Alert
            type="success"
            showIcon
            title={GATEWAY_STUDENT_MESSAGES.paymentReceived}
            description={payment ? paymentLine(payment) : undefined}
          />
        ) : justPaid ? (
          <Alert type="success" showIcon title={GATEWAY_STUDENT_MESSAGES.paymentReceivedNow} />
        ) : paymentLinkUrl && linkClosed ? (
          <Alert type="warning" showIcon title={GATEWAY_STUDENT_MESSAGES.linkExpired} />
        ) : paymentLinkUrl ? (
          <div>
            <Button
              type="primary"
              size="large"
              href={paymentLinkUrl}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExportOutlined aria-hidden />}
            >
              Open Payment Link
            </Button>
          </div>
        ) : (
          <Alert type="info" showIcon title={MESSAGES.paymentLinkNotAssigned} />
        )}
        {!feeVerified && !feePaid && !justPaid && (
          <>
            <PageText style={{ marginBottom: 0 }}>{MESSAGES.paymentVerifyNote}</PageText>
            <PageText secondary style={{ marginBottom: 0 }}>
              {VERIFICATION_TIME_NOTE}
            </PageText>
          </>
        )}
        {/* A pasted link tells the portal nothing of the payment: the student can (a Razorpay link reports it by itself). */}
        {pastedLinkOpen && <PaymentReportForm />}
      </Flex>
    </Panel>
  );
}
