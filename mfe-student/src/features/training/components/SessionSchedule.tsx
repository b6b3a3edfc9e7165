/**
 * Every session of the batch, in order: number, when (India time), its status (cancelled with the
 * reason, moved from its former start), topic, instructor, the recording and materials once added,
 * and the student's mark.
 */
import { FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Flex, List } from 'antd';
import type { AttendanceMark } from '@portal/domain/training';
import type { StudentSessionView } from '@portal/domain/views/training';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag, type StatusTone } from '@portal/shared-ui/components/StatusTag';
import { MARK_LABELS, movedLabel, sessionWhenLabel } from '../lib/training-labels';
import { RegionPanel } from '../../../components/RegionPanel';

const HEADING_ID = 'training-schedule';

const MARK_TONES: Record<AttendanceMark, StatusTone> = { PRESENT: 'success', LATE: 'warning', ABSENT: 'danger', EXCUSED: 'info' };

function StatusLine({ session }: { session: StudentSessionView }) {
  if (session.status === 'CANCELLED') {
    return (
      <Text>
        <StatusTag tone="danger">Cancelled</StatusTag> {session.statusReason}
      </Text>
    );
  }
  if (session.status === 'MOVED') {
    return (
      <Text>
        <StatusTag tone="info">Moved</StatusTag> {movedLabel(session)}
      </Text>
    );
  }
  return null;
}

function MarkTag({ session }: { session: StudentSessionView }) {
  if (session.mark) return <StatusTag tone={MARK_TONES[session.mark]}>{MARK_LABELS[session.mark]}</StatusTag>;
  if (session.held) return <StatusTag tone="neutral">Not marked yet</StatusTag>;
  return null;
}

function Resources({ session }: { session: StudentSessionView }) {
  if (!session.recordingUrl && !session.materials.length) return null;
  const label = `session ${session.number}`;
  return (
    <Flex wrap gap="4px 16px" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {session.recordingUrl && (
        <li>
          <a
            href={session.recordingUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Recording of ${label} (opens in a new tab)`}
          >
            <PlayCircleOutlined aria-hidden /> Recording
          </a>
        </li>
      )}
      {session.materials.map((material) => (
        <li key={material.url}>
          <a href={material.url} target="_blank" rel="noopener noreferrer" aria-label={`${material.title}, ${label} (opens in a new tab)`}>
            <FileTextOutlined aria-hidden /> {material.title}
          </a>
        </li>
      ))}
    </Flex>
  );
}

export function SessionSchedule({ sessions }: { sessions: StudentSessionView[] }) {
  return (
    <RegionPanel id={HEADING_ID} title="Schedule">
      <PageText secondary>Times are India time (IST). Recordings and materials appear here once the instructor adds them.</PageText>
      <List
        dataSource={sessions}
        rowKey="id"
        renderItem={(session) => (
          <List.Item aria-label={`Session ${session.number}`}>
            <Flex vertical gap={4}>
              <Flex wrap gap="4px 12px" align="center">
                <Text strong style={session.status === 'CANCELLED' ? { textDecoration: 'line-through' } : undefined}>
                  {session.number}. {sessionWhenLabel(session)}
                </Text>
                <MarkTag session={session} />
              </Flex>
              <StatusLine session={session} />
              {session.topic && <Text>{session.topic}</Text>}
              {session.instructor && <Text tone="secondary">Instructor: {session.instructor}</Text>}
              <Resources session={session} />
            </Flex>
          </List.Item>
        )}
      />
    </RegionPanel>
  );
}
