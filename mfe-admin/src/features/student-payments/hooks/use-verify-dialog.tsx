/** Fee Verify's dialog of a screen: opened for one student, closed once the fee is verified. */
import { useRef, useState, type ReactNode } from 'react';
import type { StudentRow } from '../api/get-student-page';
import { unverifyFeeLabel } from '../components/StudentPaymentActions';
import { VerifyFeeModal } from '../components/VerifyFeeModal';
import type { useStudentActions } from './use-student-actions';

export function useVerifyDialog(actions: ReturnType<typeof useStudentActions>): { open(row: StudentRow): void; dialog: ReactNode } {
  const [verifyFor, setVerifyFor] = useState<StudentRow | null>(null);
  const verified = useRef<string | null>(null);
  return {
    open: setVerifyFor,
    dialog: (
      <VerifyFeeModal
        student={verifyFor}
        verifying={verifyFor !== null && actions.isBusy(verifyFor, 'verify')}
        onCancel={() => setVerifyFor(null)}
        onVerify={async (evidence) => {
          if (verifyFor && (await actions.verify(verifyFor, evidence))) {
            verified.current = verifyFor.email;
            setVerifyFor(null);
          }
        }}
        afterClose={() => {
          // A verified fee's Verify is disabled, so the dialog cannot give focus back to it: the row's Unverify takes it.
          const email = verified.current;
          verified.current = null;
          if (email) document.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(unverifyFeeLabel(email))}"]`)?.focus();
        }}
      />
    ),
  };
}
