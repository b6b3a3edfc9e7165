/** The signed-in student and whether Pay Fee (needs step 1) and Fee Bill (needs step 2) are open (SPEC §4 unlocking), as the server's journey says. */
import type { Me } from '@portal/shared-ui/api/me';
import { useMe, type FollowMe } from '@portal/shared-ui/hooks/use-me';
import { useJourney } from '../../../hooks/use-journey';

/** How often Pay Fee asks again while it waits for the admin (a link to assign, a payment to record). */
export const PAY_POLL_MS = 20_000;

/**
 * Waiting on the admin: no payment link yet, or no payment recorded against it yet. While it waits,
 * GET /me is asked again every PAY_POLL_MS and when the tab regains focus, so a new link or a
 * verified payment shows by itself, as the ID status does.
 */
export const FOLLOW_PAYMENT: FollowMe = {
  waiting: (me: Me | undefined) => !!me && !me.feeVerified && (!me.paymentLinkUrl || !me.feePaid),
  everyMs: PAY_POLL_MS,
};

export function useFeeSteps() {
  const me = useMe(FOLLOW_PAYMENT);
  const { data: journey, refetch: reloadJourney } = useJourney();
  const step = (key: 'fee' | 'invoice') => journey?.steps.find((s) => s.key === key);
  const steps = journey ? { payLocked: !!step('fee')?.locked, billingLocked: !!step('invoice')?.locked } : null;
  /** Asks the server again for the user and the steps (after a payment is verified, Fee Bill opens). */
  const reload = () => Promise.all([me.refetch(), reloadJourney()]);
  return { me, steps, reload };
}
