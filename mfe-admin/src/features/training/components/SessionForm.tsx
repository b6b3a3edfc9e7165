/**
 * Edit one session in a dialog: topic, instructor, meeting link, and after it the recording and
 * the materials. Links are https only (domain isMeetingLink, as the server checks them); only
 * what changed is sent, an emptied field as null.
 */
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { isMeetingLink } from '@portal/domain/job-slot';
import type { AdminSessionView } from '@portal/domain/views/training';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { DialogFormButtons } from '../../../components/DialogFormButtons';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import type { SessionFields } from '../api/training';

interface SessionValues {
  topic: string;
  instructor: string;
  meetingUrl: string;
  recordingUrl: string;
  materials: { title: string; url: string }[];
}

export const SESSION_FORM_TEXT = {
  linkInvalid: 'Please give a link starting with https://.',
  materialTitle: 'Please name the material.',
  saveFailed: 'Could not save the session.',
} as const;

const LINK_FIELDS = ['meetingUrl', 'recordingUrl'] as const;

const linkRule = {
  validator: (_: unknown, value?: string) =>
    !value?.trim() || isMeetingLink(value) ? Promise.resolve() : Promise.reject(new Error(SESSION_FORM_TEXT.linkInvalid)),
};

/** The fields whose value differs from the session's, an emptied one as null. */
function changes(session: AdminSessionView, values: SessionValues): SessionFields {
  const out: SessionFields = {};
  const text = (value: string) => value.trim() || null;
  for (const key of ['topic', 'instructor', ...LINK_FIELDS] as const) {
    if (text(values[key]) !== session[key]) out[key] = text(values[key]);
  }
  const materials = values.materials.map((m) => ({ title: m.title.trim(), url: m.url.trim() })).filter((m) => m.title || m.url);
  if (JSON.stringify(materials) !== JSON.stringify(session.materials)) out.materials = materials;
  return out;
}

export function SessionForm({
  session,
  onSave,
  onClose,
}: {
  session: AdminSessionView;
  onSave(fields: SessionFields): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<SessionValues>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  async function submit(values: SessionValues) {
    const fields = changes(session, values);
    if (Object.keys(fields).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await onSave(fields);
      onClose();
    } catch (err) {
      const problems = serverFieldErrors<string>(err);
      form.setFields(Object.entries(problems).map(([name, error]) => ({ name: name as keyof SessionValues, errors: [error ?? ''] })));
      void message.error(messageOf(err, SESSION_FORM_TEXT.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`Edit session ${session.number} of ${formatDateTime(session.startsAt)}`}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <Form<SessionValues>
        form={form}
        layout="vertical"
        disabled={saving}
        onFinish={(values) => void submit(values)}
        initialValues={{
          topic: session.topic ?? '',
          instructor: session.instructor ?? '',
          meetingUrl: session.meetingUrl ?? '',
          recordingUrl: session.recordingUrl ?? '',
          materials: session.materials,
        }}
      >
        <Form.Item name="topic" label="Topic">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="instructor" label="Instructor">
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="meetingUrl" label="Meeting link (https://…)" rules={[linkRule]}>
          <Input type="url" maxLength={500} />
        </Form.Item>
        <Form.Item name="recordingUrl" label="Recording link (https://…)" rules={[linkRule]}>
          <Input type="url" maxLength={500} />
        </Form.Item>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>Materials</legend>
          <Form.List name="materials">
            {(items, { add, remove }) => (
              <Flex vertical gap={8} style={{ marginBottom: 16 }}>
                {items.map((item, index) => (
                  <Flex key={item.key} gap={8} wrap align="start">
                    <Form.Item
                      name={[item.name, 'title']}
                      label={`Material ${index + 1}: title`}
                      rules={[{ required: true, whitespace: true, message: SESSION_FORM_TEXT.materialTitle }]}
                      style={{ flex: '1 1 180px', marginBottom: 0 }}
                    >
                      <Input maxLength={200} />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'url']}
                      label={`Material ${index + 1}: link (https://…)`}
                      rules={[{ required: true, message: SESSION_FORM_TEXT.linkInvalid }, linkRule]}
                      style={{ flex: '2 1 240px', marginBottom: 0 }}
                    >
                      <Input type="url" maxLength={500} />
                    </Form.Item>
                    <Button onClick={() => remove(item.name)} aria-label={`Remove material ${index + 1}`} style={{ marginTop: 30 }}>
                      Remove
                    </Button>
                  </Flex>
                ))}
                <Button onClick={() => add({ title: '', url: '' })} style={{ alignSelf: 'start' }}>
                  Add material
                </Button>
              </Flex>
            )}
          </Form.List>
        </fieldset>
        <DialogFormButtons submitLabel="Save session" saving={saving} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
