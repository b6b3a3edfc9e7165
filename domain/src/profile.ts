/** The signed-in user as GET /me and PUT /me return it (SPEC §3 "User / profile", §7). */
import type { Role } from './constants.ts';

export interface Profile {
  id: string;
  role: Role;
  name: string | null;
  email: string;
  phone: string | null;
  country: string | null;
  countryName: string | null;
  /** The country's dial code, e.g. '+91'. */
  countryCode: string | null;
  state: string | null;
  studentId: string | null;
  feeVerified: boolean;
  feeVerifiedAt: string | null;
  feePaid: boolean;
  enrollmentStatus: string | null;
  enrolmentStatus: string | null;
  paymentAmountMinor: number | null;
  paymentCurrency: string;
  paymentLinkUrl: string | null;
  paymentAssignedAt: string | null;
  /** True once the government ID is verified: name, country and state are then locked. */
  idVerified: boolean;
  profileComplete: boolean;
}
