/** The Set Payment Link dialog of a screen: opened for one student, closed once the link is saved. */
import { useState, type ReactNode } from 'react';
import type { StudentRow } from '../api/get-student-page';
import { PaymentLinkModal } from '../components/PaymentLinkModal';
import type { useStudentActions } from './use-student-actions';

export function usePaymentLinkDialog(actions: ReturnType<typeof useStudentActions>): { open(row: StudentRow): void; dialog: ReactNode } {
  const [linkFor, setLinkFor] = useState<StudentRow | null>(null);
  return {
    open: setLinkFor,
    dialog: (
      <PaymentLinkModal
        student={linkFor}
        saving={linkFor !== null && actions.isBusy(linkFor, 'saveLink')}
        onCancel={() => setLinkFor(null)}
        onSave={async (url) => {
          if (linkFor && (await actions.saveLink(linkFor, url))) setLinkFor(null);
        }}
      />
    ),
  };
}
