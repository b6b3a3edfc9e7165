/**
 * The shell's page for a visitor on a public path, as shell/src/app/App.tsx and ShellPage.tsx
 * render it around this remote's App: the routes, the header, the App, the route announcer. The
 * browser hydrates the shell's own tree over this markup, so the two must render the same
 * elements in the same places (React's useId counts the places); the browser test of the
 * server-rendered pages fails on any hydration mismatch.
 */
import { Route, Routes, useLocation } from 'react-router-dom';
import { Header } from '@portal/shared-ui/components/Header';
import { RouteAnnouncer } from '@portal/shared-ui/components/RouteAnnouncer';
import App from '../app/App';

function VisitorPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Header mode={pathname === '/login' ? 'login' : 'public'} dashboardPath="/dashboard" />
      <App />
    </>
  );
}

export function ShellFrame() {
  return (
    <>
      <Routes>
        <Route path="*" element={<VisitorPage />} />
      </Routes>
      <RouteAnnouncer />
    </>
  );
}
