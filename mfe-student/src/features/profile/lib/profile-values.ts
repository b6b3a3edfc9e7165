/** The profile form's values and what is still missing, from the domain rules of SPEC §4 and §5. */
import { INDIA, PHONE_MIN_DIGITS, SUPPORT_EMAIL, dialCodeFor } from '@portal/domain/constants';
import { phoneDigitCount } from '@portal/domain/phone-format';
import type { ProfileInput } from '@portal/domain/validation';
import type { Me } from '@portal/shared-ui/api/me';
import { composePhone, localDigitsOf } from '@portal/shared-ui/components/PhoneInput';

export interface ProfileFormValues {
  name?: string;
  country?: string;
  state?: string;
  phone?: string;
}

/** The labels the form shows, also used to say which fields are missing. */
export const PROFILE_LABELS = {
  name: 'Full name',
  country: 'Country',
  state: 'State',
  stateOptional: 'State / Region (optional)',
  phone: 'Phone',
} as const;

export function countryOf(me: Pick<Me, 'country' | 'countryName'>): string | undefined {
  return me.country?.trim() || me.countryName?.trim() || undefined;
}

/** Initial form values from GET /me; a stored phone is shown under the country's dial code. */
export function toFormValues(me: Me): ProfileFormValues {
  const country = countryOf(me);
  const phone = me.phone?.trim() ?? '';
  const digits = localDigitsOf(country, phone);
  return {
    name: me.name ?? '',
    country,
    state: me.state ?? undefined,
    phone: phone && digits && dialCodeFor(country) ? composePhone(country, digits) : phone,
  };
}

/**
 * Labels of the required fields that are missing or too short (SPEC §4 "Profile complete"), for a
 * profile the server found incomplete (its `profileComplete` is the verdict).
 */
export function missingProfileFields(me: Me): string[] {
  if (me.profileComplete) return [];
  const profile: ProfileInput = { name: me.name, phone: me.phone, country: countryOf(me), state: me.state };
  const missing: string[] = [];
  if (!profile.name?.trim()) missing.push(PROFILE_LABELS.name);
  if (!profile.country) missing.push(PROFILE_LABELS.country);
  if (profile.country === INDIA && !profile.state?.trim()) missing.push(PROFILE_LABELS.state);
  if (phoneDigitCount(profile.phone) < PHONE_MIN_DIGITS) missing.push(PROFILE_LABELS.phone);
  return missing;
}

/** SPEC §2/§6: after ID verification name, country and state change only through support, quoting the Student ID. */
export function lockedNote(studentId: string | null): string {
  const quote = studentId ? `your Student ID ${studentId}` : 'your Student ID';
  return `Name, country and state are locked after ID verification. To change them, contact ${SUPPORT_EMAIL} with ${quote}.`;
}
