/** The signed-in student and whether Pay Fee (needs step 1) and Fee Bill (needs step 2) are open (SPEC §4 unlocking), as the server's journey says. */
import { useRef } from 'react';
import type { Me } from '@portal/shared-ui/api/me';
import { useMe, type FollowMe } from '@portal/shared-ui/hooks/use-me';
import { useJourney } from '../../../hooks/use-journey';

/** How soon Pay Fee asks again once it starts waiting on something (a link to assign, a payment to record, the admin's Verify). */
export const PAY_POLL_MS = 20_000;
/** The longest gap between two asks: a wait that lasts (the admin verifies within business hours) is asked about less often. */
export const PAY_POLL_MAX_MS = 2 * 60_000;

/** What Pay Fee waits for, as /me says: a link, a payment against it, the admin's Verify; null once the fee is verified. */
type PayWait = 'link' | 'payment' | 'verification' | null;

export function payWait(me: Me | undefined): PayWait {
  if (!me || me.feeVerified) return null;
  if (!me.paymentLinkUrl) return 'link';
  return me.feePaid ? 'verification' : 'payment';
}

/** The gap before the next ask, `waitedMs` into a wait: PAY_POLL_MS, then as long as the wait has lasted (so it doubles), at most PAY_POLL_MAX_MS. */
export function nextPollMs(waitedMs: number): number {
  return Math.min(PAY_POLL_MAX_MS, Math.max(PAY_POLL_MS, waitedMs));
}

/**
 * Pay Fee follows the student's fee until it is verified: GET /me is asked again on a timer and
 * when the tab regains focus, so a new link, a recorded payment and the admin's Verify show by
 * themselves, as the ID status does. Each new wait starts at PAY_POLL_MS and backs off; nothing is
 * asked once the fee is verified.
 */
function useFollowPayment(): FollowMe {
  // The wait under way and when it began.
  const wait = useRef<{ on: PayWait; since: number } | null>(null);
  return {
    waiting: (me) => payWait(me) !== null,
    everyMs: (me) => {
      const on = payWait(me);
      if (wait.current?.on !== on) wait.current = { on, since: Date.now() };
      return nextPollMs(Date.now() - wait.current.since);
    },
  };
}

export function useFeeSteps() {
  const me = useMe(useFollowPayment());
  const { data: journey, refetch: reloadJourney } = useJourney();
  const step = (key: 'fee' | 'invoice') => journey?.steps.find((s) => s.key === key);
  const steps = journey ? { payLocked: !!step('fee')?.locked, billingLocked: !!step('invoice')?.locked } : null;
  /** Asks the server again for the user and the steps (after a payment is verified, Fee Bill opens). */
  const reload = () => Promise.all([me.refetch(), reloadJourney()]);
  return { me, steps, reload };
}
