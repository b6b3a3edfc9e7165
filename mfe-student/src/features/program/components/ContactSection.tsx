/** /student-main/contact: the support address with a copy button and the reply time (SPEC §1). */
import { CopyOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, Flex } from 'antd';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { SUPPORT_EMAIL } from '@portal/domain/constants';
import { SUPPORT_REPLY } from '@portal/domain/program';

export function ContactSection() {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(SUPPORT_EMAIL);
      void message.success('Email address copied.');
    } catch {
      void message.error(`Could not copy. The address is ${SUPPORT_EMAIL}.`);
    }
  };
  return (
    <Panel>
      <Flex vertical gap={12} align="start">
        <Flex gap={8} align="center" wrap>
          <MailOutlined aria-hidden />
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            Copy email
          </Button>
        </Flex>
        <PageText style={{ margin: 0 }}>{SUPPORT_REPLY}</PageText>
        <PageText secondary style={{ margin: 0 }}>
          Please mention your Student ID in your e-mail.
        </PageText>
      </Flex>
    </Panel>
  );
}
