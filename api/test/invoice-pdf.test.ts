/** The tax invoice PDF (CGST Rule 46 contents), drawn once at issue time, kept in GridFS with its SHA-256. */
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { INVOICE_DESCRIPTION_MAX, TRAINING_FEE_DESCRIPTION } from '@portal/domain/constants';
import type { UserDoc } from '../src/lib/models.ts';
import { sha256Hex } from '../src/plugins/files.ts';
import { invoiceDocument } from '../src/documents/invoice.ts';
import { useTestApp } from './helpers/app.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { FIRST_FEE } from './helpers/invoice-fixtures.ts';

const ctx = useTestApp();

function student(fields: Partial<Record<string, unknown>>): UserDoc {
  return {
    _id: new Types.ObjectId(),
    email: 'priya@example.com',
    name: 'Priya Sharma',
    role: 'STUDENT',
    studentId: 'CP25-000001',
    idVerified: true,
    ...fields,
  } as unknown as UserDoc;
}

/** Text with runs of white space folded, so a phrase split across text items still matches. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('invoice PDF', () => {
  it('holds what an Indian tax invoice must show (intra-state buyer)', async () => {
    const { invoice, pdf } = await ctx.app.invoices.issueForVerification(student({ country: 'India', state: 'Karnataka' }), {
      now: new Date('2025-11-05T06:00:00Z'),
      amountMinor: FIRST_FEE,
    });
    const text = flat(await pdfText(pdf!));
    const { seller } = ctx.app.config;
    for (const expected of [
      'Tax Invoice',
      seller.name,
      seller.address,
      `GSTIN: ${seller.gstin}`,
      'State: Karnataka (Code 29)',
      `Invoice No.: ${invoice.invoiceNumber}`,
      'Invoice date: 5 Nov 2025',
      'Place of supply: Karnataka (29)',
      'Priya Sharma',
      'priya@example.com',
      'Address: Karnataka, India',
      'Country: India',
      TRAINING_FEE_DESCRIPTION,
      '999293',
      'Taxable value',
      '₹ 4,236.44',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹ 381.28',
      '₹ 4,999.00',
      'Amount in words: Rupees Four Thousand Nine Hundred Ninety-Nine Only',
      'Whether tax is payable on reverse charge: No',
      'computer-generated',
      'Authorised Signatory',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('CANCELLED');
    expect(TRAINING_FEE_DESCRIPTION.length).toBeGreaterThan(INVOICE_DESCRIPTION_MAX);
  });

  it('shows IGST for inter-state and foreign buyers, with the place of supply', async () => {
    const inter = await ctx.app.invoices.issueForVerification(student({ country: 'India', state: 'Maharashtra' }), {
      amountMinor: FIRST_FEE,
    });
    const interText = flat(await pdfText(inter.pdf!));
    expect(interText).toContain('IGST @ 18%');
    expect(interText).toContain('₹ 762.56');
    expect(interText).toContain('Place of supply: Maharashtra (27)');
    expect(interText).not.toContain('CGST');

    const foreign = await ctx.app.invoices.issueForVerification(student({ country: 'Nepal', state: 'Bagmati' }), {
      amountMinor: FIRST_FEE,
    });
    const foreignText = flat(await pdfText(foreign.pdf!));
    expect(foreignText).toContain('Place of supply: Outside India (96)');
    expect(foreignText).toContain('Country: Nepal');
    expect(foreignText).toContain('IGST @ 18%');
  });

  it('is stored once in GridFS with its SHA-256 and served from there; a cancelled one shows CANCELLED', async () => {
    const owner = student({ country: 'India', state: 'Kerala' });
    const { invoice, pdf } = await ctx.app.invoices.issueForVerification(owner, { amountMinor: FIRST_FEE });
    const stored = await ctx.app.models.Invoice.findById(invoice._id).lean();
    expect(stored?.fileSha256).toBe(sha256Hex(pdf!));
    const file = await ctx.app.files.stat('invoices', stored!.fileId!, String(owner._id));
    expect(file).toMatchObject({ mime: 'application/pdf', kind: 'invoices', sha256: sha256Hex(pdf!) });

    const served = await ctx.app.invoices.pdfOf(String(invoice._id), String(owner._id));
    expect(served?.bytes.equals(pdf!)).toBe(true);
    expect(served?.fileName).toBe(`${invoice.invoiceNumber.replace(/\//g, '-')}.pdf`);
    expect(await ctx.app.invoices.pdfOf(String(invoice._id), String(new Types.ObjectId()))).toBeNull();

    // An invoice cancelled before credit notes existed keeps its cancelled copy.
    await ctx.app.models.Invoice.updateOne({ _id: invoice._id }, { $set: { status: 'CANCELLED', cancelledAt: new Date() } });
    const cancelled = await ctx.app.invoices.pdfOf(String(invoice._id), String(owner._id));
    const text = flat(await pdfText(cancelled!.bytes));
    expect(text).toContain('CANCELLED');
    expect(text).toContain(invoice.invoiceNumber);
    const after = await ctx.app.models.Invoice.findById(invoice._id).lean();
    expect(after?.fileId).toBe(stored?.fileId);
    expect(after?.cancelledFileSha256).toBe(sha256Hex(cancelled!.bytes));
  });
});

describe('credit note PDF', () => {
  it('holds what Rule 53 asks: its title, own number and date, the invoice it reverses, the reason and the same GST split; the invoice is unchanged', async () => {
    const owner = student({ country: 'India', state: 'Karnataka', email: 'cn-owner@example.com' });
    const { invoice, pdf } = await ctx.app.invoices.issueForVerification(owner, {
      now: new Date('2026-05-04T06:00:00Z'),
      amountMinor: FIRST_FEE,
    });
    const [note] = await ctx.app.invoices.creditOpen(owner._id, { now: new Date('2026-05-06T06:00:00Z') });
    expect(note).toMatchObject({
      invoiceNumber: expect.stringMatching(/^CN\/26-27\/\d{5}$/),
      originalInvoiceNumber: invoice.invoiceNumber,
    });

    const served = await ctx.app.invoices.pdfOf(String(note!._id), String(owner._id));
    expect(served?.fileName).toBe(`${note!.invoiceNumber.replace(/\//g, '-')}.pdf`);
    const text = flat(await pdfText(served!.bytes));
    const { seller } = ctx.app.config;
    for (const expected of [
      'Credit Note',
      seller.name,
      `GSTIN: ${seller.gstin}`,
      `Credit Note No.: ${note!.invoiceNumber}`,
      'Credit note date: 6 May 2026',
      `Against invoice No.: ${invoice.invoiceNumber}`,
      'Invoice date: 4 May 2026',
      'Place of supply: Karnataka (29)',
      'Reason: Fee verification withdrawn',
      'Priya Sharma',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹ 381.28',
      'Total credited (INR, tax inclusive)',
      '₹ 4,999.00',
      'computer-generated credit note',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Tax Invoice');
    // The invoice stays ISSUED and its stored PDF is the one first drawn.
    const original = await ctx.app.invoices.pdfOf(String(invoice._id), String(owner._id));
    expect(original?.invoice.status).toBe('ISSUED');
    expect(original?.bytes.equals(pdf!)).toBe(true);
  });
});

describe('invoiceDocument (pure)', () => {
  const base = {
    invoiceNumber: 'INV/25-26/00007',
    issuedAt: new Date('2025-11-05T06:00:00Z'),
    status: 'ISSUED' as const,
    seller: { name: 'Seller', address: 'Somewhere 560001', gstin: '29AABCC1234D1Z7', state: 'Karnataka', stateCode: '29' },
    buyerName: null,
    buyerEmail: 'x@example.com',
    buyerState: null,
    buyerCountry: null,
    placeOfSupply: 'Not stated',
    description: 'Fee',
    sac: '999293',
    amountMinor: 499900,
    baseMinor: 423644,
    cgstMinor: 0,
    sgstMinor: 0,
    igstMinor: 76256,
    ratePercent: 18,
    currency: 'INR',
  };

  it('is a function of its data: same input, same definition; a watermark only when cancelled', () => {
    expect(JSON.stringify(invoiceDocument(base))).toBe(JSON.stringify(invoiceDocument({ ...base })));
    expect(invoiceDocument(base).watermark).toBeUndefined();
    const cancelled = invoiceDocument({ ...base, status: 'CANCELLED', cancelledAt: new Date('2025-11-06T06:00:00Z') });
    expect(cancelled.watermark).toMatchObject({ text: 'CANCELLED' });
    expect(JSON.stringify(cancelled.content)).toContain('CANCELLED on 6 Nov 2025, 11:30 IST');
  });

  it('says what the buyer did not state', () => {
    const json = JSON.stringify(invoiceDocument(base).content);
    expect(json).toContain('Address: not stated');
    expect(json).toContain('Country: not stated');
  });
});
