/**
 * The Set Payment Link modal (SPEC §2): the link, checked by the SPEC rule before sending, and its
 * amount, the fee of the student's cohort (the row's feeMinor), told by the pricing policy.
 */
import { Alert, Button, Divider, Form, Input, Modal } from 'antd';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { useEffect } from 'react';
import { feeLabels } from '@portal/domain/pricing';
import { validatePaymentLink } from '@portal/domain/validation';
import type { StudentRow } from '../api/get-student-page';

export interface PaymentLinkModalProps {
  /** The student whose link is set; null when closed. */
  student: StudentRow | null;
  saving: boolean;
  onSave(url: string): void;
  onCancel(): void;
  /** Razorpay keys are set on the server: the link can be made at Razorpay instead of pasted. */
  gatewayEnabled?: boolean;
  creating?: boolean;
  /** Why the last Razorpay link could not be made (Razorpay's message), shown in the dialog. */
  gatewayError?: string | null;
  onCreateRazorpay?(): void;
}

export function PaymentLinkModal({
  student,
  saving,
  onSave,
  onCancel,
  gatewayEnabled = false,
  creating = false,
  gatewayError = null,
  onCreateRazorpay,
}: PaymentLinkModalProps) {
  const [form] = Form.useForm<{ url: string }>();
  const fee = student ? feeLabels(student.feeMinor) : null;

  useEffect(() => {
    if (student) form.setFieldsValue({ url: student.paymentLinkUrl ?? '' });
  }, [student, form]);

  return (
    <Modal
      open={student !== null}
      title="Set Payment Link"
      okText="Save"
      cancelText="Cancel"
      confirmLoading={saving}
      okButtonProps={{ disabled: creating }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {student && (
        <PageText>
          For <strong>{student.name || student.email}</strong> ({student.email}
          {student.studentId ? `, ${student.studentId}` : ''})
        </PageText>
      )}
      {gatewayEnabled && fee && (
        <>
          <PageText style={{ marginBottom: 8 }}>
            Razorpay makes a payment link for {fee.total}, e-mailed to the student and cancelled at Razorpay if it is replaced or cleared.
          </PageText>
          <Button type="primary" ghost loading={creating} disabled={saving} onClick={onCreateRazorpay}>
            Create Razorpay link
          </Button>
          {gatewayError && <Alert type="error" showIcon role="alert" title={gatewayError} style={{ marginTop: 12 }} />}
          <Divider plain>or paste a link</Divider>
        </>
      )}
      <Form form={form} layout="vertical" onFinish={({ url }) => onSave(url)} requiredMark={false}>
        <Form.Item
          name="url"
          label="Payment link URL"
          rules={[
            {
              validator: (_rule, value: string) => {
                const problem = validatePaymentLink(value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
          validateTrigger="onSubmit"
        >
          <Input placeholder="https://rzp.io/l/abc123 or upi://pay?pa=..." autoComplete="off" inputMode="url" />
        </Form.Item>
        {fee && (
          <Form.Item label="Amount">
            <Text strong>{fee.total}</Text>
            <Text tone="secondary"> (the fee of the student&rsquo;s cohort, {fee.inclusive})</Text>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
