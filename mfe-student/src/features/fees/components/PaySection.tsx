/** /student-main/pay: Pay Fee (SPEC §2), open once step 1 (Govt ID Verified) is done. */
import { CheckCircleFilled, ExportOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { Link } from 'react-router-dom';
import { TRAINING_FEE_MINOR } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoneyGrouped } from '@portal/domain/money';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { useFeeSteps } from '../hooks/use-fee-steps';

export const VERIFICATION_TIME_NOTE = 'After payment, allow 1-2 business hours for verification.';

export function PaySection() {
  const { me, steps } = useFeeSteps();
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

  const { paymentLinkUrl, feeVerified, feeVerifiedAt } = me.data;
  const amount = formatMoneyGrouped(me.data.paymentAmountMinor ?? TRAINING_FEE_MINOR, me.data.paymentCurrency ?? 'INR');
  return (
    <Panel>
      <Flex vertical gap={12}>
        <Text>
          Training fee: <Text strong>{amount}</Text> (inclusive of 18% GST; the internship is free)
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
        {!feeVerified && (
          <>
            <PageText style={{ marginBottom: 0 }}>{MESSAGES.paymentVerifyNote}</PageText>
            <PageText secondary style={{ marginBottom: 0 }}>
              {VERIFICATION_TIME_NOTE}
            </PageText>
          </>
        )}
      </Flex>
    </Panel>
  );
}
