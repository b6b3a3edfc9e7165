/** Server answers for the admin component tests. */
import type { StudentPaymentRow } from '@portal/domain/views/student-payments';
import type { AdminIdProof, IdProofCounts } from '@portal/domain/views/id-proof';
import type { StudentDetail } from '@portal/domain/views/student-detail';
import { computeJourney } from '@portal/domain/journey';
import { NO_BACKGROUND, NO_SELECTION, offerStatus } from '../../../tools/test-support/view-fixtures';
import { makeProfile } from '../../../tools/test-support/me';

export function makeRow(overrides: Partial<AdminIdProof> = {}): AdminIdProof {
  return {
    id: 'p1',
    userId: 'u1',
    userEmail: 'asha@example.com',
    name: 'Asha Verma',
    studentId: 'CP25-000123',
    country: 'India',
    state: 'Karnataka',
    fileName: 'aadhaar.png',
    mimeType: 'image/png',
    sizeBytes: 245_760,
    uploadedAt: '2025-11-22T10:30:00.000Z',
    status: 'PENDING',
    reviewNote: null,
    reviewedAt: null,
    reviewedBy: null,
    sha256: 'a'.repeat(64),
    fileErasedAt: null,
    ...overrides,
  };
}

export const makeCounts = (overrides: Partial<IdProofCounts> = {}): IdProofCounts => ({
  all: 3,
  PENDING: 1,
  VERIFIED: 1,
  REJECTED: 1,
  ...overrides,
});

/** A row of the admin's student lists (GET /admin/api/students): a verified student without a payment link. */
export const makeStudentRow = (overrides: Partial<StudentPaymentRow> = {}): StudentPaymentRow => ({
  id: 'u1',
  email: 'asha@example.com',
  name: 'Asha Verma',
  studentId: 'CP25-000123',
  paymentLinkUrl: null,
  paymentAmountMinor: null,
  paymentCurrency: 'INR',
  paymentAssignedAt: null,
  feeVerified: false,
  feeVerifiedAt: null,
  feeMinor: 499_900,
  idStatus: 'VERIFIED',
  ...overrides,
});

/** GET /admin/api/students/{id}: Asha with a pending ID proof, nothing paid or chosen yet. */
export const makeStudentDetail = (overrides: Partial<StudentDetail> = {}): StudentDetail => ({
  student: makeStudentRow({ idStatus: 'PENDING' }),
  profile: makeProfile(),
  joinedAt: '2025-11-20T04:30:00.000Z',
  cohortName: 'December 2025',
  idProof: makeRow(),
  journey: computeJourney({ idStatus: 'PENDING' }),
  specialization: NO_SELECTION,
  background: NO_BACKGROUND,
  offerLetter: offerStatus(),
  requestedLetterAt: null,
  invoices: [],
  ...overrides,
});
