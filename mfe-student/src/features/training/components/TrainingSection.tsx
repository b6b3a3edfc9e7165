/**
 * /student-main/training (SPEC §1): the student's live training once their specialization is final
 * (step 4) — the next session with Join, their attendance against the certificate's line, the
 * schedule with recordings and marks, the calendar subscription and the reminder choice — and the
 * program's facts. Before step 4 the API answers 409 with the reason, said here with the way to it.
 */
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import { ApiError } from '@portal/shared-ui/api/api-client';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Panel } from '@portal/shared-ui/components/Panel';
import { trainingQuery } from '../api/training-api';
import { AttendancePanel } from './AttendancePanel';
import { CalendarSubscription } from './CalendarSubscription';
import { NextSession } from './NextSession';
import { RemindersPanel } from './RemindersPanel';
import { SessionSchedule } from './SessionSchedule';
import { TrainingFacts } from './TrainingFacts';
import { SpecializationLocked } from '../../../components/SpecializationLocked';

export const TRAINING_LOAD_FAILED = 'Failed to load your training.';
export const LOCKED_TITLE = 'Your sessions open once your specialization is final';

function LiveTraining() {
  const training = useQuery(trainingQuery);
  if (training.error instanceof ApiError && training.error.status === 409)
    return <SpecializationLocked title={LOCKED_TITLE} error={training.error} />;
  if (training.isError) {
    return (
      <Panel>
        <LoadError message={TRAINING_LOAD_FAILED} error={training.error} onRetry={() => void training.refetch()} />
      </Panel>
    );
  }
  if (!training.data) {
    return (
      <Panel aria-busy="true" aria-label="Loading your training">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Panel>
    );
  }
  const view = training.data;
  return (
    <>
      <NextSession session={view.nextSession} scheduled={view.sessions.length > 0} />
      {view.sessions.length > 0 && <AttendancePanel summary={view.attendance} />}
      {view.sessions.length > 0 && <SessionSchedule sessions={view.sessions} />}
      <CalendarSubscription calendarUrl={view.calendarUrl} />
      <RemindersPanel on={view.remindersOn} />
    </>
  );
}

export function TrainingSection() {
  return (
    <Flex vertical gap={16}>
      <LiveTraining />
      <TrainingFacts />
    </Flex>
  );
}
