/** A student's payment fields as the admin's screens show them and as an audit entry records them (domain/views/student-payments). */
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import type { IdProofStatus } from '@portal/domain/id-proof';
import { paymentStateOf } from '@portal/domain/payment-gateway';
import type { PaymentReport, StudentPaymentRow } from '@portal/domain/views/student-payments';
import type { FeeEvidence } from '@portal/domain/fee-evidence';
import type { UserDoc } from '../../lib/models.ts';
import { isoOrNull } from '../../lib/dates.ts';

/** The row of a student whose ID status and cohort fee are known. */
export function toStudentRow(u: UserDoc, idStatus: IdProofStatus, feeMinor: number): StudentPaymentRow {
  return {
    id: String(u._id),
    email: u.email,
    name: u.name ?? null,
    studentId: u.studentId ?? null,
    paymentLinkUrl: u.paymentLinkUrl ?? null,
    paymentAmountMinor: u.paymentAmountMinor ?? null,
    paymentCurrency: u.paymentCurrency || DEFAULT_CURRENCY,
    paymentAssignedAt: isoOrNull(u.paymentAssignedAt),
    feeVerified: !!u.feeVerified,
    feeVerifiedAt: isoOrNull(u.feeVerifiedAt),
    feeMinor,
    idStatus,
    feePaid: !!u.feePaid,
    paymentState: paymentStateOf({
      feeVerified: !!u.feeVerified,
      feePaid: !!u.feePaid,
      paymentLinkUrl: u.paymentLinkUrl ?? null,
      paymentLinkStatus: u.paymentLinkStatus ?? null,
      openAttention: u.paymentAttention ? 1 : 0,
    }),
    paymentLinkStatus: u.paymentLinkId ? (u.paymentLinkStatus ?? null) : null,
    gatewayPaymentId: gatewayPaymentOf(u)?.paymentId ?? null,
    gatewayPaidAt: isoOrNull(gatewayPaymentOf(u)?.paidAt),
    erasedAt: isoOrNull(u.erasedAt),
    paymentReport: paymentReportOf(u),
  };
}

/** The student's report that they paid, as users.paymentReport keeps it. */
export type StoredPaymentReport = FeeEvidence & { reportedAt: Date };

/** The student's own report that they paid, as the screens show it; null when none. */
export function paymentReportOf(u: UserDoc): PaymentReport | null {
  const report = u.paymentReport as StoredPaymentReport | null | undefined;
  if (!report) return null;
  return {
    method: report.method,
    reference: report.reference,
    paidOn: report.paidOn,
    reportedAt: new Date(report.reportedAt).toISOString(),
  };
}

/** The payment Razorpay confirmed (features/payment-gateway keeps it on the student). */
function gatewayPaymentOf(u: UserDoc): { paymentId: string; paidAt: Date | null } | null {
  return (u.gatewayPayment as { paymentId: string; paidAt: Date | null } | null | undefined) ?? null;
}

/** The payment fields an audit row records before and after a change. */
export function paymentState(u: UserDoc) {
  const { paymentLinkUrl, paymentAmountMinor, paymentCurrency, paymentAssignedAt, feeVerified, feeVerifiedAt } = toStudentRow(
    u,
    'NOT_UPLOADED',
    0,
  );
  return { paymentLinkUrl, paymentAmountMinor, paymentCurrency, paymentAssignedAt, feeVerified, feeVerifiedAt };
}
