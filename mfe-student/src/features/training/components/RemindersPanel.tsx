/** Reminders: the opt-in e-mail, one hour before each session (PUT /student/training/reminders). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Switch } from 'antd';
import type { StudentTrainingView } from '@portal/domain/views/training';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../../../lib/query-keys';
import { saveReminders } from '../api/training-api';
import { RegionPanel } from '../../../components/RegionPanel';

export const REMINDER_LABEL = 'E-mail me a reminder one hour before each session';
const SAVE_FAILED = 'Could not save your reminder choice. Please try again.';
const SWITCH_ID = 'training-reminders';
const HEADING_ID = 'training-reminders-heading';

const withReminders = (on: boolean) => (view: StudentTrainingView | undefined) => (view ? { ...view, remindersOn: on } : view);

export function RemindersPanel({ on }: { on: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveReminders,
    // The switch moves at once; a failure puts it back.
    onMutate: (next) => queryClient.setQueryData(studentKeys.training, withReminders(next)),
    onSuccess: ({ remindersOn }) => {
      queryClient.setQueryData(studentKeys.training, withReminders(remindersOn));
      void message.success(remindersOn ? 'Reminders on: you will get an e-mail one hour before each session.' : 'Reminders off.');
    },
    onError: (err, next) => {
      queryClient.setQueryData(studentKeys.training, withReminders(!next));
      void message.error(messageOf(err, SAVE_FAILED));
    },
  });
  return (
    <RegionPanel id={HEADING_ID} title="Reminders">
      <Flex gap={12} align="center">
        <Switch id={SWITCH_ID} checked={on} loading={save.isPending} onChange={(next) => save.mutate(next)} />
        <label htmlFor={SWITCH_ID}>{REMINDER_LABEL}</label>
      </Flex>
    </RegionPanel>
  );
}
