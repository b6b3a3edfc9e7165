/**
 * The Confluence event on /admin (step 10): the active cohort's event, its time and
 * venue (or to be announced), whether registration is open, and who registered; Edit announces
 * the time and venue and opens or closes registration.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { EventSettings } from '@portal/domain/event';
import type { EventRegistrantRow } from '@portal/domain/views/event';
import { DataTable } from '@portal/shared-ui/components/DataTable';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { Pager } from '../../../components/Pager';
import { SectionPanel } from '../../../components/SectionPanel';
import { adminKeys } from '../../../lib/query-keys';
import { REGISTRANT_PAGE_SIZE, eventQuery, saveEvent } from '../api/event';

const EventForm = lazy(() => import('./EventForm').then((m) => ({ default: m.EventForm })));

export const EVENT_TEXT = {
  heading: 'Confluence event',
  loadFailed: 'Failed to load the event.',
  saved: 'Event saved.',
} as const;

const columns: TableColumnsType<EventRegistrantRow> = [
  { title: 'Student', key: 'name', render: (_, r) => r.name ?? r.email },
  { title: 'Student ID', key: 'studentId', render: (_, r) => r.studentId ?? '—' },
  { title: 'E-mail', dataIndex: 'email', key: 'email' },
  { title: 'Registered', key: 'at', render: (_, r) => formatDateTime(r.registeredAt) },
];

export function EventSection() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState(false);
  const event = useQuery(eventQuery(page));
  const e = event.data;

  async function save(settings: EventSettings) {
    await saveEvent(e!.cohortId, settings);
    void message.success(EVENT_TEXT.saved);
    await queryClient.invalidateQueries({ queryKey: adminKeys.event });
  }

  return (
    <SectionPanel
      heading={EVENT_TEXT.heading}
      // Shown once the event has loaded: a disabled button turning enabled fades its colours in.
      action={
        e && (
          <Button type="primary" onClick={() => setEditing(true)}>
            Edit event
          </Button>
        )
      }
    >
      {event.isError && !e ? (
        <LoadError message={EVENT_TEXT.loadFailed} error={event.error} onRetry={() => void event.refetch()} />
      ) : !e ? (
        <Skeleton active paragraph={{ rows: 1 }} aria-label="Loading the event" />
      ) : (
        <Flex vertical gap={8}>
          <PageText style={{ margin: 0 }}>
            {e.cohortName}: <strong>{e.dateLabel}</strong>. {e.detailsLabel}
          </PageText>
          <Flex gap={8} align="center" wrap>
            <StatusTag tone={e.registrationOpen ? 'success' : 'neutral'}>
              {e.registrationOpen ? 'Registration open' : 'Registration closed'}
            </StatusTag>
            <Text>
              {e.registrations} {e.registrations === 1 ? 'student' : 'students'} registered
            </Text>
          </Flex>
          {e.registrations > 0 && (
            <details>
              <summary>Registered students</summary>
              <DataTable<EventRegistrantRow>
                label="Registered students"
                rowKey="userId"
                size="small"
                columns={columns}
                dataSource={e.registrants}
              />
              <Pager page={page} totalItems={e.registrations} size={REGISTRANT_PAGE_SIZE} onPage={setPage} />
            </details>
          )}
        </Flex>
      )}
      {editing && e && (
        <Suspense fallback={null}>
          <EventForm event={e} onSave={save} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </SectionPanel>
  );
}
