/** GET /student/job-slots, GET /student/job-slots/booking and POST /student/job-slots/{id}/book (step 9). */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@portal/shared-ui/api/api-client';
import type { JobBookingView, JobSlotView } from '@portal/domain/views/job-slot';
import { studentKeys } from '../../../lib/query-keys';

export const jobSlotsQuery = queryOptions({
  queryKey: studentKeys.jobSlots,
  queryFn: ({ signal }) => apiRequest<JobSlotView[]>('/student/job-slots', { signal }),
});

/** A booking, or null for "no booking": a 200 with `null` or an empty body. */
export function bookingOrNull(body: unknown): JobBookingView | null {
  return body && typeof body === 'object' && 'slot' in body ? (body as JobBookingView) : null;
}

/**
 * The standing booking, or null. "No booking" is a 200 with nothing (no 404 in the console on every
 * visit); the 404 the API answers today still means the same until it changes.
 */
export const jobBookingQuery = queryOptions({
  queryKey: studentKeys.jobBooking,
  queryFn: async ({ signal }) => {
    try {
      return bookingOrNull(await apiRequest<unknown>('/student/job-slots/booking', { signal }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
});

export function bookJobSlot(slotId: string): Promise<JobBookingView> {
  return apiRequest<JobBookingView>(`/student/job-slots/${encodeURIComponent(slotId)}/book`, { method: 'POST', body: { confirm: true } });
}
