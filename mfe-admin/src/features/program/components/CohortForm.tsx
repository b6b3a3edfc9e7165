/**
 * A cohort's fields in a dialog, for a new cohort or one no student has been verified
 * into yet. The rules are domain/cohort.ts cohortProblems, checked here before sending on the
 * server's calendar (no date of a new cohort, nor a changed date, may have passed); the server
 * checks them again and names the field.
 */
import { App, Button, Checkbox, Flex, Form, Input, Modal, type FormInstance } from 'antd';
import { useState } from 'react';
import { COHORT_SEATS_MAX, FIRST_COHORT, cohortProblems, setsNewDates, type CohortField, type CohortFields } from '@portal/domain/cohort';
import { calendarNow } from '@portal/domain/calendar';
import { DURATION_WEEKS, SPECIALIZATIONS } from '@portal/domain/constants';
import { EXCELLENCE_MIN_SCORE_DEFAULT, excellenceLineOf } from '@portal/domain/internship';
import { currentRateLabel } from '@portal/domain/pricing';
import type { CohortAdminView } from '@portal/domain/views/program';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { DialogFormButtons } from '../../../components/DialogFormButtons';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { DateInput } from '@portal/shared-ui/components/DateInput';
import { useCalendarToday } from '@portal/shared-ui/lib/program-calendar';

interface CohortFormValues {
  name: string;
  trainingStart: string;
  trainingEnd: string;
  days: string;
  time: string;
  internshipStartDates: string[];
  durationsWeeks: number[];
  feeRupees: string;
  stipendNote: string;
  excellenceMinScore: string;
  eventDate: string;
  eventTime?: string;
  eventVenue?: string;
  seats: Record<string, string>;
}

type FieldName = Parameters<FormInstance<CohortFormValues>['setFields']>[0][number]['name'];

/** Which form field shows a rule's message. */
const FIELD_OF: Record<CohortField, FieldName> = {
  name: 'name',
  trainingStart: 'trainingStart',
  trainingEnd: 'trainingEnd',
  schedule: 'days',
  internshipStartDates: 'internshipStartDates',
  durationsWeeks: 'durationsWeeks',
  feeMinor: 'feeRupees',
  stipendNote: 'stipendNote',
  excellenceMinScore: 'excellenceMinScore',
  eventDate: 'eventDate',
  eventTime: 'eventTime',
  eventVenue: 'eventVenue',
  seats: ['seats', SPECIALIZATIONS[0]!.name],
};

function initialValues(cohort: CohortAdminView | null): CohortFormValues {
  const seats = Object.fromEntries(SPECIALIZATIONS.map((s) => [s.name, String(cohort?.seats[s.name] ?? s.seats)]));
  if (!cohort) {
    return {
      name: '',
      trainingStart: '',
      trainingEnd: '',
      days: 'Monday to Friday',
      time: '6:30–8:30 PM IST',
      internshipStartDates: [''],
      durationsWeeks: [...DURATION_WEEKS],
      feeRupees: String(FIRST_COHORT.feeMinor / 100),
      stipendNote: 'Performance-based stipend; the criteria are announced in the last week of the training.',
      excellenceMinScore: EXCELLENCE_MIN_SCORE_DEFAULT.toFixed(1),
      eventDate: '',
      seats,
    };
  }
  return {
    name: cohort.name,
    trainingStart: cohort.trainingStart,
    trainingEnd: cohort.trainingEnd,
    days: cohort.schedule.days,
    time: cohort.schedule.time,
    internshipStartDates: cohort.internshipStartDates,
    durationsWeeks: cohort.durationsWeeks,
    feeRupees: String(cohort.feeMinor / 100),
    stipendNote: cohort.stipendNote,
    excellenceMinScore: excellenceLineOf(cohort).toFixed(1),
    eventDate: cohort.eventDate,
    eventTime: cohort.eventTime ?? '',
    eventVenue: cohort.eventVenue ?? '',
    seats,
  };
}

function fieldsOf(v: CohortFormValues): CohortFields {
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
  return {
    name: v.name.trim(),
    trainingStart: v.trainingStart,
    trainingEnd: v.trainingEnd,
    schedule: { days: v.days.trim(), time: v.time.trim() },
    internshipStartDates: v.internshipStartDates.filter(Boolean).sort(),
    durationsWeeks: [...v.durationsWeeks].sort((a, b) => a - b),
    feeMinor: Math.round(Number(v.feeRupees) * 100),
    stipendNote: v.stipendNote.trim(),
    excellenceMinScore: /^\d+(\.\d+)?$/.test(v.excellenceMinScore.trim()) ? Number(v.excellenceMinScore.trim()) : NaN,
    eventDate: v.eventDate,
    eventTime: v.eventTime?.trim() || null,
    eventVenue: v.eventVenue?.trim() || null,
    seats: Object.fromEntries(SPECIALIZATIONS.map((s) => [s.name, whole(v.seats[s.name] ?? '')])),
  };
}

export interface CohortFormProps {
  /** The cohort to edit, or null for a new one. */
  cohort: CohortAdminView | null;
  onSave(fields: CohortFields): Promise<unknown>;
  onClose(): void;
}

export function CohortForm({ cohort, onSave, onClose }: CohortFormProps) {
  const [form] = Form.useForm<CohortFormValues>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const calendarToday = useCalendarToday();

  function show(problems: Partial<Record<CohortField, string>>) {
    form.setFields(
      (Object.keys(FIELD_OF) as CohortField[]).map((field) => ({
        name: FIELD_OF[field],
        errors: problems[field] ? [problems[field]!] : [],
      })),
    );
  }

  async function submit(values: CohortFormValues) {
    const fields = fieldsOf(values);
    // Dates that have passed are judged on the server's calendar (a test calendar, or the real
    // date); until it is known, the server alone judges them.
    const problems = cohortProblems(fields, {
      now: calendarNow(calendarToday ?? null),
      newDates: calendarToday !== undefined && setsNewDates(cohort, fields),
    });
    show(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await onSave(fields);
      onClose();
    } catch (err) {
      show(serverFieldErrors<CohortField>(err));
      void message.error(messageOf(err, 'Could not save the cohort.'));
    } finally {
      setSaving(false);
    }
  }

  const title = cohort ? `Edit ${cohort.name}` : 'New cohort';
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Form<CohortFormValues> form={form} layout="vertical" initialValues={initialValues(cohort)} onFinish={submit} disabled={saving}>
        <Form.Item name="name" label="Name" extra='For example "January 2027".'>
          <Input maxLength={60} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="trainingStart" label="Training starts">
            <DateInput style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="trainingEnd" label="Training ends">
            <DateInput style={{ width: 180 }} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item name="days" label="Weekdays" style={{ flex: 1, minWidth: 200 }}>
            <Input />
          </Form.Item>
          <Form.Item name="time" label="Time" style={{ flex: 1, minWidth: 200 }}>
            <Input />
          </Form.Item>
        </Flex>
        <Form.Item label="Internship start dates" required>
          <Form.List name="internshipStartDates">
            {(items, { add, remove }, { errors }) => (
              <>
                <Flex gap={8} wrap align="center">
                  {items.map((item, i) => (
                    <Flex key={item.key} gap={4} align="center">
                      <Form.Item name={item.name} noStyle>
                        <DateInput style={{ width: 170 }} aria-label={`Internship start date ${i + 1}`} />
                      </Form.Item>
                      {items.length > 1 && (
                        <Button size="small" onClick={() => remove(item.name)} aria-label={`Remove internship start date ${i + 1}`}>
                          Remove
                        </Button>
                      )}
                    </Flex>
                  ))}
                  <Button size="small" onClick={() => add('')}>
                    Add a date
                  </Button>
                </Flex>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="durationsWeeks" label="Internship durations">
          <Checkbox.Group options={DURATION_WEEKS.map((w) => ({ value: w, label: `${w} weeks` }))} />
        </Form.Item>
        <Form.Item name="feeRupees" label={`Training fee (₹, ${currentRateLabel()} GST included)`}>
          <Input inputMode="decimal" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="stipendNote" label="Stipend note">
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
        <Form.Item
          name="excellenceMinScore"
          label="Excellence line (final evaluation score out of 5)"
          extra="A certificate of excellent performance needs at least this score."
        >
          <Input inputMode="decimal" style={{ width: 120 }} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="eventDate" label="Confluence date">
            <DateInput style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="eventTime" label="Confluence time" extra="Empty: to be announced.">
            <Input style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="eventVenue" label="Confluence venue" extra="Empty: to be announced." style={{ flex: 1, minWidth: 200 }}>
            <Input />
          </Form.Item>
        </Flex>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>Seats per specialization (1 to {COHORT_SEATS_MAX})</legend>
          <Flex gap={12} wrap>
            {SPECIALIZATIONS.map((s) => (
              <Form.Item key={s.name} name={['seats', s.name]} label={s.name} style={{ width: 200 }}>
                <Input inputMode="numeric" />
              </Form.Item>
            ))}
          </Flex>
        </fieldset>
        <DialogFormButtons submitLabel={cohort ? 'Save changes' : 'Create cohort'} saving={saving} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
