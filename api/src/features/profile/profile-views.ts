/** An account as its owner (and an admin) sees it: domain/views/profile. */
import { DEFAULT_CURRENCY, dialCodeFor, type Role } from '@portal/domain/constants';
import { isProfileComplete } from '@portal/domain/validation';
import type { Profile } from '@portal/domain/views/profile';
import { isoOrNull } from '../../lib/dates.ts';
import type { UserDoc } from '../../lib/models.ts';
import { studentNumberOf } from '../../models/user.ts';

export function toProfile(u: UserDoc): Profile {
  const country = u.country ?? null;
  return {
    id: String(u._id),
    role: u.role as Role,
    name: u.name ?? null,
    email: u.email,
    phone: u.phone ?? null,
    country,
    countryName: country,
    countryCode: country ? dialCodeFor(country) || null : null,
    state: u.state ?? null,
    studentId: studentNumberOf(u),
    feeVerified: !!u.feeVerified,
    feeVerifiedAt: isoOrNull(u.feeVerifiedAt),
    feePaid: !!u.feePaid,
    enrollmentStatus: u.enrollmentStatus ?? null,
    enrolmentStatus: u.enrollmentStatus ?? null,
    paymentAmountMinor: u.paymentAmountMinor ?? null,
    paymentCurrency: u.paymentCurrency || DEFAULT_CURRENCY,
    paymentLinkUrl: u.paymentLinkUrl ?? null,
    paymentAssignedAt: isoOrNull(u.paymentAssignedAt),
    idVerified: !!u.idVerified,
    profileComplete: isProfileComplete({ name: u.name, phone: u.phone, country: u.country, state: u.state }),
  };
}
