/** The Reject dialog of a screen: loaded with the first Reject (a form with a counted text area), not with the screen. */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { AdminIdProof } from '@portal/domain/views/id-proof';
import type { RejectDialogProps } from '../components/RejectDialog';

const RejectDialog = lazy(() => import('../components/RejectDialog').then((m) => ({ default: m.RejectDialog })));

export function useRejectDialog(onReject: RejectDialogProps['onReject']): { open(proof: AdminIdProof): void; dialog: ReactNode } {
  const [rejecting, setRejecting] = useState<AdminIdProof | null>(null);
  const [loaded, setLoaded] = useState(false);
  return {
    open(proof) {
      setLoaded(true);
      setRejecting(proof);
    },
    dialog: loaded && (
      <Suspense fallback={null}>
        <RejectDialog proof={rejecting} onCancel={() => setRejecting(null)} onReject={onReject} />
      </Suspense>
    ),
  };
}
