/**
 * The consent screen of ConsentGate: the privacy notice (domain/privacy-notice.ts) and the consent.
 * Its own chunk, loaded only when consent is needed: a student who has consented never downloads
 * the notice's text or the checkbox.
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Flex } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacyNotice } from '@portal/domain/privacy-notice';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { PrivacyNoticeView } from '@portal/shared-ui/components/PrivacyNoticeView';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import type { PrivacyStatus } from '@portal/domain/views/privacy';
import { PageContainer } from '../../../components/PageContainer';
import { studentKeys } from '../../../lib/query-keys';
import { giveConsent, privacyQuery } from '../api/privacy-api';

export function ConsentScreen({ status }: { status: PrivacyStatus }) {
  usePageTitle('Your privacy');
  const queryClient = useQueryClient();
  const [read, setRead] = useState(false);
  const notice = privacyNotice(status);
  const consent = useMutation({
    mutationFn: () => giveConsent(status.noticeVersion),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: studentKeys.journey });
    },
  });
  const again = status.consentedVersion !== null;
  return (
    <PageContainer width={860} label="Privacy notice">
      <Panel styles={{ body: { padding: 'clamp(16px, 5vw, 24px)' } }}>
        <PageHeading style={{ fontSize: 26 }}>{again ? 'Our privacy notice has changed' : 'Before you start: your privacy'}</PageHeading>
        <PageText>
          {again
            ? 'Please read the updated notice and give your consent again to continue.'
            : 'Please read how we use your personal data. You can continue once you agree.'}
        </PageText>
        <PrivacyNoticeView notice={notice} />
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          <Checkbox checked={read} onChange={(e) => setRead(e.target.checked)}>
            I have read this notice and I consent to the processing of my personal data for the purposes it lists.
          </Checkbox>
          {consent.isError && <Alert type="error" showIcon role="alert" title={(consent.error as Error).message} />}
          <div>
            <Button type="primary" disabled={!read} loading={consent.isPending} onClick={() => consent.mutate()}>
              I agree, continue
            </Button>
          </div>
        </Flex>
      </Panel>
    </PageContainer>
  );
}
