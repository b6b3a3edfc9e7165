/** A student's selection as the student and an admin see it (domain/views/specialization). */
import type { SelectionView } from '@portal/domain/views/specialization';
import type { SpecializationSelectionDoc } from '../../models/specialization-selection.ts';

export function toSelectionView(doc: SpecializationSelectionDoc | null): SelectionView {
  if (!doc) return { specialization: null, startDateCode: null, startDate: null, durationWeeks: null, finalized: false, finalizedAt: null };
  return {
    specialization: doc.specialization,
    startDateCode: doc.startDateCode,
    startDate: doc.startDate,
    durationWeeks: doc.durationWeeks,
    finalized: true,
    finalizedAt: doc.finalizedAt.toISOString(),
  };
}
