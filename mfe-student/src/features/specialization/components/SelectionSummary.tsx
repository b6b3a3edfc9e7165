/** The finalized selection, read-only (SPEC §4: irreversible once confirmed). */
import { weekdayDayLabel } from '@portal/domain/calendar';
import { durationLabel } from '@portal/domain/specialization';
import type { SelectionView } from '@portal/domain/views/specialization';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { FinalizedSummary } from '../../../components/FinalizedSummary';

export function SelectionSummary({ selection }: { selection: SelectionView }) {
  return (
    <FinalizedSummary
      title="Your selection is finalized."
      items={[
        { key: 'specialization', label: 'Specialization', children: selection.specialization },
        { key: 'start', label: 'Internship start date', children: selection.startDate ? weekdayDayLabel(selection.startDate) : '—' },
        { key: 'duration', label: 'Duration', children: selection.durationWeeks ? durationLabel(selection.durationWeeks) : '—' },
        { key: 'finalized', label: 'Finalized', children: selection.finalizedAt ? formatDateTime(selection.finalizedAt) : '—' },
      ]}
      next={{ to: '/student-main/background', label: 'Next: Your Background' }}
    />
  );
}
