/** Any other path of the student area: its own not-found page, in the student's page frame, with the way back to the dashboard. */
import { Link, useLocation } from 'react-router-dom';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { PageContainer } from '../components/PageContainer';

export function StudentNotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <PageContainer label="Page not found">
      <Panel>
        <PageHeading style={{ fontSize: 26 }}>Page not found</PageHeading>
        <PageText>There is no page of your student area at {pathname}. The link may be mistyped or the page may have moved.</PageText>
        <Link to="/dashboard">Back to Dashboard</Link>
      </Panel>
    </PageContainer>
  );
}
