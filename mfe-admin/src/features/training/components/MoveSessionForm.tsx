/** Move a session that has not started to another start (India time), with the reason the batch is mailed. */
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { DateTimeInput } from '@portal/shared-ui/components/DateTimeInput';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import type { AdminSessionView } from '@portal/domain/views/training';
import { DialogFormButtons } from '../../../components/DialogFormButtons';
import { REASON_REQUIRED } from '../../../components/ReasonDialog';
import { istInputToIso, isoToIstInput } from '../../../lib/india-time';
import { TRAINING_REASON_MAX } from '../lib/reason';

interface MoveValues {
  startsAt: string;
  reason: string;
}

export const MOVE_TEXT = {
  startInvalid: 'Enter the new start as a date (DD/MM/YYYY) and a time (HH:MM).',
  moveFailed: 'Could not move the session.',
} as const;

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function MoveSessionForm({
  session,
  onMove,
  onClose,
}: {
  session: AdminSessionView;
  onMove(startsAt: string, reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<MoveValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: MoveValues) {
    setSaving(true);
    setError(null);
    try {
      await onMove(istInputToIso(values.startsAt), values.reason.trim());
      onClose();
    } catch (err) {
      setError(messageOf(err, MOVE_TEXT.moveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`Move session ${session.number} of ${formatDateTime(session.startsAt)}?`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <p>Every student of the batch is mailed the new time and this reason; their calendars follow.</p>
      <Form<MoveValues>
        form={form}
        layout="vertical"
        disabled={saving}
        initialValues={{ startsAt: isoToIstInput(session.startsAt), reason: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="startsAt"
          label="New start (India time, IST)"
          rules={[
            { validator: (_, v?: string) => (v && LOCAL.test(v) ? Promise.resolve() : Promise.reject(new Error(MOVE_TEXT.startInvalid))) },
          ]}
        >
          <DateTimeInput timeLabel="New start time of day (HH:MM, IST)" />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: REASON_REQUIRED }]}>
          <Input.TextArea maxLength={TRAINING_REASON_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
        <DialogFormButtons submitLabel="Move and notify the batch" saving={saving} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
