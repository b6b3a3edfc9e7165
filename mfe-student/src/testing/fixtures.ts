/** Server answers for the component tests: ID proofs and journeys as the API shapes them. */
import { NOT_UPLOADED_PROOF } from '@portal/domain/id-proof';
import type { StudentIdProof } from '@portal/domain/views/id-proof';
import { computeJourney, type JourneyFacts } from '@portal/domain/journey';

export function makeProof(overrides: Partial<StudentIdProof> = {}): StudentIdProof {
  const status = overrides.status ?? 'PENDING';
  if (status === 'NOT_UPLOADED') return { ...NOT_UPLOADED_PROOF, ...overrides };
  return {
    id: 'p1',
    status,
    fileName: 'aadhaar.png',
    mimeType: 'image/png',
    sizeBytes: 245_760,
    uploadedAt: '2025-11-22T10:30:00.000Z',
    reviewNote: null,
    fileErasedAt: null,
    ...overrides,
  };
}

export const makeJourney = (facts: JourneyFacts = { idStatus: 'VERIFIED' }) => computeJourney(facts);

/** A file as a browser's file picker gives it. */
export function pickedFile(name: string, type: string, size: number): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
