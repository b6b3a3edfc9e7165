/** How the internship screens (the intern's page and the mentor's) word its days and week states. */
import { istDayStart } from '@portal/domain/calendar';
import type { ReportState } from '@portal/domain/internship';
import type { StatusTone } from '@portal/shared-ui/components/StatusTag';
import { formatDate } from '@portal/shared-ui/lib/format';

/** "10 Dec 2025" for a YYYY-MM-DD day in India, as every other date on screen. */
export function dayLabel(day: string): string {
  const start = istDayStart(day);
  return start ? formatDate(start) : day;
}

/** The tag colour of each week state: what needs the mentor stands out. */
export const STATE_TONES: Readonly<Record<ReportState, StatusTone>> = {
  UPCOMING: 'neutral',
  MISSING: 'warning',
  SUBMITTED: 'info',
  LATE: 'warning',
  ACCEPTED: 'success',
  CHANGES_REQUESTED: 'danger',
  WAIVED: 'neutral',
};
