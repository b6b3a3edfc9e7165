/**
 * The profile form of /onboarding and /profile (SPEC §2, §5): full name, country, state
 * (a select for India, free text elsewhere) and phone with a fixed dial code. Validates
 * with the domain rules on blur and on submit, then PUT /me.
 */
import { App, Button, Flex, Form, type FormRule } from 'antd';
import { NativeSelect } from '@portal/shared-ui/components/NativeSelect';
// The plain field only: antd's `Input` namespace also brings TextArea, Password, Search and OTP (~4 KB gzip on a 300 KB page).
import Input from 'antd/es/input/Input';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { COUNTRIES, INDIA, INDIAN_STATES } from '@portal/domain/constants';
import type { ProfileField } from '@portal/domain/validation';
import { ApiError, messageOf } from '@portal/shared-ui/api/api-client';
import { updateMe, type Me } from '@portal/shared-ui/api/me';
import { rememberMe } from '@portal/shared-ui/query/me-query';
import { PHONE_EXAMPLE, PhoneInput } from '@portal/shared-ui/components/PhoneInput';
import { PROFILE_LABELS, toFormValues, type ProfileFormValues } from '../lib/profile-values';

export interface ProfileFormProps {
  me: Me;
  /** SPEC §8 success text: 'Profile saved.' (onboarding) or 'Profile updated successfully.' (profile). */
  successMessage: string;
  /** SPEC §8 fallback when the server gives no text: 'Failed to save.' or 'Update failed.' */
  failureMessage: string;
  /** Name, country and state are read-only once the ID is verified. */
  lockIdentity?: boolean;
  /** Read-only rows shown above the editable fields (Student ID, email). */
  header?: ReactNode;
  /** Buttons shown after 'Save Profile'. */
  extraActions?: ReactNode;
  onSaved?: (me: Me) => void;
}

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));
const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s, label: s }));
const FIELDS: readonly ProfileField[] = ['name', 'country', 'state', 'phone'];

// The rules that check and shape the profile carry the phone numbering plans (libphonenumber-js and
// its metadata, 17 KB gzip): fetched when the form is first focused, not with the page.
const loadProfileRules = () => import('@portal/domain/validation');
const loadProfileUpdate = () => import('../lib/profile-update');
const loadRules = () => Promise.all([loadProfileRules(), loadProfileUpdate()]);

/**
 * A locked field (name, country and state once the ID is verified) stays readable: the text in the
 * page's ink on a grey field (AA contrast), where antd's disabled look is a faint grey.
 */
const LOCKED_FIELD: CSSProperties = { color: '#1f2937', WebkitTextFillColor: '#1f2937', backgroundColor: '#f3f4f6', opacity: 1 };

export function ProfileForm({ me, successMessage, failureMessage, lockIdentity = false, header, extraActions, onSaved }: ProfileFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  const { message } = App.useApp();
  // The saved profile (the whole user, as GET /me answers it) becomes the cached user.
  const save = useMutation({ mutationFn: updateMe, onSuccess: rememberMe });
  const saving = save.isPending;
  const initialValues = useMemo(() => toFormValues(me), [me]);
  // Follows the Country select (set in onValuesChange), so the state field and the phone prefix switch with it.
  const [country, setCountry] = useState(initialValues.country);
  const isIndia = country === INDIA;

  // One validator per field, all reading the domain rules, so the messages are SPEC §5 word for word.
  const rules = useMemo(() => {
    const rule = (field: ProfileField): FormRule => ({
      validator: async () => {
        const { validateProfile } = await loadProfileRules();
        const error = validateProfile(form.getFieldsValue(true) as ProfileFormValues)[field];
        if (error) throw new Error(error);
      },
    });
    return Object.fromEntries(FIELDS.map((f) => [f, [rule(f)]])) as Record<ProfileField, FormRule[]>;
  }, [form]);

  function onValuesChange(changed: Partial<ProfileFormValues>) {
    if ('country' in changed) {
      setCountry(changed.country);
      // SPEC §5: choosing another country clears the state (a free-text region is no Indian state, and back).
      form.setFields([{ name: 'state', value: undefined, errors: [] }]);
    }
    // Once a field shows an error, re-check it as the person fixes it instead of waiting for blur.
    const touched = Object.keys(changed) as ProfileField[];
    const recheck = FIELDS.filter(
      (f) => form.getFieldError(f).length > 0 && (touched.includes(f) || (f === 'phone' && touched.includes('country'))),
    );
    if (recheck.length) void form.validateFields(recheck).catch(() => undefined);
  }

  async function onFinish() {
    try {
      const { toProfileUpdate } = await loadProfileUpdate();
      const saved = await save.mutateAsync(toProfileUpdate(form.getFieldsValue(true) as ProfileFormValues));
      message.success(successMessage);
      form.setFieldsValue(toFormValues(saved));
      onSaved?.(saved);
    } catch (err) {
      showServerFieldErrors(err);
      message.error(messageOf(err, failureMessage));
    }
  }

  function showServerFieldErrors(err: unknown) {
    if (!(err instanceof ApiError) || !err.body || typeof err.body !== 'object') return;
    const errors = (err.body as { errors?: unknown }).errors;
    if (!errors || typeof errors !== 'object') return;
    const fields = FIELDS.filter((f) => typeof (errors as Record<string, unknown>)[f] === 'string').map((f) => ({
      name: f,
      errors: [(errors as Record<string, string>)[f] as string],
    }));
    if (fields.length) form.setFields(fields);
  }

  return (
    <Form<ProfileFormValues>
      form={form}
      name="profile"
      layout="vertical"
      requiredMark
      initialValues={initialValues}
      validateTrigger="onBlur"
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      onFocus={() => void loadRules()}
      scrollToFirstError={{ focus: true, block: 'center' }}
      disabled={saving}
      style={{ maxWidth: 560 }}
    >
      {header}
      <Form.Item name="name" label={PROFILE_LABELS.name} required rules={rules.name} extra="As on your government ID">
        <Input autoComplete="name" maxLength={200} disabled={lockIdentity || undefined} style={lockIdentity ? LOCKED_FIELD : undefined} />
      </Form.Item>

      <Form.Item name="country" label={PROFILE_LABELS.country} required rules={rules.country}>
        <NativeSelect
          autoComplete="country-name"
          placeholder="Select your country"
          options={COUNTRY_OPTIONS}
          disabled={lockIdentity || undefined}
          style={lockIdentity ? LOCKED_FIELD : undefined}
        />
      </Form.Item>

      {isIndia ? (
        <Form.Item
          key="state-india"
          name="state"
          label={PROFILE_LABELS.state}
          required
          rules={rules.state}
          extra="Needed for GST billing in India"
        >
          <NativeSelect
            autoComplete="address-level1"
            placeholder="Select your state"
            options={STATE_OPTIONS}
            disabled={lockIdentity || undefined}
            style={lockIdentity ? LOCKED_FIELD : undefined}
          />
        </Form.Item>
      ) : (
        <Form.Item key="state-region" name="state" label={PROFILE_LABELS.stateOptional}>
          <Input
            autoComplete="address-level1"
            maxLength={100}
            disabled={lockIdentity || undefined}
            style={lockIdentity ? LOCKED_FIELD : undefined}
          />
        </Form.Item>
      )}

      <Form.Item name="phone" label={PROFILE_LABELS.phone} required rules={rules.phone} extra={`Example: ${PHONE_EXAMPLE}`}>
        <PhoneInput country={country} />
      </Form.Item>

      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save Profile'}
        </Button>
        {extraActions}
      </Flex>
    </Form>
  );
}
