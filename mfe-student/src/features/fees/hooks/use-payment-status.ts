/**
 * What Pay Fee knows of a Razorpay payment besides /me: the link's status (expired, paid) and the
 * payment's facts, and whether the student has just come back from Razorpay with a signed query.
 * The signed query only lets the page say "Payment received" at once; the webhook records it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { studentKeys } from '../../../lib/query-keys';
import { CALLBACK_FIELDS, callbackFrom, checkCallback, fetchPaymentStatus, type CallbackFields } from '../api/payment-status';

export function usePaymentStatus(enabled: boolean, pollMs: number | false) {
  const status = useQuery({
    queryKey: studentKeys.payment,
    queryFn: ({ signal }) => fetchPaymentStatus(signal),
    enabled,
    refetchInterval: pollMs,
    // An older API without the route: Pay Fee works as before.
    retry: false,
  });
  const [search, setSearch] = useSearchParams();
  const check = useMutation({ mutationFn: checkCallback });
  const fields = callbackFrom(search);
  const key = fields ? JSON.stringify(fields) : null;
  const { mutate } = check;

  useEffect(() => {
    if (!key) return;
    mutate(JSON.parse(key) as CallbackFields);
    // The query is read once; it is not kept in the address (a reload or a shared link would replay it).
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const k of CALLBACK_FIELDS) next.delete(k);
        return next;
      },
      { replace: true },
    );
  }, [key, mutate, setSearch]);

  return { status: status.data ?? null, justPaid: check.data?.valid === true };
}
