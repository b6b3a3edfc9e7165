/**
 * Invoices for the CA tests, inserted through the model with the derived fields the issuing code
 * stores (month, financial year, intra/inter-state flags), so the tests control every date and amount.
 */
import { Types } from 'mongoose';
import { TRAINING_FEE_SAC } from '@portal/domain/constants';
import { FIRST_COHORT } from '@portal/domain/cohort';
import { priceBreakdown, taxRateOn } from '@portal/domain/pricing';
import type { App } from '../../src/app.ts';
import type { SellerConfig } from '../../src/config.ts';
import { financialYear, istMonth } from '@portal/domain/calendar';

export interface InvoiceFixture {
  invoiceNumber: string;
  issuedAt: Date;
  buyerName?: string | null;
  buyerEmail?: string | null;
  buyerState?: string | null;
  buyerCountry?: string | null;
  amountMinor?: number;
  description?: string | null;
  status?: 'ISSUED' | 'CANCELLED';
  cancelledAt?: Date | null;
  /** The rate stored on the document; the rate table's on its issue day when left out. */
  ratePercent?: number;
  /** Makes the fixture a credit note reversing the invoice of this number (give it a CN/… number and the invoice's buyer and amount). */
  creditNoteOf?: string;
}

let lastSeq = 0;

/** Numbers, seq and idempotency key are the test's own (unique per process); seller and SAC as the app configures them. */
export function invoiceDocument(f: InvoiceFixture, seller: SellerConfig) {
  const amountMinor = f.amountMinor ?? FIRST_COHORT.feeMinor;
  const buyerState = f.buyerState === undefined ? seller.state : f.buyerState;
  const ratePercent = f.ratePercent ?? taxRateOn(f.issuedAt).ratePercent;
  const price = priceBreakdown({ feeMinor: amountMinor, ratePercent, sellerState: seller.state, buyerState });
  const intraState = price.intraState ? 1 : 0;
  return {
    _id: new Types.ObjectId(),
    userId: new Types.ObjectId(),
    documentType: f.creditNoteOf ? ('CREDIT_NOTE' as const) : ('INVOICE' as const),
    originalInvoiceNumber: f.creditNoteOf ?? null,
    invoiceNumber: f.invoiceNumber,
    issuedAt: f.issuedAt,
    buyerName: f.buyerName === undefined ? 'Asha Rao' : f.buyerName,
    buyerEmail: f.buyerEmail === undefined ? 'asha@example.com' : f.buyerEmail,
    buyerState,
    buyerCountry: f.buyerCountry === undefined ? 'India' : f.buyerCountry,
    amountMinor,
    baseMinor: price.taxableMinor,
    cgstMinor: price.cgstMinor,
    sgstMinor: price.sgstMinor,
    igstMinor: price.igstMinor,
    taxMinor: price.taxMinor,
    ratePercent,
    currency: 'INR',
    description: f.description === undefined ? 'Live training fee (4 weeks)' : f.description,
    seq: ++lastSeq,
    idempotencyKey: `test-fixture:${lastSeq}:${f.invoiceNumber}`,
    sac: TRAINING_FEE_SAC,
    seller: { ...seller },
    month: istMonth(f.issuedAt),
    financialYear: financialYear(f.issuedAt),
    intraState,
    interState: 1 - intraState,
    status: f.status ?? 'ISSUED',
    cancelledAt: f.status === 'CANCELLED' ? (f.cancelledAt ?? new Date(f.issuedAt.getTime() + 3_600_000)) : null,
  };
}

export type InvoiceDocument = ReturnType<typeof invoiceDocument>;

export async function insertInvoices(app: App, fixtures: InvoiceFixture[]): Promise<InvoiceDocument[]> {
  const docs = fixtures.map((f) => invoiceDocument(f, app.config.seller));
  await app.models.Invoice.insertMany(docs);
  return docs;
}

/** An instant given as India time, e.g. ist('2025-11-01 00:30'). */
export function ist(text: string): Date {
  const [day, time = '00:00'] = text.split(' ');
  const withSeconds = time.length === 5 ? `${time}:00` : time;
  return new Date(`${day}T${withSeconds}+05:30`);
}

/** The first cohort's fee: what the tests' invoices are issued for unless they say otherwise. */
export const FIRST_FEE = FIRST_COHORT.feeMinor;
