// A training certificate as the API describes it, for the component tests of the student, admin
// and public screens (each adds the fields its own view has).
import type { PublicCertificateView } from '@portal/domain/views/certificate';

export function publicCertificate(overrides: Partial<PublicCertificateView> = {}): PublicCertificateView {
  return {
    code: 'ABCDEFGHJKMN',
    type: 'TRAINING',
    title: 'Certificate of Industrial Training',
    holderName: 'Asha Verma',
    specialization: 'Data Science',
    periodStart: '2025-11-01',
    periodEnd: '2025-11-30',
    periodLabel: '1–30 Nov 2025',
    attendance: 'attended 18 of 20 live sessions',
    supervisedBy: null,
    evaluationScore: null,
    issuedAt: '2025-12-01T06:00:00.000Z',
    issuer: 'Career Portal Learning Pvt. Ltd.',
    status: 'VALID',
    revokedAt: null,
    revokedReason: null,
    ...overrides,
  };
}
