/** The admin's Confluence event calls: the active cohort's event with a page of registrations, and its settings. */
import { queryOptions } from '@tanstack/react-query';
import type { EventSettings } from '@portal/domain/event';
import type { AdminEventView } from '@portal/domain/views/event';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const REGISTRANT_PAGE_SIZE = 25;

export const eventQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.eventPage(page),
    queryFn: ({ signal }) => apiRequest<AdminEventView>('/admin/api/event', { query: { page, size: REGISTRANT_PAGE_SIZE }, signal }),
  });

export function saveEvent(cohortId: string, settings: EventSettings): Promise<AdminEventView> {
  return apiRequest('/admin/api/event', { method: 'PUT', query: { cohortId }, body: settings });
}
