/**
 * Interview slots on /admin (step 9): publish a slot (eligible students are mailed),
 * see each slot's bookings, cancel one with a reason (booked students are mailed and may book
 * another). Times are India time.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { JOB_SLOT_CANCEL_REASON_MAX, JOB_SLOT_MODE_LABELS, type JobSlotFields } from '@portal/domain/job-slot';
import type { JobSlotAdminView } from '@portal/domain/views/job-slot';
import { DataTable } from '@portal/shared-ui/components/DataTable';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { Pager } from '../../../components/Pager';
import { SectionPanel } from '../../../components/SectionPanel';
import { adminKeys } from '../../../lib/query-keys';
import { JOB_SLOT_PAGE_SIZE, cancelJobSlot, jobSlotPageQuery, publishJobSlot } from '../api/job-slots';

// Dialogs (antd Form, Input.TextArea) load when opened, not with /admin.
const ReasonDialog = lazy(() => import('../../../components/ReasonDialog').then((m) => ({ default: m.ReasonDialog })));
const JobSlotForm = lazy(() => import('./JobSlotForm').then((m) => ({ default: m.JobSlotForm })));

export const JOB_SLOTS_TEXT = {
  heading: 'Interview slots',
  intro: 'Job/PPO interview slots for students whose final letter is issued. Publishing mails every eligible student once.',
  empty: 'No interview slot has been published yet.',
  loadFailed: 'Failed to load the interview slots.',
  published: 'Slot published; eligible students are being mailed.',
  cancelled: 'Slot cancelled; booked students are being mailed.',
} as const;

const STATES: Record<JobSlotAdminView['state'], { tone: 'success' | 'neutral' | 'danger'; label: string }> = {
  OPEN: { tone: 'success', label: 'Open' },
  FULL: { tone: 'neutral', label: 'Full' },
  STARTED: { tone: 'neutral', label: 'Started' },
  CANCELLED: { tone: 'danger', label: 'Cancelled' },
};

export function JobSlotsSection() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<JobSlotAdminView | null>(null);
  const slots = useQuery(jobSlotPageQuery(page));
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.jobSlots });

  const publish = useMutation({
    mutationFn: publishJobSlot,
    onSuccess: () => void message.success(JOB_SLOTS_TEXT.published),
    onSettled: refresh,
  });

  const columns: TableColumnsType<JobSlotAdminView> = [
    {
      title: 'Interview',
      key: 'what',
      render: (_, s) => (
        <Flex vertical>
          <span>
            {s.company} · {s.role}
          </span>
          <Text tone="secondary">{s.specialization ?? 'Every specialization'}</Text>
        </Flex>
      ),
    },
    { title: 'Starts', key: 'starts', render: (_, s) => `${formatDateTime(s.startsAt)} · ${s.durationMinutes} min` },
    {
      title: 'Where',
      key: 'where',
      render: (_, s) => <span style={{ overflowWrap: 'anywhere' }}>{`${JOB_SLOT_MODE_LABELS[s.mode]}: ${s.location}`}</span>,
    },
    {
      title: 'Booked',
      key: 'booked',
      render: (_, s) => (
        <details>
          <summary>
            {s.bookings.length} of {s.capacity}
          </summary>
          {s.bookings.length ? (
            <ul style={{ margin: '4px 0 0', paddingLeft: 16 }} aria-label={`Students booked for ${s.company}`}>
              {s.bookings.map((b) => (
                <li key={b.userId}>
                  {b.name ?? b.email} ({b.studentId ?? b.email}), {formatDateTime(b.bookedAt)}
                </li>
              ))}
            </ul>
          ) : (
            <Text tone="secondary">No booking yet.</Text>
          )}
        </details>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, s) => {
        const state = STATES[s.state];
        return (
          <Flex vertical gap={2}>
            <span>
              <StatusTag tone={state.tone}>{state.label}</StatusTag>
            </span>
            {s.cancelReason && <Text tone="secondary">{s.cancelReason}</Text>}
          </Flex>
        );
      },
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, s) =>
        s.cancelledAt ? null : (
          <Button
            size="small"
            danger
            onClick={() => setCancelling(s)}
            aria-label={`Cancel the ${s.company} slot of ${formatDateTime(s.startsAt)}`}
          >
            Cancel slot
          </Button>
        ),
    },
  ];

  return (
    <SectionPanel
      heading={JOB_SLOTS_TEXT.heading}
      action={
        <Button type="primary" onClick={() => setCreating(true)}>
          New slot
        </Button>
      }
    >
      <PageText secondary style={{ marginTop: 0 }}>
        {JOB_SLOTS_TEXT.intro}
      </PageText>
      {slots.isError && !slots.data ? (
        <LoadError message={JOB_SLOTS_TEXT.loadFailed} error={slots.error} onRetry={() => void slots.refetch()} />
      ) : !slots.data ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading the interview slots" />
      ) : slots.data.items.length === 0 ? (
        <PageText>{JOB_SLOTS_TEXT.empty}</PageText>
      ) : (
        <>
          <DataTable<JobSlotAdminView>
            label="Interview slots"
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={slots.data.items}
            scroll={{ x: 900 }}
          />
          <Pager page={page} totalItems={slots.data.totalItems} size={JOB_SLOT_PAGE_SIZE} onPage={setPage} />
        </>
      )}
      {creating && (
        <Suspense fallback={null}>
          <JobSlotForm onSave={(fields: JobSlotFields) => publish.mutateAsync(fields)} onClose={() => setCreating(false)} />
        </Suspense>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <ReasonDialog
            open
            title={`Cancel the ${cancelling.company} slot of ${formatDateTime(cancelling.startsAt)}?`}
            description="Each booked student is mailed with this reason and may book another slot."
            okText="Cancel the slot"
            maxLength={JOB_SLOT_CANCEL_REASON_MAX}
            onCancel={() => setCancelling(null)}
            onSubmit={async (reason) => {
              await cancelJobSlot(cancelling.id, reason);
              void message.success(JOB_SLOTS_TEXT.cancelled);
              await refresh();
            }}
          />
        </Suspense>
      )}
    </SectionPanel>
  );
}
