/** A student's payment link and fee on their page, with the same actions and confirms as /admin/students. */
import { Flex } from 'antd';
import { feeLabels } from '@portal/domain/pricing';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { FactList } from '../../../components/FactList';
import type { StudentRow } from '../api/get-student-page';
import { usePaymentLinkDialog } from '../hooks/use-payment-link-dialog';
import { useStudentActions } from '../hooks/use-student-actions';
import { useVerifyDialog } from '../hooks/use-verify-dialog';
import { formatAmount, formatDateTime } from '../lib/format';
import { GatewayPaymentFacts } from './GatewayPaymentFacts';
import { PaymentReportNote } from './PaymentReportNote';
import { StudentPaymentActions } from './StudentPaymentActions';

export function StudentPayment({ student }: { student: StudentRow }) {
  const actions = useStudentActions();
  const linkDialog = usePaymentLinkDialog(actions);
  const verifyDialog = useVerifyDialog(actions);
  const fee = feeLabels(student.feeMinor);
  return (
    <Flex vertical gap={12}>
      <FactList
        facts={[
          [
            'Payment link',
            student.paymentLinkUrl ? (
              <a href={student.paymentLinkUrl} target="_blank" rel="noopener noreferrer">
                {student.paymentLinkUrl}
              </a>
            ) : (
              'Not added'
            ),
          ],
          ['Amount', formatAmount(student.paymentAmountMinor, student.paymentCurrency)],
          ['Assigned', formatDateTime(student.paymentAssignedAt)],
          [
            'Fee of the cohort',
            <span key="fee">
              <span>{fee.total}</span> <Text tone="secondary">({fee.inclusive})</Text>
            </span>,
          ],
          [
            'Fee status',
            student.feeVerified ? (
              <StatusTag tone="success">Verified {formatDateTime(student.feeVerifiedAt)}</StatusTag>
            ) : (
              <Flex vertical align="start" gap={2}>
                <StatusTag tone="neutral">Unverified</StatusTag>
                <PaymentReportNote row={student} />
              </Flex>
            ),
          ],
        ]}
      />
      <Flex wrap gap={8}>
        <StudentPaymentActions
          row={student}
          isBusy={actions.isBusy}
          onSetLink={linkDialog.open}
          onClearLink={(row) => void actions.clearLink(row)}
          onVerify={verifyDialog.open}
          onUnverify={(row) => void actions.unverify(row)}
          unverifyLabel="Unverify fee"
        />
      </Flex>
      <GatewayPaymentFacts studentId={student.id} />
      {linkDialog.dialog}
      {verifyDialog.dialog}
    </Flex>
  );
}
