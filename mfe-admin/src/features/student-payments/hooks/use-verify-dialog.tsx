/** Fee Verify's dialog of a screen: opened for one student, closed once the fee is verified. */
import { useState, type ReactNode } from 'react';
import type { StudentRow } from '../api/get-student-page';
import { VerifyFeeModal } from '../components/VerifyFeeModal';
import type { useStudentActions } from './use-student-actions';

export function useVerifyDialog(actions: ReturnType<typeof useStudentActions>): { open(row: StudentRow): void; dialog: ReactNode } {
  const [verifyFor, setVerifyFor] = useState<StudentRow | null>(null);
  return {
    open: setVerifyFor,
    dialog: (
      <VerifyFeeModal
        student={verifyFor}
        verifying={verifyFor !== null && actions.isBusy(verifyFor, 'verify')}
        onCancel={() => setVerifyFor(null)}
        onVerify={async (evidence) => {
          if (verifyFor && (await actions.verify(verifyFor, evidence))) setVerifyFor(null);
        }}
      />
    ),
  };
}
