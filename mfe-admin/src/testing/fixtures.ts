/** Server answers for the admin component tests. */
import type { StudentPaymentRow } from '@portal/domain/views/student-payments';
import type { AdminIdProof, IdProofCounts } from '@portal/domain/views/id-proof';

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
