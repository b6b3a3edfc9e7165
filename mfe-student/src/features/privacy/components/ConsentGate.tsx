/**
 * The privacy notice before anything else: at the first sign-in (before onboarding), and again
 * whenever the notice's version changes, the student reads the notice (domain/privacy-notice.ts)
 * and consents with a clear action before any student screen shows. The API holds the same rule
 * (every journey step is refused until then), so a screen that could not load the consent's
 * state shows the page, whose actions then say what is missing.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Flex } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { privacyNotice } from '@portal/domain/privacy-notice';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { PrivacyNoticeView } from '@portal/shared-ui/components/PrivacyNoticeView';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { focusPageHeadingWhenReady } from '@portal/shared-ui/lib/focus-page-heading';
import type { PrivacyStatus } from '@portal/domain/views/privacy';
import { PageContainer } from '../../../components/PageContainer';
import { studentKeys } from '../../../lib/query-keys';
import { giveConsent, privacyQuery } from '../api/privacy-api';

function ConsentScreen({ status }: { status: PrivacyStatus }) {
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

/** While the consent's state loads, the page shows its own loading state (it loads the same moment). */
export function ConsentGate({ children }: { children: ReactNode }) {
  const { data } = useQuery(privacyQuery);
  const needed = !!data?.consentNeeded;
  const shownNotice = useRef(false);
  // Once consent is given the page replaces the notice without a route change: focus moves to the
  // page's h1 as after a navigation, instead of staying on the removed button.
  useEffect(() => {
    if (needed) {
      shownNotice.current = true;
      return undefined;
    }
    if (!shownNotice.current) return undefined;
    shownNotice.current = false;
    return focusPageHeadingWhenReady();
  }, [needed]);
  if (needed && data) return <ConsentScreen status={data} />;
  return <>{children}</>;
}
