/** Any other path under /admin: the admin area's own not-found page, in its layout, with the way back to the dashboard. */
import { useLocation } from 'react-router-dom';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { AdminPageLayout } from '../components/AdminPageLayout';

export function AdminNotFoundPage() {
  const { pathname } = useLocation();
  return (
    <AdminPageLayout title="Admin page not found" intro={`There is no admin page at ${pathname}.`}>
      <PageText>The link may be mistyped or the page may have moved. Every admin page can be reached from the admin dashboard.</PageText>
    </AdminPageLayout>
  );
}
