/**
 * The API's views of a student's program and documents as the screens' tests answer them, shared
 * by every front end's tests: nothing chosen or submitted yet, a letter status, an invoice.
 */
import type { BackgroundView } from '@portal/domain/views/background';
import type { InvoiceView } from '@portal/domain/views/invoice';
import type { OfferLetterStatus } from '@portal/domain/views/offer-letter';
import type { SelectionView } from '@portal/domain/views/specialization';

export const NO_SELECTION: SelectionView = {
  specialization: null,
  startDateCode: null,
  startDate: null,
  durationWeeks: null,
  finalized: false,
  finalizedAt: null,
};

export const NO_BACKGROUND: BackgroundView = {
  status: 'NOT_SUBMITTED',
  finalized: false,
  profileType: null,
  educationalLevel: null,
  graduationYear: null,
  college: null,
  branch: null,
  jobTitle: null,
  company: null,
  experienceMonths: null,
  linkedinProfile: null,
  submittedAt: null,
};

export function offerStatus(overrides: Partial<OfferLetterStatus> = {}): OfferLetterStatus {
  return {
    requested: false,
    address: null,
    draftAvailable: false,
    waitingForSignature: false,
    draftDownloadUrl: null,
    signatureUploaded: false,
    finalAvailable: false,
    finalDownloadUrl: null,
    ...overrides,
  };
}

/** Invoice number n as the CA list answers it (its PDF under /ca; other screens pass their own downloadUrl). */
export function makeInvoice(n: number, overrides: Partial<InvoiceView> = {}): InvoiceView {
  const id = `inv${String(n).padStart(21, '0')}`;
  return {
    id,
    documentType: 'INVOICE',
    invoiceNumber: `INV/25-26/${String(n).padStart(5, '0')}`,
    issuedAt: '2025-11-01T04:30:00.000Z',
    buyerName: `Buyer ${n}`,
    buyerEmail: `buyer${n}@example.com`,
    buyerState: 'Karnataka',
    buyerCountry: 'India',
    amountMinor: 499_900,
    cgstMinor: 38_128,
    sgstMinor: 38_128,
    igstMinor: 0,
    ratePercent: 18,
    currency: 'INR',
    description: 'Live training fee',
    status: 'ISSUED',
    cancelledAt: null,
    originalInvoiceNumber: null,
    originalIssuedAt: null,
    reason: null,
    creditNoteNumber: null,
    downloadUrl: `/ca/invoices/${id}/file`,
    ...overrides,
  };
}
