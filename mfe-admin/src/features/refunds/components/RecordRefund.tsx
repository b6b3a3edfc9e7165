/**
 * "Record refund" on the admin's student page: the amount paid back (at most what is left of the
 * open invoice), why, and the day it was paid; the dialog shows what is left and the GST split of
 * the amount as the credit note will carry it (domain/refunds.ts, the same rules the API checks),
 * then asks for confirmation. A refund of all that is left says that the fee mark goes, as Unverify.
 */
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { istDay } from '@portal/domain/calendar';
import { formatRupees } from '@portal/domain/money';
import { REFUND_REASON_MAX, refundProblems, refundSplit, refundableOf, rupeesToMinor, type RefundField } from '@portal/domain/refunds';
import type { InvoiceView } from '@portal/domain/views/invoice';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { DateInput } from '@portal/shared-ui/components/DateInput';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { adminKeys } from '../../../lib/query-keys';
import { recordRefund } from '../api/record-refund';

export interface RecordRefundProps {
  studentId: string;
  email: string;
  /** The student's invoices and credit notes (the detail's list). */
  invoices: InvoiceView[];
}

interface RefundFormValues {
  amount: string;
  reason: string;
  refundedOn: string;
}

export function RecordRefund({ studentId, email, invoices }: RecordRefundProps) {
  const refundable = refundableOf(invoices);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<RefundFormValues>();
  const typed = Form.useWatch('amount', form);
  const confirm = useConfirm();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: RefundFormValues) =>
      recordRefund(studentId, {
        amountMinor: rupeesToMinor(values.amount) ?? 0,
        reason: values.reason.trim(),
        refundedOn: values.refundedOn,
      }),
    // The student's page (under the students' prefix) lists the credit note and the fee mark as they are now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.students }),
  });

  if (!refundable) return null;
  const left = formatRupees(refundable.leftMinor);
  const amountMinor = rupeesToMinor(typed ?? '');
  const split =
    amountMinor !== null && Number.isSafeInteger(amountMinor) && amountMinor > 0 && amountMinor <= refundable.leftMinor
      ? refundSplit(refundable, amountMinor)
      : null;

  /** The rule of one field, checked with the others' values as the API will check them. */
  const rule = (field: RefundField) => ({
    validator: () => {
      const values = form.getFieldsValue();
      const problem = refundProblems(
        { amountMinor: rupeesToMinor(values.amount ?? ''), reason: values.reason ?? '', refundedOn: values.refundedOn ?? '' },
        { today: istDay(new Date()), refundable },
      )[field];
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

  async function submit(values: RefundFormValues) {
    const minor = rupeesToMinor(values.amount) ?? 0;
    const full = minor === refundable!.leftMinor;
    setFailure(null);
    await confirm({
      title: `Record a refund of ${formatRupees(minor)}?`,
      content: full
        ? `This refunds all that is left of invoice ${refundable!.invoice.invoiceNumber}: a credit note for ${formatRupees(minor)} is issued and the fee of ${email} is no longer verified (as Unverify). The student is e-mailed the credit note.`
        : `A credit note for ${formatRupees(minor)} is issued against invoice ${refundable!.invoice.invoiceNumber}; the fee of ${email} stays verified. The student is e-mailed the credit note.`,
      okText: 'Record refund',
      danger: full,
      onConfirm: async () => {
        try {
          const result = await save.mutateAsync(values);
          const note = result.creditNotes[0];
          void message.success(note ? `Refund recorded: credit note ${note.invoiceNumber} issued.` : 'Refund recorded.');
          setOpen(false);
        } catch (err) {
          setFailure(messageOf(err, 'The refund could not be recorded. Try again in a moment.'));
        }
      },
    });
  }

  return (
    <>
      <Button
        onClick={() => {
          form.resetFields();
          setFailure(null);
          setOpen(true);
        }}
        aria-label={`Record refund for ${email}`}
      >
        Record refund
      </Button>
      <Modal
        open={open}
        title="Record refund"
        okText="Continue"
        cancelText="Cancel"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <PageText>
          Left to refund of invoice {refundable.invoice.invoiceNumber}: <strong>{left}</strong> (of{' '}
          {formatRupees(refundable.invoice.amountMinor)}).
        </PageText>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ amount: '', reason: '', refundedOn: istDay(new Date()) }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="amount" label="Amount refunded (₹)" rules={[rule('amount')]} validateTrigger="onSubmit">
            <Input inputMode="decimal" autoComplete="off" placeholder={`at most ${left}`} />
          </Form.Item>
          {split && (
            <PageText aria-live="polite" style={{ marginTop: -8 }}>
              <Text tone="secondary">
                Credit note: taxable value {split.labels.taxable}
                {split.taxLines.map((line) => ` · ${line.label} ${line.amount}`).join('')}
                {amountMinor === refundable.leftMinor ? ' · all that is left: the fee mark is removed' : ''}
              </Text>
            </PageText>
          )}
          <Form.Item name="reason" label="Reason (printed on the credit note)" rules={[rule('reason')]} validateTrigger="onSubmit">
            <Input.TextArea maxLength={REFUND_REASON_MAX} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item name="refundedOn" label="Refund paid on" rules={[rule('refundedOn')]} validateTrigger="onSubmit">
            <DateInput aria-label="Refund paid on" />
          </Form.Item>
        </Form>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </Modal>
    </>
  );
}
