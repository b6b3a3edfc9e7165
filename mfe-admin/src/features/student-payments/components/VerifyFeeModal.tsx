/**
 * Fee Verify's dialog (SPEC §7): "Mark the fee … as verified?", with how a fee paid otherwise was
 * paid — the method, the reference (UTR or receipt number) and the day received — which the invoice
 * prints (domain/fee-evidence.ts, the rules the API checks). It starts from the student's own report
 * when there is one; left blank, the fee is verified without evidence. A payment Razorpay confirmed
 * needs none: its invoice prints Razorpay's reference.
 */
import { Form, Modal } from 'antd';
import { useEffect } from 'react';
import { isFeeEvidenceGiven, paymentReportLabel, type FeeEvidenceInput } from '@portal/domain/fee-evidence';
import type { FeeEvidenceBody } from '@portal/domain/views/student-payments';
import { FeeEvidenceFields } from '@portal/shared-ui/components/FeeEvidenceFields';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import type { StudentRow } from '../api/get-student-page';
import { formatDateTime } from '../lib/format';

export interface VerifyFeeModalProps {
  /** The student whose fee is verified; null when closed. */
  student: StudentRow | null;
  verifying: boolean;
  /** Called with the evidence, or with none when every field is blank. */
  onVerify(evidence: FeeEvidenceBody | null): void;
  onCancel(): void;
  /** Once the dialog has closed and given focus back to its opener, when it could. */
  afterClose?(): void;
}

const who = (row: StudentRow) => (row.name ? `${row.name} (${row.email})` : row.email);

export function VerifyFeeModal({ student, verifying, onVerify, onCancel, afterClose }: VerifyFeeModalProps) {
  const [form] = Form.useForm<FeeEvidenceInput>();
  const report = student?.paymentReport ?? null;
  const gatewayPaid = !!student?.gatewayPaymentId;

  useEffect(() => {
    if (!student) return;
    form.resetFields();
    form.setFieldsValue(report ? { method: report.method, reference: report.reference ?? '', paidOn: report.paidOn } : {});
  }, [student, report, form]);

  function finish(values: FeeEvidenceInput) {
    if (gatewayPaid || !isFeeEvidenceGiven(values)) return onVerify(null);
    onVerify({ method: values.method ?? '', reference: values.reference?.trim() || null, paidOn: values.paidOn ?? '' });
  }

  return (
    <Modal
      open={student !== null}
      title="Verify fee"
      okText="Yes"
      cancelText="Cancel"
      confirmLoading={verifying}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={afterClose}
      destroyOnHidden
      forceRender
    >
      {student && (
        <PageText>Mark the fee of {who(student)} as verified? This issues the GST tax invoice and e-mails it to the student.</PageText>
      )}
      {gatewayPaid ? (
        <PageText secondary>
          Razorpay confirmed payment {student?.gatewayPaymentId}: the invoice prints its reference, so no evidence is needed.
        </PageText>
      ) : (
        <PageText secondary>
          {report
            ? `${paymentReportLabel(report)} on ${formatDateTime(report.reportedAt)}: check it against the account, then verify.`
            : 'Record how it was paid to print it on the invoice (leave it blank to verify without).'}
        </PageText>
      )}
      {/* Always mounted, so Yes submits it; a payment Razorpay confirmed has no fields. */}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={finish}>
        {!gatewayPaid && (
          <FeeEvidenceFields
            form={form}
            labels={{ method: 'How it was paid', reference: 'Reference (UTR or receipt number)', paidOn: 'Received on' }}
            optional
          />
        )}
      </Form>
    </Modal>
  );
}
