/**
 * /admin/training: a batch's live sessions. Choose the cohort and specialization; set the
 * batch's settings; generate its sessions from the cohort's calendar (again only adds what is
 * missing); set one meeting link for all; edit, move or cancel a session (the batch is mailed).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Skeleton } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { JOB_SLOT_MESSAGES, isMeetingLink } from '@portal/domain/job-slot';
import type { AdminSessionView, BatchSessionsView } from '@portal/domain/views/training';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { SectionPanel } from '../../../components/SectionPanel';
import { adminKeys } from '../../../lib/query-keys';
import {
  batchSessionsQuery,
  cancelSession,
  generateSessions,
  moveSession,
  saveSettings,
  setMeetingLink,
  updateSession,
  type Batch,
} from '../api/training';
import { batchSearch } from '../hooks/use-batch';
import { BatchPage } from './BatchPage';
import { BatchSettingsForm } from './BatchSettingsForm';
import { TRAINING_REASON_MAX } from '../lib/reason';
import { SessionsTable } from './SessionsTable';

import { INLINE_LINK } from '../../../lib/inline-link';

// The dialogs load when opened.
const ReasonDialog = lazy(() => import('../../../components/ReasonDialog').then((m) => ({ default: m.ReasonDialog })));
const SessionForm = lazy(() => import('./SessionForm').then((m) => ({ default: m.SessionForm })));
const MoveSessionForm = lazy(() => import('./MoveSessionForm').then((m) => ({ default: m.MoveSessionForm })));

export const TRAINING_TEXT = {
  title: 'Training sessions',
  intro:
    'Each batch (a cohort and a specialization) has its live sessions, generated from the cohort’s training dates. Times are India time (IST).',
  chooseBatch: 'Choose a cohort and a specialization to see its sessions.',
  loadFailed: 'Failed to load the sessions.',
  settings: 'Settings',
  sessions: 'Sessions',
  empty: 'No session yet: generate them from the cohort’s calendar.',
  generated: (created: number, total: number) =>
    created === 0 ? `No new session: all ${total} were there already.` : `${created} sessions created; the batch has ${total}.`,
  generateFailed: 'Could not generate the sessions.',
  linkSet: (updated: number) => `Meeting link set on ${updated} sessions.`,
  linkFailed: 'Could not set the meeting link.',
  saved: 'Session saved.',
  moved: 'Session moved; the batch is being mailed.',
  cancelled: 'Session cancelled; the batch is being mailed.',
} as const;

function MeetingLinkForAll({ batch, onDone }: { batch: Batch; onDone(): Promise<unknown> }) {
  const fieldId = useId();
  const errorId = useId();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const link = url.trim();
    if (!isMeetingLink(link)) {
      setError(JOB_SLOT_MESSAGES.linkInvalid);
      return;
    }
    setError(null);
    await confirm({
      title: 'Set this meeting link on every session not started?',
      content: link,
      okText: 'Yes, set it',
      onConfirm: async () => {
        try {
          const { updated } = await setMeetingLink(batch, link);
          void message.success(TRAINING_TEXT.linkSet(updated));
          setUrl('');
          await onDone();
        } catch (err) {
          void message.error(messageOf(err, TRAINING_TEXT.linkFailed));
          throw err;
        }
      },
    });
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Flex gap={8} wrap align="end">
        <Flex vertical gap={4} style={{ flex: '1 1 320px' }}>
          <label htmlFor={fieldId}>One meeting link for all sessions (a recurring meeting)</label>
          <Input
            id={fieldId}
            type="url"
            value={url}
            status={error ? 'error' : undefined}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setUrl(e.target.value);
              setError(null);
            }}
            placeholder="https://…"
          />
        </Flex>
        <Button htmlType="submit">Set for all sessions</Button>
      </Flex>
      {error && (
        <Text id={errorId} tone="danger">
          {error}
        </Text>
      )}
    </form>
  );
}

function BatchSessions({ batch, view }: { batch: Batch; view: BatchSessionsView }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminSessionView | null>(null);
  const [moving, setMoving] = useState<AdminSessionView | null>(null);
  const [cancelling, setCancelling] = useState<AdminSessionView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.training });

  const generate = useMutation({
    mutationFn: () => generateSessions(batch),
    onSuccess: ({ created, total }) => void message.success(TRAINING_TEXT.generated(created, total)),
    onError: (err) => void message.error(messageOf(err, TRAINING_TEXT.generateFailed)),
    onSettled: refresh,
  });

  return (
    <>
      <SectionPanel heading={TRAINING_TEXT.settings}>
        <BatchSettingsForm
          key={batch.cohortId}
          settings={view.settings}
          onSave={async (fields) => {
            await saveSettings(batch.cohortId, fields);
            await refresh();
          }}
        />
      </SectionPanel>
      <SectionPanel
        heading={TRAINING_TEXT.sessions}
        action={
          <Button type="primary" loading={generate.isPending} onClick={() => generate.mutate()}>
            Generate sessions
          </Button>
        }
      >
        <Flex vertical gap={16}>
          <PageText secondary style={{ margin: 0 }}>
            {view.specialization} · {view.settings.cohortName}: {view.items.length} sessions, {view.students} students.{' '}
            <Link to={`/admin/training/attendance${batchSearch(batch)}`} style={INLINE_LINK}>
              Open the attendance grid
            </Link>
          </PageText>
          <MeetingLinkForAll batch={batch} onDone={refresh} />
          {view.items.length === 0 ? (
            <PageText>{TRAINING_TEXT.empty}</PageText>
          ) : (
            <SessionsTable sessions={view.items} onEdit={setEditing} onMove={setMoving} onCancel={setCancelling} />
          )}
        </Flex>
      </SectionPanel>
      <Suspense fallback={null}>
        {editing && (
          <SessionForm
            session={editing}
            onClose={() => setEditing(null)}
            onSave={async (fields) => {
              await updateSession(editing.id, fields);
              void message.success(TRAINING_TEXT.saved);
              await refresh();
            }}
          />
        )}
        {moving && (
          <MoveSessionForm
            session={moving}
            onClose={() => setMoving(null)}
            onMove={async (startsAt, reason) => {
              await moveSession(moving.id, startsAt, reason);
              void message.success(TRAINING_TEXT.moved);
              await refresh();
            }}
          />
        )}
        {cancelling && (
          <ReasonDialog
            open
            title={`Cancel session ${cancelling.number} of ${formatDateTime(cancelling.startsAt)}?`}
            description="Every student of the batch is mailed with this reason; the session shows as cancelled in their calendars."
            okText="Cancel the session"
            maxLength={TRAINING_REASON_MAX}
            onCancel={() => setCancelling(null)}
            onSubmit={async (reason) => {
              await cancelSession(cancelling.id, reason);
              void message.success(TRAINING_TEXT.cancelled);
              await refresh();
            }}
          />
        )}
      </Suspense>
    </>
  );
}

function BatchArea({ batch }: { batch: Batch }) {
  const sessions = useQuery(batchSessionsQuery(batch));
  if (sessions.isError && !sessions.data) {
    return <LoadError message={TRAINING_TEXT.loadFailed} error={sessions.error} onRetry={() => void sessions.refetch()} />;
  }
  if (!sessions.data) return <Skeleton active paragraph={{ rows: 4 }} aria-label="Loading the sessions" />;
  return <BatchSessions batch={batch} view={sessions.data} />;
}

export function TrainingPage() {
  return (
    <BatchPage title={TRAINING_TEXT.title} intro={TRAINING_TEXT.intro} chooseBatch={TRAINING_TEXT.chooseBatch}>
      {(batch) => <BatchArea batch={batch} />}
    </BatchPage>
  );
}
