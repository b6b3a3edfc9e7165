/**
 * "I have paid" on Pay Fee: a student who paid through a pasted link gives how, the reference (UTR)
 * and the day, checked by the rules the API checks (domain/fee-evidence.ts). The report only helps
 * an admin find the payment: the fee is verified by an admin (or by Razorpay's confirmation), never
 * by the report. A sent report is shown with a way to send a corrected one, which replaces it.
 */
import { Alert, App, Button, Flex, Form } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { istDateLabel, istDay, istDayStart } from '@portal/domain/calendar';
import { FEE_EVIDENCE_METHOD_OPTIONS, type FeeEvidenceInput } from '@portal/domain/fee-evidence';
import type { PaymentReport } from '@portal/domain/views/student-payments';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { FeeEvidenceFields } from '@portal/shared-ui/components/FeeEvidenceFields';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { studentKeys } from '../../../lib/query-keys';
import { fetchPaymentReport, sendPaymentReport } from '../api/payment-report';

export const REPORT_SENT_NOTE = 'Your payment report was sent. An admin will check it against the account and verify your fee.';

/** "UPI, ref 412345678901, paid on 20 Nov 2026 (sent 21 Nov 2026, 10:15 IST)". */
function reportLine({ method, reference, paidOn, reportedAt }: PaymentReport): string {
  const how = FEE_EVIDENCE_METHOD_OPTIONS.find((o) => o.value === method)?.label ?? method;
  const day = istDayStart(paidOn);
  return `${how}${reference ? `, ref ${reference}` : ''}${day ? `, paid on ${istDateLabel(day)}` : ''} (sent ${formatDateTime(reportedAt)})`;
}

export function PaymentReportForm() {
  const headingId = useId();
  const [form] = Form.useForm<FeeEvidenceInput>();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const correctButton = useRef<HTMLButtonElement>(null);
  // Sending replaces the form with the report, and Correct my report the report with the form: each
  // time the button that had the keyboard is gone, so focus goes on in what replaced it.
  const focusNext = useRef<'form' | 'sent' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    if (next === 'sent') correctButton.current?.focus();
    else section.current?.querySelector<HTMLElement>('input[type="radio"]:checked, input[type="radio"]')?.focus();
  });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // An older API without the route: the form is offered, as before any report.
  const sent = useQuery({ queryKey: studentKeys.paymentReport, queryFn: ({ signal }) => fetchPaymentReport(signal), retry: false });
  const send = useMutation({
    mutationFn: sendPaymentReport,
    onSuccess: (answer) => {
      queryClient.setQueryData(studentKeys.paymentReport, answer);
      setEditing(false);
      focusNext.current = 'sent';
      void message.success(REPORT_SENT_NOTE);
    },
    onError: (err) => setFailure(messageOf(err, 'Your report could not be sent. Try again in a moment.')),
  });
  const report = sent.data?.report ?? null;

  return (
    <section ref={section} aria-labelledby={headingId}>
      <SectionHeading level={2} id={headingId} style={{ margin: '8px 0', fontSize: 17 }}>
        Paid through the link?
      </SectionHeading>
      {report && !editing ? (
        <Flex vertical gap={8} align="start">
          <Alert type="info" showIcon title={REPORT_SENT_NOTE} description={reportLine(report)} />
          <Button
            ref={correctButton}
            onClick={() => {
              form.setFieldsValue({ method: report.method, reference: report.reference ?? '', paidOn: report.paidOn });
              setEditing(true);
              focusNext.current = 'form';
            }}
          >
            Correct my report
          </Button>
        </Flex>
      ) : (
        <>
          <PageText secondary>
            Tell us how you paid, the reference (the UTR your bank or UPI app shows) and the day, so an admin can find your payment and
            verify your fee sooner.
          </PageText>
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ method: undefined, reference: '', paidOn: istDay(new Date()) }}
            onFinish={(values) => {
              setFailure(null);
              send.mutate({ method: values.method ?? '', reference: values.reference?.trim() || null, paidOn: values.paidOn ?? '' });
            }}
          >
            <FeeEvidenceFields form={form} labels={{ method: 'How you paid', reference: 'Payment reference (UTR)', paidOn: 'Paid on' }} />
            {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              I have paid
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
