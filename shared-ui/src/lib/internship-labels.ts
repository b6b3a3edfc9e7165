/** How the internship screens (the intern's page and the mentor's) show a week's state. */
import type { ReportState } from '@portal/domain/internship';
import type { StatusTone } from '@portal/shared-ui/components/StatusTag';

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
