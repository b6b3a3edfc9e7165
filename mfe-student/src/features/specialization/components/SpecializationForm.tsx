/**
 * Step 4 form (SPEC §2 specializations, §5 rules): the specialization with its seats left, one of
 * the cohort's internship start dates (those that have passed are shown but cannot be chosen) and
 * one of its durations; then the irreversible confirm and POST /student/specialization.
 */
import { Alert, App, Button, Form, Radio, Select } from 'antd';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { weekdayDayLabel } from '@portal/domain/calendar';
import { SPECIALIZATIONS, SUPPORT_EMAIL } from '@portal/domain/constants';
import { startDateCodeOf } from '@portal/domain/cohort';
import { MESSAGES } from '@portal/domain/messages';
import type { SeatsView } from '@portal/domain/views/seats';
import {
  SPECIALIZATION_FIELD_ORDER,
  durationLabel,
  normalizeSpecialization,
  seatsLeft,
  validateSpecialization,
  type SelectionCohort,
  type SpecializationInput,
} from '@portal/domain/specialization';
import { ApiError, messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { domainRules, serverFieldErrors } from '../../../lib/form-rules';
import { finalizeSelection, selectionQuery } from '../api/specialization-api';
import { useStepMutation } from '../../../hooks/use-step-mutation';
import type { StudentProgram } from '../../../lib/student-program';
import { studentKeys } from '../../../lib/query-keys';

interface SelectionFormValues {
  specialization?: string;
  startDateCode?: string;
  durationWeeks?: number;
}

export interface SpecializationFormProps {
  /** Seats per specialization, or null when they could not be loaded (the options then show no counts). */
  seats: SeatsView | null;
  /** The student's cohort and the start dates the server's calendar still allows. */
  program: StudentProgram;
}

/** Before the start dates: the validity of a date was decided by the server (openStartDates), so none counts as passed here. */
const SERVER_DECIDED = new Date(0);

export function SpecializationForm({ seats, program }: SpecializationFormProps) {
  const [form] = Form.useForm<SelectionFormValues>();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const finalize = useStepMutation(selectionQuery.queryKey, finalizeSelection);
  const saving = finalize.isPending;
  const choosable: SelectionCohort = useMemo(
    () => ({ internshipStartDates: program.openStartDates, durationsWeeks: program.cohort.durationsWeeks }),
    [program],
  );
  const rules = useMemo(
    () =>
      domainRules(
        form,
        (values: SelectionFormValues) => validateSpecialization(values as SpecializationInput, choosable, SERVER_DECIDED),
        SPECIALIZATION_FIELD_ORDER,
      ),
    [form, choosable],
  );
  const noDateOpen = program.openStartDates.length === 0;

  const options = SPECIALIZATIONS.map((spec) => {
    const live = seats?.specializations.find((s) => s.name === spec.name);
    const left = live ? seatsLeft(live) : null;
    return {
      value: spec.name,
      disabled: left === 0,
      label: left === null ? spec.name : `${spec.name} — ${left === 0 ? 'no seats left' : `${left} of ${live!.seats} seats left`}`,
    };
  });

  async function onFinish(values: SelectionFormValues) {
    const selection = normalizeSpecialization(values as SpecializationInput, choosable);
    const confirmed = await confirm({
      irreversible: true,
      title: 'Finalize your specialization?',
      content: (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          <li>{selection.specialization}</li>
          <li>Starts {weekdayDayLabel(selection.startDate)}</li>
          <li>{durationLabel(selection.durationWeeks)}</li>
        </ul>
      ),
      okText: 'Yes, finalize',
    });
    if (!confirmed) return;
    try {
      await finalize.mutateAsync({ ...selection, confirm: true });
      void message.success(MESSAGES.selectionFinalized);
    } catch (err) {
      form.setFields(serverFieldErrors(err, SPECIALIZATION_FIELD_ORDER));
      void message.error(messageOf(err, MESSAGES.selectionFailed));
      // The selection exists or the seats changed: the seat counts are loaded again too.
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: studentKeys.program });
    }
  }

  return (
    <Form<SelectionFormValues>
      form={form}
      name="specialization"
      layout="vertical"
      requiredMark
      validateTrigger="onBlur"
      onFinish={onFinish}
      scrollToFirstError={{ focus: true, block: 'center' }}
      disabled={saving}
      style={{ maxWidth: 640 }}
    >
      <PageText>
        Choose the track you trained in for your internship and Job/PPO interviews. Seats are given first come, first served.
      </PageText>
      <Form.Item name="specialization" label="Specialization" required rules={rules.specialization}>
        <Select placeholder="Select a specialization" options={options} virtual={false} />
      </Form.Item>
      {noDateOpen && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Every internship start date of ${program.cohort.name} has passed. Please write to ${SUPPORT_EMAIL} with your Student ID and we will move you to the next cohort.`}
        />
      )}
      <Form.Item
        name="startDateCode"
        label={`Internship start date (${program.cohort.name} cohort)`}
        required
        rules={rules.startDateCode}
        validateTrigger="onChange"
        extra={noDateOpen ? undefined : 'Dates that have passed cannot be chosen.'}
      >
        <Radio.Group
          optionType="button"
          options={program.cohort.internshipStartDates.map((date) => ({
            value: startDateCodeOf(date),
            label: weekdayDayLabel(date),
            disabled: !program.openStartDates.includes(date),
          }))}
        />
      </Form.Item>
      <Form.Item name="durationWeeks" label="Duration" required rules={rules.durationWeeks} validateTrigger="onChange">
        <Radio.Group
          optionType="button"
          options={program.cohort.durationsWeeks.map((weeks) => ({ value: weeks, label: durationLabel(weeks) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={noDateOpen}>
        Finalize selection
      </Button>
    </Form>
  );
}
