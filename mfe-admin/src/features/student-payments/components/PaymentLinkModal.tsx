/**
 * The Set Payment Link modal (SPEC §2): the link, checked by the SPEC rule before sending, and its
 * amount, the fee of the student's cohort (the row's feeMinor), told by the pricing policy.
 */
import { Form, Input, Modal } from 'antd';
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
}

export function PaymentLinkModal({ student, saving, onSave, onCancel }: PaymentLinkModalProps) {
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
