/**
 * Says so on every screen when the program calendar is not the real date (the API runs with
 * PROGRAM_TODAY, as the tests do): dates offered and judged follow that day, while timestamps are
 * the clock's. Nothing is shown on the real date. A page rendered on the server draws it there (from
 * the page's data), so it does not push the page down when the page's code runs.
 */
import { formatDate } from '@portal/shared-ui/lib/format';
import { useCalendarToday } from '@portal/shared-ui/lib/program-calendar';

/** `today`: given by a page rendered on the server (its data); else the API's answer in the browser. */
export function CalendarBanner({ today: given }: { today?: string | null } = {}) {
  const asked = useCalendarToday();
  const today = given !== undefined ? given : asked;
  if (!today) return null;
  return (
    <aside className="portal-calendar-banner" aria-label="Demonstration calendar">
      <p>
        <strong>Demonstration calendar:</strong> today is taken as {formatDate(`${today}T06:30:00Z`)}. Times of day and timestamps are real.
      </p>
    </aside>
  );
}
