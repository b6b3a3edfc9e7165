/** The signed-in student and whether Pay Fee (needs step 1) and Fee Bill (needs step 2) are open (SPEC §4 unlocking). */
import { useMemo } from 'react';
import { computeJourney } from '@portal/domain/journey';
import { fetchMe } from '@portal/shared-ui/api/me';
import { useResource } from '@portal/shared-ui/hooks/use-resource';

export function useFeeSteps() {
  const me = useResource((signal) => fetchMe(signal));
  const steps = useMemo(() => {
    const m = me.data;
    if (!m) return null;
    const journey = computeJourney({
      idStatus: m.idVerified ? 'VERIFIED' : null,
      feeVerified: m.feeVerified,
      feePaid: m.feePaid,
      enrollmentStatus: m.enrollmentStatus,
    });
    const step = (key: 'fee' | 'invoice') => journey.steps.find((s) => s.key === key);
    return { payLocked: !!step('fee')?.locked, billingLocked: !!step('invoice')?.locked };
  }, [me.data]);
  return { me, steps };
}
