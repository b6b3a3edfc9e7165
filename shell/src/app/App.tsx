import { Route, Routes } from 'react-router-dom';
import { RouteAnnouncer } from '@portal/shared-ui/components/RouteAnnouncer';
import { ShellPage } from './ShellPage';

/**
 * Every path goes through the shell page; the remote it mounts renders the relative routes.
 * The announcer moves focus to each new page's h1 and speaks its title.
 */
export function App() {
  return (
    <>
      <Routes>
        <Route path="*" element={<ShellPage />} />
      </Routes>
      <RouteAnnouncer />
    </>
  );
}
