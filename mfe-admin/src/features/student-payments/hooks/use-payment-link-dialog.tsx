/** The Set Payment Link dialog of a screen: opened for one student, closed once the link is saved or made at Razorpay. */
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import type { StudentRow } from '../api/get-student-page';
import { createRazorpayLink, fetchGatewayStatus } from '../api/razorpay-link';
import { PaymentLinkModal } from '../components/PaymentLinkModal';
import { adminKeys } from '../../../lib/query-keys';
import { failureMessage } from '../lib/failure-message';
import type { useStudentActions } from './use-student-actions';

export function usePaymentLinkDialog(actions: ReturnType<typeof useStudentActions>): { open(row: StudentRow): void; dialog: ReactNode } {
  const [linkFor, setLinkFor] = useState<StudentRow | null>(null);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // Whether the server has Razorpay keys; without them (or an older API) the dialog is the paste-a-link one.
  const gateway = useQuery({
    queryKey: adminKeys.gateway,
    queryFn: ({ signal }) => fetchGatewayStatus(signal),
    retry: false,
    staleTime: 60_000,
  });
  const create = useMutation({
    mutationFn: (row: StudentRow) => createRazorpayLink(row.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.students }),
  });
  const close = () => {
    create.reset();
    setLinkFor(null);
  };
  return {
    open: (row) => {
      create.reset();
      setLinkFor(row);
    },
    dialog: (
      <PaymentLinkModal
        student={linkFor}
        saving={linkFor !== null && actions.isBusy(linkFor, 'saveLink')}
        onCancel={close}
        onSave={async (url) => {
          if (linkFor && (await actions.saveLink(linkFor, url))) close();
        }}
        gatewayEnabled={gateway.data?.linksEnabled === true}
        creating={create.isPending}
        gatewayError={create.isError ? failureMessage('createLink', create.error) : null}
        onCreateRazorpay={() => {
          if (!linkFor) return;
          create.mutate(linkFor, {
            onSuccess: () => {
              void message.success(MESSAGES.paymentLinkSaved);
              close();
            },
          });
        }}
      />
    ),
  };
}
