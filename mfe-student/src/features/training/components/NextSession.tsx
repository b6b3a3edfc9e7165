/**
 * The next session: when (India time), topic, instructor, a countdown and Join, which is open
 * from 15 minutes before the start until the end. Join records the attendance through the portal
 * and opens the meeting in a new tab.
 */
import { ClockCircleOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { JOIN_OPENS_BEFORE_MINUTES } from '@portal/domain/training';
import type { StudentSessionView } from '@portal/domain/views/training';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { usePrefersReducedMotion } from '@portal/shared-ui/hooks/use-prefers-reduced-motion';
import { studentKeys } from '../../../lib/query-keys';
import { joinSession } from '../api/training-api';
import { useNow } from '../hooks/use-now';
import { countdownLabel, joinWindow, movedLabel, sessionWhenLabel } from '../lib/training-labels';
import { RegionPanel } from '../../../components/RegionPanel';

const JOIN_FAILED = 'Could not open the session. Please try again.';
const HEADING_ID = 'training-next-session';

/** The meeting opens in its own tab, cut off from this page (no `window.opener`), and only over https; here when no tab could open. */
function openMeeting(tab: Window | null, meetingUrl: string): void {
  if (new URL(meetingUrl).protocol !== 'https:') throw new Error(JOIN_FAILED);
  if (tab) tab.location.href = meetingUrl;
  else window.location.assign(meetingUrl);
}

function JoinButton({ session, now }: { session: StudentSessionView; now: Date }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [joining, setJoining] = useState(false);
  const join = joinWindow(session, now);

  async function onJoin() {
    // Opened inside the click, before any await, so pop-up blockers allow it.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setJoining(true);
    try {
      openMeeting(tab, (await joinSession(session.joinUrl)).meetingUrl);
    } catch (err) {
      tab?.close();
      void message.error(messageOf(err, JOIN_FAILED));
      void queryClient.invalidateQueries({ queryKey: studentKeys.training });
    } finally {
      setJoining(false);
    }
  }

  if (join.state !== 'open') {
    const label = join.state === 'before' ? join.label : join.state === 'ended' ? 'Ended' : 'Cancelled';
    return (
      <Button size="large" disabled icon={<VideoCameraOutlined aria-hidden />}>
        {label}
      </Button>
    );
  }
  return (
    <Button
      type="primary"
      size="large"
      icon={<VideoCameraOutlined aria-hidden />}
      loading={joining}
      onClick={() => void onJoin()}
      aria-label={`Join session ${session.number} (opens in a new tab)`}
    >
      Join
    </Button>
  );
}

function Countdown({ session, now }: { session: StudentSessionView; now: Date }) {
  const reducedMotion = usePrefersReducedMotion();
  // role="timer" is not announced as it changes: a screen reader reads it when the person gets to it.
  return (
    <Text strong style={{ fontSize: 18 }}>
      <ClockCircleOutlined aria-hidden /> <span role="timer">{countdownLabel(session, now, !reducedMotion)}</span>
    </Text>
  );
}

/** Once the shown session has ended, the page asks the API again, so the next one takes its place. */
function useNextWhenEnded(session: StudentSessionView | null, now: Date): void {
  const queryClient = useQueryClient();
  const ended = !!session && now.getTime() >= new Date(session.endsAt).getTime();
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: studentKeys.training });
  }, [ended, queryClient]);
}

export function NextSession({ session, scheduled }: { session: StudentSessionView | null; scheduled: boolean }) {
  const now = useNow();
  useNextWhenEnded(session, now);
  return (
    <RegionPanel id={HEADING_ID} title="Next session">
      {!session ? (
        <PageText style={{ margin: 0 }}>
          {scheduled
            ? 'No session is left: your training has ended. The recordings and materials stay in the schedule below.'
            : 'The schedule of your batch is being prepared. Your sessions appear here, and in your calendar once you add it, as soon as they are published.'}
        </PageText>
      ) : (
        <Flex vertical gap={8} align="flex-start">
          <Text strong style={{ fontSize: 16 }}>
            Session {session.number}
            {session.topic ? `: ${session.topic}` : ''}
          </Text>
          <Text>{sessionWhenLabel(session)}</Text>
          {session.instructor && <Text tone="secondary">Instructor: {session.instructor}</Text>}
          {session.status === 'MOVED' && <Alert type="info" showIcon title={movedLabel(session)} />}
          <Countdown session={session} now={now} />
          <JoinButton session={session} now={now} />
          <PageText secondary style={{ margin: 0 }}>
            Join opens {JOIN_OPENS_BEFORE_MINUTES} minutes before the start. Joining through the portal records your attendance.
          </PageText>
        </Flex>
      )}
    </RegionPanel>
  );
}
