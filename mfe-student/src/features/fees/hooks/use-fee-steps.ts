/** The signed-in student and whether Pay Fee (needs step 1) and Fee Bill (needs step 2) are open (SPEC §4 unlocking), as the server's journey says. */
import { useMe } from '@portal/shared-ui/hooks/use-me';
import { useJourney } from '../../../hooks/use-journey';

export function useFeeSteps() {
  const me = useMe();
  const { data: journey, refetch: reloadJourney } = useJourney();
  const step = (key: 'fee' | 'invoice') => journey?.steps.find((s) => s.key === key);
  const steps = journey ? { payLocked: !!step('fee')?.locked, billingLocked: !!step('invoice')?.locked } : null;
  /** Asks the server again for the user and the steps (after a payment is verified, Fee Bill opens). */
  const reload = () => Promise.all([me.refetch(), reloadJourney()]);
  return { me, steps, reload };
}
