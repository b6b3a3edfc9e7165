/**
 * The report of one open week: what was done, what comes next, blockers, hours and links, checked
 * with the domain's rules (the API's messages word for word) and saved with PUT; the page's plan is
 * loaded again after it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { REPORT_FIELD_ORDER, REPORT_LABELS, REPORT_LIMITS } from '@portal/domain/internship';
import type { WeekView } from '@portal/domain/views/internship';
import { ApiError, messageOf } from '@portal/shared-ui/api/api-client';
import { domainRules, serverFieldErrors } from '../../../lib/form-rules';
import { studentKeys } from '../../../lib/query-keys';
import { saveReport } from '../api/internship-api';
import { reportErrors, reportFormValues, toReportBody, type ReportFormValues } from '../lib/report-values';

export const REPORT_SAVED = 'Your report was saved.';
export const REPORT_FAILED = 'Your report could not be saved.';

export function ReportForm({ week }: { week: WeekView }) {
  const [form] = Form.useForm<ReportFormValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rules = useMemo(() => domainRules(form, reportErrors, REPORT_FIELD_ORDER), [form]);
  const save = useMutation({
    mutationFn: (values: ReportFormValues) => saveReport(week.number, toReportBody(values)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.internship }),
  });

  async function onFinish() {
    try {
      await save.mutateAsync(form.getFieldsValue(true) as ReportFormValues);
      void message.success(REPORT_SAVED);
    } catch (err) {
      form.setFields(serverFieldErrors(err, REPORT_FIELD_ORDER));
      if (!(err instanceof ApiError && err.status === 400)) void message.error(messageOf(err, REPORT_FAILED));
    }
  }

  const text = { autoSize: { minRows: 3, maxRows: 12 } };
  return (
    <Form<ReportFormValues>
      form={form}
      name={`report-week-${week.number}`}
      layout="vertical"
      requiredMark
      initialValues={reportFormValues(week.report)}
      validateTrigger="onBlur"
      onFinish={onFinish}
      scrollToFirstError={{ focus: true, block: 'center' }}
      disabled={save.isPending}
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="done" label={REPORT_LABELS.done} required rules={rules.done}>
        <Input.TextArea {...text} maxLength={REPORT_LIMITS.textMax} />
      </Form.Item>
      <Form.Item name="next" label={REPORT_LABELS.next} required rules={rules.next}>
        <Input.TextArea {...text} maxLength={REPORT_LIMITS.textMax} />
      </Form.Item>
      <Form.Item name="blockers" label={REPORT_LABELS.blockers} rules={rules.blockers}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={REPORT_LIMITS.blockersMax} />
      </Form.Item>
      <Form.Item name="hours" label={REPORT_LABELS.hours} required rules={rules.hours}>
        <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 120 }} />
      </Form.Item>
      <Form.Item name="links" label={REPORT_LABELS.links} rules={rules.links}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="https://github.com/you/project" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {week.report ? `Save week ${week.number} report` : `Submit week ${week.number} report`}
      </Button>
    </Form>
  );
}
