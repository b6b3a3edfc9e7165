/**
 * Step 4 form (SPEC §2 specializations, §5 rules): the specialization with its seats left, the
 * internship start date in December 2025 and the duration; then the irreversible confirm and
 * POST /student/specialization.
 */
import { App, Button, Form, Radio, Select } from 'antd';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DURATION_WEEKS, SPECIALIZATIONS, START_DATE_CODES, type StartDateCode } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import type { SeatsView } from '@portal/domain/views/seats';
import {
  SPECIALIZATION_FIELD_ORDER,
  durationLabel,
  normalizeSpecialization,
  seatsLeft,
  startDateLabel,
  validateSpecialization,
  type SpecializationInput,
} from '@portal/domain/specialization';
import { ApiError, messageOf } from '@portal/shared-ui/api/api-client';
import { useIrreversibleConfirm } from '@portal/shared-ui/components/IrreversibleConfirm';
import { domainRules, serverFieldErrors } from '../../../lib/form-rules';
import { finalizeSelection, seatsQuery, selectionQuery } from '../api/specialization-api';
import { useStepMutation } from '../../../hooks/use-step-mutation';

interface SelectionFormValues {
  specialization?: string;
  startDateCode?: StartDateCode;
  durationWeeks?: number;
}

export interface SpecializationFormProps {
  /** Seats per specialization, or null when they could not be loaded (the options then show no counts). */
  seats: SeatsView | null;
}

const validate = (values: SelectionFormValues) => validateSpecialization(values as SpecializationInput);

export function SpecializationForm({ seats }: SpecializationFormProps) {
  const [form] = Form.useForm<SelectionFormValues>();
  const { message } = App.useApp();
  const confirm = useIrreversibleConfirm();
  const queryClient = useQueryClient();
  const finalize = useStepMutation(selectionQuery.queryKey, finalizeSelection);
  const saving = finalize.isPending;
  const rules = useMemo(() => domainRules(form, validate, SPECIALIZATION_FIELD_ORDER), [form]);

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
    const selection = normalizeSpecialization(values as SpecializationInput);
    const confirmed = await confirm({
      title: 'Finalize your specialization?',
      content: (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          <li>{selection.specialization}</li>
          <li>Starts {startDateLabel(selection.startDateCode)}</li>
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
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: seatsQuery.queryKey });
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
      <Form.Item name="startDateCode" label="Internship start date" required rules={rules.startDateCode} validateTrigger="onChange">
        <Radio.Group optionType="button" options={START_DATE_CODES.map((code) => ({ value: code, label: startDateLabel(code) }))} />
      </Form.Item>
      <Form.Item name="durationWeeks" label="Duration" required rules={rules.durationWeeks} validateTrigger="onChange">
        <Radio.Group optionType="button" options={DURATION_WEEKS.map((weeks) => ({ value: weeks, label: durationLabel(weeks) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Finalize selection
      </Button>
    </Form>
  );
}
