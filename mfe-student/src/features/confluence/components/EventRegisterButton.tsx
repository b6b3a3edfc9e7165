/**
 * Register for the Confluence event (step 10) in the Confluence section: enabled only
 * while registration is open, confirmed first, "Registered" once done.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { EVENT_MESSAGES } from '@portal/domain/event';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { useStepMutation } from '../../../hooks/use-step-mutation';
import { studentKeys } from '../../../lib/query-keys';
import { registerForEvent, studentEventQuery } from '../../../lib/student-event';

export const REGISTERED_SUCCESS = 'You are registered for Confluence. A confirmation with a calendar file is on its way to your e-mail.';

export function EventRegisterButton() {
  const { message } = App.useApp();
  const event = useQuery(studentEventQuery);
  const confirm = useConfirm();
  const register = useStepMutation(studentKeys.event, registerForEvent);

  if (event.data?.registeredAt) {
    return (
      <Button disabled icon={<CheckCircleFilled aria-hidden />}>
        Registered
      </Button>
    );
  }
  const open = !!event.data?.registrationOpen;

  async function onClick() {
    if (!event.data) return;
    const confirmed = await confirm({
      irreversible: true,
      title: 'Register for Confluence?',
      content: `${event.data.dateLabel}. ${event.data.detailsLabel}`,
      okText: 'Yes, register',
    });
    if (!confirmed) return;
    try {
      await register.mutateAsync(undefined);
      void message.success(REGISTERED_SUCCESS);
    } catch (err) {
      void message.error(messageOf(err, EVENT_MESSAGES.closed));
    }
  }

  return (
    <Button type="primary" disabled={!open} loading={register.isPending} onClick={() => void onClick()}>
      Register
    </Button>
  );
}
