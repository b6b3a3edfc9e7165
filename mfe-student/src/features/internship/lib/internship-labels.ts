/** How the internship page shows a report's state. */
import type { ReportState } from '@portal/domain/internship';
import type { StatusTone } from '@portal/shared-ui/components/StatusTag';

export const STATE_TONES: Readonly<Record<ReportState, StatusTone>> = {
  UPCOMING: 'neutral',
  MISSING: 'warning',
  SUBMITTED: 'info',
  LATE: 'warning',
  ACCEPTED: 'success',
  CHANGES_REQUESTED: 'danger',
  WAIVED: 'neutral',
};
