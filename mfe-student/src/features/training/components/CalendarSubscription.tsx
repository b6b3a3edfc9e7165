/**
 * Add to calendar: the student's private subscription link (a moved or cancelled session changes
 * in their calendar by itself), how to subscribe in Google Calendar, Outlook and Apple Calendar,
 * and Renew link, which ends the old one.
 */
import { CalendarOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex } from 'antd';
import type { StudentTrainingView } from '@portal/domain/views/training';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { CopyableText } from '@portal/shared-ui/components/CopyableText';
import { PageText, SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import { studentKeys } from '../../../lib/query-keys';
import { renewCalendarLink } from '../api/training-api';
import { RegionPanel } from '../../../components/RegionPanel';

export const RENEWED = 'Your calendar link is renewed. Subscribe again with the new link.';
const RENEW_FAILED = 'Could not renew your calendar link. Please try again.';
const HEADING_ID = 'training-calendar';

/** The same feed for the calendar apps that open `webcal:` links themselves (Apple Calendar, Outlook on the desktop). */
const webcalOf = (calendarUrl: string) => calendarUrl.replace(/^https?:/, 'webcal:');

export function CalendarSubscription({ calendarUrl }: { calendarUrl: string }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirm = useConfirm();

  async function onRenew() {
    await confirm({
      title: 'Renew your calendar link?',
      content: 'The current link stops working: a calendar subscribed to it no longer updates. Subscribe again with the new link.',
      okText: 'Renew link',
      danger: true,
      onConfirm: async () => {
        try {
          const { calendarUrl: renewed } = await renewCalendarLink();
          queryClient.setQueryData(studentKeys.training, (view: StudentTrainingView | undefined) =>
            view ? { ...view, calendarUrl: renewed } : view,
          );
          void message.success(RENEWED);
        } catch (err) {
          void message.error(messageOf(err, RENEW_FAILED));
          throw err;
        }
      },
    });
  }

  return (
    <RegionPanel id={HEADING_ID} title="Add to calendar">
      <PageText>
        Subscribe to your sessions in your calendar app: a moved or cancelled session changes there too. The link is private to you; do not
        share it.
      </PageText>
      <Flex vertical gap={12} align="flex-start">
        <Text strong>Your calendar link</Text>
        <CopyableText text={calendarUrl} label="calendar link" />
        <Button href={webcalOf(calendarUrl)} icon={<CalendarOutlined aria-hidden />}>
          Open in your calendar app
        </Button>
      </Flex>
      <SectionHeading level={3} style={{ marginTop: 16, fontSize: 16 }}>
        How to subscribe
      </SectionHeading>
      <ul style={{ paddingInlineStart: 20, marginTop: 0 }}>
        <li>
          <Text strong>Google Calendar</Text> (on a computer): Other calendars, +, From URL; paste the link and choose Add calendar. Google
          checks for changes every few hours.
        </li>
        <li>
          <Text strong>Outlook</Text>: Add calendar, Subscribe from web; paste the link and choose Import.
        </li>
        <li>
          <Text strong>Apple Calendar</Text>: on a Mac, File, New Calendar Subscription, and paste the link; on an iPhone, Settings,
          Calendar, Accounts, Add Account, Other, Add Subscribed Calendar. Or choose Open in your calendar app above.
        </li>
      </ul>
      <PageText secondary>If the link has been shared by mistake, renew it: the old one stops working.</PageText>
      <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void onRenew()}>
        Renew link
      </Button>
    </RegionPanel>
  );
}
