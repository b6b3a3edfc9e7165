/** GET /public/program (no sign-in): the active cohort's dates, schedule, fee and event, and the next cohort once enrolment has closed. */
import type { ProgramView } from '@portal/domain/views/program';
import { apiRequest } from '@portal/shared-ui/api/api-client';

export function getProgram(signal?: AbortSignal): Promise<ProgramView> {
  return apiRequest<ProgramView>('/public/program', { auth: false, signal });
}
