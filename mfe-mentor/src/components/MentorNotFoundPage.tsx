/** Any other path under /mentor, or an intern the mentor does not supervise: the mentor area's own not-found page, with the way back home. */
import { Link, useLocation } from 'react-router-dom';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { MentorMain } from './MentorMain';

export function MentorNotFoundPage() {
  usePageTitle('Mentor page not found');
  const { pathname } = useLocation();
  return (
    <MentorMain>
      <Link to="/mentor">← My interns</Link>
      <PageHeading style={{ fontSize: 28, marginTop: 8 }}>Mentor page not found</PageHeading>
      <PageText>There is no page of the mentor area at {pathname}. The link may be mistyped or the page may have moved.</PageText>
    </MentorMain>
  );
}
