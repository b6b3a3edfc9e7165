/** Any other path under /mentor: the mentor area's own not-found page, framed as its home is, with the way back to it. */
import { Link, useLocation } from 'react-router-dom';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';

export function MentorNotFoundPage() {
  usePageTitle('Mentor page not found');
  const { pathname } = useLocation();
  return (
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 'clamp(12px, 4vw, 24px)', boxSizing: 'border-box' }}>
      <Link to="/mentor">← My interns</Link>
      <PageHeading style={{ fontSize: 28, marginTop: 8 }}>Mentor page not found</PageHeading>
      <PageText>There is no page of the mentor area at {pathname}. The link may be mistyped or the page may have moved.</PageText>
    </main>
  );
}
