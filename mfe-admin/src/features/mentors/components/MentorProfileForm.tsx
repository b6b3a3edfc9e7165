/**
 * A mentor's profile in a dialog: the name and title printed on letters, and the specializations
 * they supervise. The rules are domain/mentor.ts mentorProfileProblems, checked here and again by
 * the server (which also refuses to drop a specialization that still has the mentor's interns).
 */
import { App, Checkbox, Form, Input, Modal, type FormInstance } from 'antd';
import { useState } from 'react';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import {
  MENTOR_MESSAGES,
  MENTOR_NAME_MAX_LENGTH,
  MENTOR_PROFILE_FIELD_ORDER,
  MENTOR_TITLE_MAX_LENGTH,
  mentorProfileProblems,
  type MentorProfileField,
  type MentorProfileInput,
} from '@portal/domain/mentor';
import type { MentorView } from '@portal/domain/views/mentors';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { DialogFormButtons } from '../../../components/DialogFormButtons';
import { serverFieldErrors } from '../../../lib/server-field-errors';

type FieldName = Parameters<FormInstance<MentorProfileInput>['setFields']>[0][number]['name'];

export function MentorProfileForm({
  mentor,
  onSave,
  onClose,
}: {
  mentor: MentorView;
  onSave(profile: MentorProfileInput): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<MentorProfileInput>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  function show(problems: Partial<Record<MentorProfileField, string>>) {
    form.setFields(
      MENTOR_PROFILE_FIELD_ORDER.map((field) => ({ name: field as FieldName, errors: problems[field] ? [problems[field]!] : [] })),
    );
  }

  async function submit(values: MentorProfileInput) {
    const profile = { name: values.name ?? '', title: values.title ?? '', specializations: values.specializations ?? [] };
    const problems = mentorProfileProblems(profile);
    show(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await onSave(profile);
      void message.success(MENTOR_MESSAGES.profileSaved);
      onClose();
    } catch (err) {
      show(serverFieldErrors<MentorProfileField>(err));
      void message.error(messageOf(err, 'Could not save the mentor profile.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title={`Mentor profile of ${mentor.email}`} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Form<MentorProfileInput>
        form={form}
        layout="vertical"
        initialValues={{ name: mentor.name ?? '', title: mentor.title ?? '', specializations: mentor.specializations }}
        onFinish={submit}
        disabled={saving}
      >
        <Form.Item name="name" label="Name (printed on letters)">
          <Input maxLength={MENTOR_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="title" label="Title (printed under the name)">
          <Input maxLength={MENTOR_TITLE_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="specializations" label="Supervises interns of">
          <Checkbox.Group options={SPECIALIZATIONS.map((s) => ({ value: s.name, label: s.name }))} style={{ display: 'grid', gap: 4 }} />
        </Form.Item>
        <DialogFormButtons submitLabel="Save profile" saving={saving} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
