/**
 * Says so on every screen when the program calendar is not the real date (the API runs with
 * PROGRAM_TODAY, as the tests do): dates offered and judged follow that day, while timestamps are
 * the clock's. Nothing is shown on the real date.
 */
import { formatDate } from '@portal/shared-ui/lib/format';
import { useCalendarToday } from '@portal/shared-ui/lib/program-calendar';

export function CalendarBanner() {
  const today = useCalendarToday();
  if (!today) return null;
  return (
    <aside className="portal-calendar-banner" aria-label="Demonstration calendar">
      <p>
        <strong>Demonstration calendar:</strong> today is taken as {formatDate(`${today}T06:30:00Z`)}. Times of day and timestamps are real.
      </p>
    </aside>
  );
}
