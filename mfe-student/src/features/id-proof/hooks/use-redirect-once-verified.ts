/**
 * SPEC §2: once the ID is VERIFIED, /dashboard redirects to /student-main once. The mark is kept
 * for the browser session, so the student can come back to /dashboard to see the ID card.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IdProofStatus } from '@portal/domain/id-proof';

const markFor = (userId: string) => `verifiedRedirect:${userId}`;

export function useRedirectOnceVerified(userId: string | undefined, status: IdProofStatus | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!userId || status !== 'VERIFIED') return;
    try {
      if (sessionStorage.getItem(markFor(userId))) return;
      sessionStorage.setItem(markFor(userId), '1');
    } catch {
      // Without session storage the redirect still happens (every visit).
    }
    void navigate('/student-main', { replace: true });
  }, [userId, status, navigate]);
}
