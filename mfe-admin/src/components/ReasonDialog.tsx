/** Asks the admin for the reason of an action the people concerned will read (cancelling a slot, revoking a certificate). */
import { Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { messageOf } from '@portal/shared-ui/api/api-client';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the reason is for and who reads it. */
  description: string;
  okText: string;
  maxLength: number;
  onCancel(): void;
  /** Throws with the server's words when refused; the dialog then shows them and stays open. */
  onSubmit(reason: string): Promise<void>;
}

export const REASON_REQUIRED = 'Please write the reason.';

export function ReasonDialog({ open, title, description, okText, maxLength, onCancel, onSubmit }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = useId();

  async function submit() {
    if (!reason.trim()) {
      setError(REASON_REQUIRED);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(reason.trim());
      setReason('');
      setError(null);
      onCancel();
    } catch (err) {
      setError(messageOf(err, 'The action failed. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: saving }}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{description}</p>
      <Form layout="vertical" component="div">
        <Form.Item label="Reason" htmlFor={fieldId} required validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.TextArea
            id={fieldId}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            maxLength={maxLength}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
