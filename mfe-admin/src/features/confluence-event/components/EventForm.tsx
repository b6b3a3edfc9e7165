/** The Confluence event's time, venue and registration in a dialog; the rules are domain/event.ts eventProblems, checked again by the server. */
import { App, Checkbox, Form, Input, Modal, type FormInstance } from 'antd';
import { useState } from 'react';
import { EVENT_VENUE_MAX, type EventField, type EventSettings } from '@portal/domain/event';
import type { AdminEventView } from '@portal/domain/views/event';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { istInputToIso, isoToIstInput } from '../../../lib/india-time';
import { DateTimeInput } from '@portal/shared-ui/components/DateTimeInput';
import { DialogFormButtons } from '../../../components/DialogFormButtons';
import { serverFieldErrors } from '../../../lib/server-field-errors';

interface EventFormValues {
  startsAt: string;
  venue: string;
  registrationOpen: boolean;
}

type FieldName = Parameters<FormInstance<EventFormValues>['setFields']>[0][number]['name'];
const FIELDS: EventField[] = ['startsAt', 'venue', 'registrationOpen'];

export function EventForm({
  event,
  onSave,
  onClose,
}: {
  event: AdminEventView;
  onSave(s: EventSettings): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<EventFormValues>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  async function submit(v: EventFormValues) {
    setSaving(true);
    try {
      await onSave({
        startsAt: v.startsAt ? istInputToIso(v.startsAt) : null,
        venue: v.venue.trim() || null,
        registrationOpen: v.registrationOpen,
      });
      onClose();
    } catch (err) {
      const problems = serverFieldErrors<EventField>(err);
      form.setFields(FIELDS.map((f) => ({ name: f as FieldName, errors: problems[f] ? [problems[f]!] : [] })));
      void message.error(messageOf(err, 'Could not save the event.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title={`Confluence of ${event.cohortName}`} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<EventFormValues>
        form={form}
        layout="vertical"
        disabled={saving}
        onFinish={submit}
        initialValues={{
          startsAt: event.startsAt ? isoToIstInput(event.startsAt) : '',
          venue: event.venue ?? '',
          registrationOpen: event.registrationOpen,
        }}
      >
        <Form.Item name="startsAt" label="Starts (India time, IST)" extra="Leave empty while the time is to be announced.">
          <DateTimeInput timeLabel="Start time of day (HH:MM, IST)" />
        </Form.Item>
        <Form.Item name="venue" label="Venue" extra="Leave empty while the venue is to be announced.">
          <Input maxLength={EVENT_VENUE_MAX} />
        </Form.Item>
        <Form.Item name="registrationOpen" valuePropName="checked" extra="Opening needs the time and the venue.">
          <Checkbox>Registration open</Checkbox>
        </Form.Item>
        <DialogFormButtons submitLabel={'Save'} saving={saving} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
