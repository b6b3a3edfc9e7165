/** Reject asks for the note the student will read: a preset reason fills it, the admin may edit it; nothing generic is pre-filled. */
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import type { AdminIdProof } from '@portal/domain/views/id-proof';
import { REJECT_REASONS } from '@portal/domain/id-proof';

const NOTE_MAX = 500;
export const NOTE_REQUIRED = 'Please write a note for the student.';

export interface RejectDialogProps {
  /** The proof being rejected; null when closed. */
  proof: AdminIdProof | null;
  onCancel(): void;
  /** Resolves true when the rejection went through (the dialog then closes). */
  onReject(proof: AdminIdProof, note: string): Promise<boolean>;
}

export function RejectDialog({ proof, onCancel, onReject }: RejectDialogProps) {
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A newly opened proof starts from its own note.
  const [seenProof, setSeenProof] = useState<AdminIdProof | null>(null);
  if (proof !== seenProof) {
    setSeenProof(proof);
    if (proof) {
      setNote(proof.reviewNote ?? '');
      setReason(null);
      setError(null);
    }
  }

  const submit = async () => {
    if (!proof) return;
    if (!note.trim()) {
      setError(NOTE_REQUIRED);
      return;
    }
    setSaving(true);
    const done = await onReject(proof, note.trim());
    setSaving(false);
    if (done) onCancel();
  };

  return (
    <Modal
      open={!!proof}
      title={`Reject the ID of ${proof?.name || proof?.userEmail || 'this student'}`}
      okText="Reject"
      okButtonProps={{ danger: true, loading: saving }}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={<span id="reject-reason-label">Reason</span>}>
          <Radio.Group
            aria-labelledby="reject-reason-label"
            value={reason}
            onChange={(e) => {
              const chosen = REJECT_REASONS.find((r) => r.key === e.target.value);
              setReason(e.target.value as string);
              if (chosen) setNote(chosen.note);
              if (error && chosen?.note) setError(null);
            }}
            options={REJECT_REASONS.map((r) => ({ value: r.key, label: r.label }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          />
        </Form.Item>
        <Form.Item
          label="Note to the student"
          htmlFor="reject-note"
          validateStatus={error ? 'error' : undefined}
          help={error ?? 'The student sees this note on the dashboard and in the e-mail.'}
        >
          <Input.TextArea
            id="reject-note"
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              if (error) setError(null);
            }}
            rows={5}
            maxLength={NOTE_MAX}
            showCount
            // The count hangs below the box: room for it, so it does not sit on the help text.
            style={{ marginBottom: 22 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
