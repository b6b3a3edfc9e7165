/**
 * The PUT /me body of the profile form. Apart from profile-values.ts: the domain's normalizeProfile
 * carries the phone numbering plans, which the form loads once it is used, not with the page.
 */
import { normalizeProfile, type ProfileInput } from '@portal/domain/validation';
import type { ProfileUpdate } from '@portal/shared-ui/api/me';

/** Trimmed, phone "+91 9876543210", state null outside India (domain normalizeProfile). */
export function toProfileUpdate(values: ProfileInput): ProfileUpdate {
  const next = normalizeProfile(values);
  return { name: next.name ?? '', phone: next.phone ?? '', country: next.country ?? '', state: next.state };
}
