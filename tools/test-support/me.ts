/** A signed-in student as GET /me answers, for the shell's, shared-ui's and the remotes' tests. */
import type { Profile } from '@portal/domain/views/profile';
import type { Me } from '@portal/shared-ui/api/me';

export const STUDENT_ME: Me = {
  id: 'u1',
  role: 'STUDENT',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 9876543210',
  country: 'India',
  state: 'Karnataka',
  studentId: 'CP25-000001',
  feeVerified: false,
  profileComplete: true,
};

/** Asha, whose profile is complete and whose ID and fee are not verified yet: the fields every screen reads. */
export const ASHA: Me & Pick<Profile, 'countryName' | 'countryCode' | 'feePaid' | 'idVerified'> = {
  id: 'u1',
  role: 'STUDENT',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 9876543210',
  country: 'India',
  countryName: 'India',
  countryCode: '+91',
  state: 'Karnataka',
  studentId: 'CP25-000123',
  feeVerified: false,
  feePaid: false,
  idVerified: false,
  profileComplete: true,
};

/** Asha's whole profile, every field GET /me can answer (the admin's page of a student shows it). */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    ...ASHA,
    feeVerifiedAt: null,
    enrollmentStatus: null,
    enrolmentStatus: null,
    paymentAmountMinor: null,
    paymentCurrency: 'INR',
    paymentLinkUrl: null,
    paymentAssignedAt: null,
    ...overrides,
  };
}
