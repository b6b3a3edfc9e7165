/**
 * The shell's page for a visitor on a public path, as shell/src/app/App.tsx and ShellPage.tsx
 * render it around this remote's App: the routes, the header, the App, the route announcer. The
 * browser hydrates the shell's own tree over this markup, so the two must render the same
 * elements in the same places (React's useId counts the places); the browser test of the
 * server-rendered pages fails on any hydration mismatch.
 */
import { Route, Routes, useLocation } from 'react-router-dom';
import { CalendarBanner } from '@portal/shared-ui/components/CalendarBanner';
import { Header } from '@portal/shared-ui/components/Header';
import { RouteAnnouncer } from '@portal/shared-ui/components/RouteAnnouncer';
import App from '../app/App';

function VisitorPage({ calendarToday }: { calendarToday: string | null | undefined }) {
  const { pathname } = useLocation();
  return (
    <>
      <Header mode={pathname === '/login' ? 'login' : 'public'} dashboardPath="/dashboard" />
      <CalendarBanner today={calendarToday} />
      <App />
    </>
  );
}

/** `calendarToday`: the page's data (render-page.tsx), so the banner is in the served HTML. */
export function ShellFrame({ calendarToday }: { calendarToday?: string | null }) {
  return (
    <>
      <Routes>
        <Route path="*" element={<VisitorPage calendarToday={calendarToday} />} />
      </Routes>
      <RouteAnnouncer />
    </>
  );
}
