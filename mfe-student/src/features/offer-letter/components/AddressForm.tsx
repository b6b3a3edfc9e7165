/**
 * Step 6 request (SPEC §2 offer-letter, §5 offer address): the mailing address for the letter,
 * at least 8 characters, then the irreversible confirm and POST /student/offer-letter/request.
 */
import { App, Button, Form, Input } from 'antd';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { ADDRESS_MIN_LENGTH } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { validateOfferAddress } from '@portal/domain/validation';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { offerLetterQuery, requestOfferLetter } from '../api/offer-letter-api';
import { useStepMutation } from '../../../hooks/use-step-mutation';

const addressRule = {
  validator: (_: unknown, value: string | undefined) => {
    const error = validateOfferAddress(value);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
};

export function AddressForm() {
  const [form] = Form.useForm<{ addressLine?: string }>();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const request = useStepMutation(offerLetterQuery.queryKey, requestOfferLetter);
  const saving = request.isPending;

  async function onFinish({ addressLine = '' }: { addressLine?: string }) {
    const address = addressLine.trim();
    const confirmed = await confirm({
      irreversible: true,
      title: 'Request your offer letter for this address?',
      content: <Text style={{ whiteSpace: 'pre-line' }}>{address}</Text>,
      okText: 'Yes, request',
    });
    if (!confirmed) return;
    try {
      await request.mutateAsync(address);
      void message.success(MESSAGES.offerRequested);
    } catch (err) {
      void message.error(messageOf(err, MESSAGES.offerRequestFailed));
    }
  }

  return (
    <Form
      form={form}
      name="offer-address"
      layout="vertical"
      requiredMark
      validateTrigger="onBlur"
      onFinish={onFinish}
      disabled={saving}
      style={{ maxWidth: 560 }}
    >
      <PageText>
        Your internship offer letter is addressed to you at this mailing address. Write it in full: house or flat, street, city, PIN code
        and state.
      </PageText>
      <Form.Item
        name="addressLine"
        label="Mailing address"
        required
        rules={[addressRule]}
        extra={`At least ${ADDRESS_MIN_LENGTH} characters.`}
      >
        <Input.TextArea rows={3} maxLength={500} autoComplete="street-address" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Request offer letter
      </Button>
    </Form>
  );
}
