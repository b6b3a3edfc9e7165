/** The signed-in user (SPEC §3 "User / profile") and the profile calls of SPEC §7. */
import type { Role } from '@portal/domain/constants';
import { apiRequest } from '@portal/shared-ui/api/api-client';

export interface Me {
  id: string;
  role: Role;
  name: string | null;
  email: string;
  phone: string | null;
  country: string | null;
  countryName?: string | null;
  countryCode?: string | null;
  state: string | null;
  studentId: string | null;
  feeVerified: boolean;
  feeVerifiedAt?: string | null;
  feePaid?: boolean;
  enrollmentStatus?: string | null;
  enrolmentStatus?: string | null;
  paymentAmountMinor?: number | null;
  paymentCurrency?: string;
  paymentLinkUrl?: string | null;
  paymentAssignedAt?: string | null;
  profileComplete?: boolean;
  /** True once the government ID is verified: name, country and state are then locked. */
  idVerified?: boolean;
}

export interface ProfileUpdate {
  name: string;
  phone: string;
  country: string;
  state: string | null;
}

/** GET /me with the timestamp query `t` (SPEC §7) so no cache answers a guard or profile load. */
export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/me', { query: { t: Date.now() }, signal });
}

export function updateMe(update: ProfileUpdate): Promise<Me> {
  return apiRequest<Me>('/me', { method: 'PUT', body: update });
}
