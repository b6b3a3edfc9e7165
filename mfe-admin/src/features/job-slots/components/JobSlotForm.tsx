/**
 * Publish an interview slot in a dialog: company, role, specialization (one or all),
 * start in India time, duration, online with a link or on site with an address, capacity. The
 * rules are domain/job-slot.ts jobSlotProblems, checked here and again by the server.
 */
import { App, Flex, Form, Input, Modal, Radio, type FormInstance } from 'antd';
import { useState } from 'react';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import {
  JOB_SLOT_MODES,
  JOB_SLOT_MODE_LABELS,
  jobSlotProblems,
  type JobSlotField,
  type JobSlotFields,
  type JobSlotMode,
} from '@portal/domain/job-slot';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { NativeSelect } from '@portal/shared-ui/components/NativeSelect';
import { istInputToIso } from '../../../lib/india-time';
import { DateTimeInput } from '@portal/shared-ui/components/DateTimeInput';
import { DialogFormButtons } from '../../../components/DialogFormButtons';
import { serverFieldErrors } from '../../../lib/server-field-errors';

interface SlotFormValues {
  company: string;
  role: string;
  specialization: string;
  startsAt: string;
  durationMinutes: string;
  mode: JobSlotMode;
  location: string;
  capacity: string;
}

type FieldName = Parameters<FormInstance<SlotFormValues>['setFields']>[0][number]['name'];
const ALL = 'ALL';
const FIELDS: JobSlotField[] = ['company', 'role', 'specialization', 'startsAt', 'durationMinutes', 'mode', 'location', 'capacity'];

function fieldsOf(v: SlotFormValues): JobSlotFields {
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
  return {
    company: v.company,
    role: v.role,
    specialization: v.specialization === ALL ? null : v.specialization,
    startsAt: v.startsAt ? istInputToIso(v.startsAt) : '',
    durationMinutes: whole(v.durationMinutes),
    mode: v.mode,
    location: v.location.trim(),
    capacity: whole(v.capacity),
  };
}

export function JobSlotForm({ onSave, onClose }: { onSave(fields: JobSlotFields): Promise<unknown>; onClose(): void }) {
  const [form] = Form.useForm<SlotFormValues>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const mode = Form.useWatch('mode', form) ?? 'ONLINE';

  function show(problems: Partial<Record<JobSlotField, string>>) {
    form.setFields(FIELDS.map((field) => ({ name: field as FieldName, errors: problems[field] ? [problems[field]!] : [] })));
  }

  async function submit(values: SlotFormValues) {
    const fields = fieldsOf(values);
    // Whether the start has passed is the server's to say (its calendar); the rest is checked here.
    const problems = jobSlotProblems(fields, new Date(0));
    show(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await onSave(fields);
      onClose();
    } catch (err) {
      show(serverFieldErrors<JobSlotField>(err));
      void message.error(messageOf(err, 'Could not publish the slot.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title="New interview slot" onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <Form<SlotFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          company: '',
          role: '',
          startsAt: '',
          location: '',
          mode: 'ONLINE',
          specialization: ALL,
          durationMinutes: '30',
          capacity: '10',
        }}
        onFinish={submit}
        disabled={saving}
      >
        <Flex gap={16} wrap>
          <Form.Item name="company" label="Company" style={{ flex: 1, minWidth: 220 }}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="role" label="Role" style={{ flex: 1, minWidth: 220 }}>
            <Input maxLength={120} />
          </Form.Item>
        </Flex>
        <Form.Item name="specialization" label="For students of">
          <NativeSelect
            placeholder="Choose a specialization"
            options={[{ value: ALL, label: 'Every specialization' }, ...SPECIALIZATIONS.map((s) => ({ value: s.name, label: s.name }))]}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="startsAt" label="Starts (India time, IST)">
            <DateTimeInput timeLabel="Start time of day (HH:MM, IST)" />
          </Form.Item>
          <Form.Item name="durationMinutes" label="Duration (minutes)">
            <Input inputMode="numeric" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="capacity" label="Seats">
            <Input inputMode="numeric" style={{ width: 120 }} />
          </Form.Item>
        </Flex>
        <Form.Item name="mode" label="Where">
          <Radio.Group options={JOB_SLOT_MODES.map((value) => ({ value, label: JOB_SLOT_MODE_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="location" label={mode === 'ONLINE' ? 'Meeting link (https://…)' : 'Address'}>
          {mode === 'ONLINE' ? (
            <Input type="url" maxLength={300} />
          ) : (
            <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} />
          )}
        </Form.Item>
        <DialogFormButtons submitLabel={'Publish and notify students'} saving={saving} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
