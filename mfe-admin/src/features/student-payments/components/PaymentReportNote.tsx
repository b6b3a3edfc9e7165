/** "Student reports payment (UTR …)" under a fee not yet verified, so the admin can check the account and verify. */
import { paymentReportLabel } from '@portal/domain/fee-evidence';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { istDateLabel, istDayStart } from '@portal/domain/calendar';
import type { StudentRow } from '../api/get-student-page';

export function PaymentReportNote({ row }: { row: StudentRow }) {
  const report = row.paymentReport;
  if (!report || row.feeVerified) return null;
  const paidOn = istDayStart(report.paidOn);
  return (
    <Text tone="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
      {paymentReportLabel(report)}
      {paidOn ? `, paid ${istDateLabel(paidOn)}` : ''}
    </Text>
  );
}
