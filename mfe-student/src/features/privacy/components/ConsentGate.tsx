/**
 * The privacy notice before anything else: at the first sign-in (before onboarding), and again
 * whenever the notice's version changes, the student reads the notice (domain/privacy-notice.ts)
 * and consents with a clear action before any student screen shows. The API holds the same rule
 * (every journey step is refused until then), so a screen that could not load the consent's
 * state shows the page, whose actions then say what is missing.
 */
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { announcePage } from '@portal/shared-ui/lib/announce-page';
import { focusPageHeadingWhenReady } from '@portal/shared-ui/lib/focus-page-heading';
import { privacyQuery } from '../api/privacy-api';

const ConsentScreen = lazy(() => import('./ConsentScreen').then((m) => ({ default: m.ConsentScreen })));

export interface ConsentGateProps {
  children: ReactNode;
  /**
   * Show a spinner, not the page, while the consent's state loads, so the page's code is fetched
   * only once consent is known to be given. For /onboarding, whose visitors are mostly new students
   * who meet the notice first; elsewhere the page loads the same moment as the consent's state.
   */
  waitForConsent?: boolean;
}

/** While the consent's state loads, the page shows its own loading state (it loads the same moment) unless told to wait. */
export function ConsentGate({ children, waitForConsent = false }: ConsentGateProps) {
  const { data, isPending } = useQuery(privacyQuery);
  const needed = !!data?.consentNeeded;
  const shownNotice = useRef(false);
  // Once consent is given the page replaces the notice without a route change: focus moves to the
  // page's h1 and its title is read out, as after a navigation, instead of staying on the removed button.
  useEffect(() => {
    if (needed) {
      shownNotice.current = true;
      return undefined;
    }
    if (!shownNotice.current) return undefined;
    shownNotice.current = false;
    return focusPageHeadingWhenReady({ onSettled: () => announcePage() });
  }, [needed]);
  if (needed && data)
    return (
      <Suspense fallback={<Spinner />}>
        <ConsentScreen status={data} />
      </Suspense>
    );
  if (waitForConsent && isPending) return <Spinner />;
  return <>{children}</>;
}
