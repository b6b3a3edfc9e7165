/** GET /student/job-slots, GET /student/job-slots/booking and POST /student/job-slots/{id}/book (step 9). */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@portal/shared-ui/api/api-client';
import type { JobBookingView, JobSlotView } from '@portal/domain/views/job-slot';
import { studentKeys } from '../../../lib/query-keys';

export const jobSlotsQuery = queryOptions({
  queryKey: studentKeys.jobSlots,
  queryFn: ({ signal }) => apiRequest<JobSlotView[]>('/student/job-slots', { signal }),
});

/** The standing booking, or null (the API answers 404 when there is none). */
export const jobBookingQuery = queryOptions({
  queryKey: studentKeys.jobBooking,
  queryFn: async ({ signal }) => {
    try {
      return await apiRequest<JobBookingView>('/student/job-slots/booking', { signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
});

export function bookJobSlot(slotId: string): Promise<JobBookingView> {
  return apiRequest<JobBookingView>(`/student/job-slots/${encodeURIComponent(slotId)}/book`, { method: 'POST', body: { confirm: true } });
}
