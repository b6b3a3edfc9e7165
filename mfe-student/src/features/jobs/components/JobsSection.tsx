/**
 * /student-main/jobs (SPEC §2, step 9): the student's booked interview (time in IST, mode,
 * link or address), or the open slots of their specialization with Book, or the SPEC sentence
 * while none is open.
 */
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Flex, List, Skeleton } from 'antd';
import { JOB_SLOT_MESSAGES, JOB_SLOT_MODE_LABELS } from '@portal/domain/job-slot';
import { JOBS_NOTE } from '@portal/domain/program';
import type { JobSlotView } from '@portal/domain/views/job-slot';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { PageText, SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { useStepMutation } from '../../../hooks/use-step-mutation';
import { studentKeys } from '../../../lib/query-keys';
import { bookJobSlot, jobBookingQuery, jobSlotsQuery } from '../api/jobs-api';

export const BOOKED_SUCCESS = 'Interview booked. A confirmation with a calendar file is on its way to your e-mail.';
const LOAD_FAILED = 'Interview slots could not be loaded.';

const modeLabel = (slot: JobSlotView) => JOB_SLOT_MODE_LABELS[slot.mode];

function SlotWhere({ slot }: { slot: JobSlotView }) {
  return slot.mode === 'ONLINE' ? (
    <a href={slot.location} target="_blank" rel="noopener noreferrer">
      {slot.location}
    </a>
  ) : (
    <span>{slot.location}</span>
  );
}

function Booking({ slot, bookedAt }: { slot: JobSlotView; bookedAt: string }) {
  return (
    <Flex vertical gap={12}>
      <Alert type="success" showIcon icon={<CheckCircleFilled />} title="Your interview is booked" />
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'company', label: 'Company', children: slot.company },
          { key: 'role', label: 'Role', children: slot.role },
          { key: 'when', label: 'When', children: `${formatDateTime(slot.startsAt)} (${slot.durationMinutes} minutes)` },
          { key: 'mode', label: modeLabel(slot), children: <SlotWhere slot={slot} /> },
          { key: 'booked', label: 'Booked on', children: formatDateTime(bookedAt) },
        ]}
      />
      <PageText style={{ margin: 0 }}>
        The confirmation mail has a calendar file. If the program cancels this slot, you are told by e-mail and can book another.
      </PageText>
    </Flex>
  );
}

export function JobsSection() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const booking = useQuery(jobBookingQuery);
  const slots = useQuery({ ...jobSlotsQuery, enabled: booking.isSuccess && !booking.data });
  const confirm = useConfirm();
  const book = useStepMutation(studentKeys.jobBooking, bookJobSlot);

  async function onBook(slot: JobSlotView) {
    const confirmed = await confirm({
      irreversible: true,
      title: `Book the ${slot.company} interview?`,
      content: `${slot.role}, ${formatDateTime(slot.startsAt)}, ${modeLabel(slot).toLowerCase()}. You can hold one interview booking at a time.`,
      okText: 'Yes, book',
    });
    if (!confirmed) return;
    try {
      await book.mutateAsync(slot.id);
      void message.success(BOOKED_SUCCESS);
    } catch (err) {
      void message.error(messageOf(err, JOB_SLOT_MESSAGES.slotFull));
    } finally {
      void queryClient.invalidateQueries({ queryKey: studentKeys.jobSlots });
    }
  }

  const failed = booking.isError || slots.isError;
  if (failed) {
    return (
      <Panel>
        <Alert
          type="error"
          showIcon
          title={messageOf(booking.error ?? slots.error, LOAD_FAILED)}
          action={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void (booking.isError ? booking.refetch() : slots.refetch())}>
              Try again
            </Button>
          }
        />
      </Panel>
    );
  }
  if (booking.isPending || (!booking.data && slots.isPending)) {
    return (
      <Panel>
        <Skeleton active />
      </Panel>
    );
  }
  if (booking.data) {
    return (
      <Panel>
        <Booking slot={booking.data.slot} bookedAt={booking.data.bookedAt} />
      </Panel>
    );
  }
  const open = slots.data ?? [];
  if (!open.length) {
    return (
      <Panel>
        <Alert type="info" showIcon title={JOBS_NOTE} />
      </Panel>
    );
  }
  return (
    <Panel>
      <SectionHeading level={2} style={{ marginTop: 0, fontSize: 18 }}>
        Open interview slots
      </SectionHeading>
      <PageText>Seats are first come, first served. Times are India time (IST).</PageText>
      <List
        dataSource={open}
        rowKey="id"
        renderItem={(slot) => {
          const full = slot.seatsLeft === 0;
          return (
            <List.Item
              actions={[
                <Button
                  key="book"
                  type="primary"
                  disabled={full}
                  loading={book.isPending && book.variables === slot.id}
                  onClick={() => void onBook(slot)}
                  aria-label={
                    full ? `${slot.company} interview is full` : `Book the ${slot.company} interview on ${formatDateTime(slot.startsAt)}`
                  }
                >
                  {full ? 'Full' : 'Book'}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${slot.company} · ${slot.role}`}
                description={
                  <Flex vertical gap={2}>
                    <Text>
                      {formatDateTime(slot.startsAt)} · {slot.durationMinutes} minutes · {modeLabel(slot)}
                    </Text>
                    <span>
                      <StatusTag tone={full ? 'neutral' : 'info'}>
                        {full ? 'Full' : `${slot.seatsLeft} of ${slot.capacity} seats left`}
                      </StatusTag>
                    </span>
                  </Flex>
                }
              />
            </List.Item>
          );
        }}
      />
    </Panel>
  );
}
