/**
 * Step 5 form (SPEC §2 background, §5 rules): Student or Professional, that group's fields and
 * an optional LinkedIn profile; then the irreversible confirm and POST /student/background.
 */
import { App, Button, Form, Input, Radio, Select } from 'antd';
import { useMemo } from 'react';
import { BACKGROUND_FIELD_ORDER, validateBackground } from '@portal/domain/background';
import { EDUCATION_LEVELS, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, PROFILE_TYPES } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { domainRules, serverFieldErrors } from '../../../lib/form-rules';
import { backgroundQuery, submitBackground } from '../api/background-api';
import { useStepMutation } from '../../../hooks/use-step-mutation';
import { BACKGROUND_LABELS, PROFILE_TYPE_LABELS } from '@portal/domain/background';
import { toBackgroundRequest, type BackgroundFormValues } from '../lib/background-values';

export function BackgroundForm() {
  const [form] = Form.useForm<BackgroundFormValues>();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const submit = useStepMutation(backgroundQuery.queryKey, submitBackground);
  const saving = submit.isPending;
  const profileType = Form.useWatch('profileType', form) ?? 'STUDENT';
  const rules = useMemo(() => domainRules(form, validateBackground, BACKGROUND_FIELD_ORDER), [form]);

  async function onFinish() {
    const values = form.getFieldsValue(true) as BackgroundFormValues;
    const confirmed = await confirm({
      irreversible: true,
      title: 'Submit your background?',
      content: `You are submitting it as a ${PROFILE_TYPE_LABELS[values.profileType].toLowerCase()}.`,
      okText: 'Yes, submit',
    });
    if (!confirmed) return;
    try {
      await submit.mutateAsync(toBackgroundRequest(values));
      void message.success(MESSAGES.backgroundSubmitted);
    } catch (err) {
      form.setFields(serverFieldErrors(err, BACKGROUND_FIELD_ORDER));
      void message.error(messageOf(err, MESSAGES.backgroundFailed));
    }
  }

  const numeric = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <Form<BackgroundFormValues>
      form={form}
      name="background"
      layout="vertical"
      requiredMark
      initialValues={{ profileType: 'STUDENT' }}
      validateTrigger="onBlur"
      onFinish={onFinish}
      scrollToFirstError={{ focus: true, block: 'center' }}
      disabled={saving}
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="profileType" label={BACKGROUND_LABELS.profileType} required rules={rules.profileType}>
        <Radio.Group optionType="button" options={PROFILE_TYPES.map((t) => ({ value: t, label: PROFILE_TYPE_LABELS[t] }))} />
      </Form.Item>

      {profileType === 'STUDENT' ? (
        <>
          <Form.Item name="educationalLevel" label={BACKGROUND_LABELS.educationalLevel} required rules={rules.educationalLevel}>
            <Select
              placeholder="Select your education level"
              options={EDUCATION_LEVELS.map((l) => ({ value: l, label: l }))}
              virtual={false}
            />
          </Form.Item>
          <Form.Item
            name="graduationYear"
            label={BACKGROUND_LABELS.graduationYear}
            required
            rules={rules.graduationYear}
            extra={`YYYY, ${GRADUATION_YEAR_MIN}–${GRADUATION_YEAR_MAX}`}
          >
            <Input {...numeric} maxLength={4} placeholder="2026" />
          </Form.Item>
          <Form.Item name="college" label={BACKGROUND_LABELS.college} required rules={rules.college}>
            <Input maxLength={200} autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="branch"
            label={BACKGROUND_LABELS.branch}
            required
            rules={rules.branch}
            extra="e.g., CSE, IT, Software Engineering"
          >
            <Input maxLength={120} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="jobTitle" label={BACKGROUND_LABELS.jobTitle} required rules={rules.jobTitle}>
            <Input maxLength={120} autoComplete="organization-title" />
          </Form.Item>
          <Form.Item name="company" label={BACKGROUND_LABELS.company} required rules={rules.company}>
            <Input maxLength={200} autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="experienceMonths"
            label={BACKGROUND_LABELS.experienceMonths}
            required
            rules={rules.experienceMonths}
            extra="Whole months, 0–480"
          >
            <Input {...numeric} maxLength={4} />
          </Form.Item>
        </>
      )}

      <Form.Item name="linkedinProfile" label={BACKGROUND_LABELS.linkedinProfile} rules={rules.linkedinProfile}>
        {/* Not type="url": the browser's own check would block the submit with its own words instead of the SPEC's. */}
        <Input inputMode="url" maxLength={300} placeholder="https://www.linkedin.com/in/your-name" autoComplete="url" />
      </Form.Item>

      <Button type="primary" htmlType="submit" loading={saving}>
        Submit background
      </Button>
    </Form>
  );
}
