/**
 * A batch's sessions: number, start in India time and length, topic and instructor, status with its
 * reason, links; Edit, Move and Cancel. A session that has started can no longer be moved or
 * cancelled: those buttons are disabled and say why.
 */
import { Button, Flex } from 'antd';
import type { TableColumnsType } from 'antd';
import { useId } from 'react';
import type { SessionStatus } from '@portal/domain/training';
import type { AdminSessionView } from '@portal/domain/views/training';
import { DataTable } from '@portal/shared-ui/components/DataTable';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag, type StatusTone } from '@portal/shared-ui/components/StatusTag';
import { formatDateTime } from '@portal/shared-ui/lib/format';

export const STATUS_LABELS: Record<SessionStatus, { tone: StatusTone; label: string }> = {
  SCHEDULED: { tone: 'info', label: 'Scheduled' },
  MOVED: { tone: 'warning', label: 'Moved' },
  CANCELLED: { tone: 'danger', label: 'Cancelled' },
};

export const STARTED_NOTE = 'Started: it can no longer be moved or cancelled.';

const minutesOf = (s: AdminSessionView) => Math.round((Date.parse(s.endsAt) - Date.parse(s.startsAt)) / 60_000);
const linkStyle = { overflowWrap: 'anywhere' } as const;

function SessionActions({ session, onEdit, onMove, onCancel }: { session: AdminSessionView } & SessionHandlers) {
  const noteId = useId();
  const name = `session ${session.number}`;
  const fixed = session.started || session.status === 'CANCELLED';
  return (
    <Flex gap={4} wrap>
      <Button size="small" onClick={() => onEdit(session)} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        size="small"
        disabled={fixed}
        aria-describedby={fixed ? noteId : undefined}
        onClick={() => onMove(session)}
        aria-label={`Move ${name}`}
      >
        Move
      </Button>
      <Button
        size="small"
        danger
        disabled={fixed}
        aria-describedby={fixed ? noteId : undefined}
        onClick={() => onCancel(session)}
        aria-label={`Cancel ${name}`}
      >
        Cancel
      </Button>
      {fixed && (
        <Text id={noteId} tone="secondary">
          {session.status === 'CANCELLED' ? 'Cancelled: nothing more to change but its links.' : STARTED_NOTE}
        </Text>
      )}
    </Flex>
  );
}

export interface SessionHandlers {
  onEdit(session: AdminSessionView): void;
  onMove(session: AdminSessionView): void;
  onCancel(session: AdminSessionView): void;
}

export function SessionsTable({ sessions, ...handlers }: { sessions: readonly AdminSessionView[] } & SessionHandlers) {
  const columns: TableColumnsType<AdminSessionView> = [
    { title: 'No.', dataIndex: 'number', key: 'number', align: 'right', width: 56 },
    {
      title: 'When',
      key: 'when',
      render: (_, s) => (
        <Flex vertical>
          <span>
            {formatDateTime(s.startsAt)} · {minutesOf(s)} min
          </span>
          {s.movedFrom && <Text tone="secondary">Moved from {formatDateTime(s.movedFrom)}</Text>}
        </Flex>
      ),
    },
    {
      title: 'Topic',
      key: 'topic',
      render: (_, s) => (
        <Flex vertical>
          <span>{s.topic ?? 'No topic yet'}</span>
          {s.instructor && <Text tone="secondary">{s.instructor}</Text>}
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, s) => (
        <Flex vertical gap={2}>
          <span>
            <StatusTag tone={STATUS_LABELS[s.status].tone}>{STATUS_LABELS[s.status].label}</StatusTag>
          </span>
          {s.statusReason && <Text tone="secondary">{s.statusReason}</Text>}
        </Flex>
      ),
    },
    {
      title: 'Links',
      key: 'links',
      render: (_, s) => (
        <Flex vertical gap={2}>
          {s.meetingUrl ? (
            <a href={s.meetingUrl} target="_blank" rel="noreferrer" style={linkStyle}>
              Meeting link
            </a>
          ) : (
            <Text tone="secondary">No meeting link</Text>
          )}
          {s.recordingUrl && (
            <a href={s.recordingUrl} target="_blank" rel="noreferrer" style={linkStyle}>
              Recording
            </a>
          )}
          {s.materials.map((m) => (
            <a key={m.url} href={m.url} target="_blank" rel="noreferrer" style={linkStyle}>
              {m.title}
            </a>
          ))}
        </Flex>
      ),
    },
    { title: 'Actions', key: 'actions', render: (_, s) => <SessionActions session={s} {...handlers} /> },
  ];
  return (
    <DataTable<AdminSessionView>
      label="Session list"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={sessions}
      scroll={{ x: 960 }}
    />
  );
}
