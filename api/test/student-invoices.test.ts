/** GET /student/invoices and GET /student/invoices/{id}/file (SPEC §7): the student's own invoices and PDFs. */
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { invoiceFile, listInvoices, verifyFee } from './helpers/fees.ts';
import { pdfText } from './helpers/pdf-text.ts';

const ctx = useTestApp();

describe('student invoices', () => {
  it('lists nothing before the fee is verified', async () => {
    const student = await studentWith(ctx.app, { idVerified: true });
    const res = await listInvoices(ctx.app, student);
    expect([res.statusCode, res.json()]).toEqual([200, []]);
  });

  it('lists the SPEC invoice fields and serves the PDF to its owner only', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app, { idVerified: true, name: 'Kiran Rao', country: 'India', state: 'Kerala' });
    const other = await studentWith(ctx.app, { idVerified: true });
    await verifyFee(ctx.app, admin, student.id);

    const [invoice] = (await listInvoices(ctx.app, student)).json();
    expect(invoice).toEqual({
      id: expect.any(String),
      documentType: 'INVOICE',
      invoiceNumber: expect.stringMatching(/^INV\/\d{2}-\d{2}\/\d{5}$/),
      issuedAt: expect.any(String),
      buyerName: 'Kiran Rao',
      buyerEmail: student.email,
      buyerState: 'Kerala',
      buyerCountry: 'India',
      amountMinor: 499900,
      cgstMinor: 0,
      sgstMinor: 0,
      igstMinor: 76256,
      currency: 'INR',
      description: expect.stringMatching(/^Industrial Training Fee/),
      status: 'ISSUED',
      cancelledAt: null,
      originalInvoiceNumber: null,
      originalIssuedAt: null,
      ratePercent: 18,
      reason: null,
      creditNoteNumber: null,
      downloadUrl: `/student/invoices/${invoice.id}/file`,
    });

    const file = await invoiceFile(ctx.app, student, invoice.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="${invoice.invoiceNumber.replace(/\//g, '-')}.pdf"`);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(await pdfText(file.rawPayload)).toContain(invoice.invoiceNumber);
    expect(
      await ctx.app.models.AuditEntry.countDocuments({ targetId: invoice.id, action: 'invoice.file', actorEmail: student.email }),
    ).toBe(1);

    // Another student's invoice does not exist for them.
    expect((await listInvoices(ctx.app, other)).json()).toEqual([]);
    const stolen = await invoiceFile(ctx.app, other, invoice.downloadUrl);
    expect([stolen.statusCode, stolen.json().message]).toEqual([404, API_MESSAGES.invoiceNotFound]);
    const bogus = await invoiceFile(ctx.app, student, '/student/invoices/not-an-id/file');
    expect(bogus.statusCode).toBe(404);
  });
});
