/**
 * The GST tax invoice and the credit note as pdfmake document definitions: a pure function of the
 * document, so it is tested without rendering and drawn the same way every time. It carries what
 * CGST Rule 46 asks of a tax invoice: supplier name, address, GSTIN and state; number and date;
 * recipient name, address/state and country; place of supply; description, SAC and taxable value;
 * each tax with rate and amount; the total in figures and words; reverse charge; the signatory.
 * A credit note (Rule 53(1A)) carries the nature of the document, its own number and date, the
 * number and date of the invoice it reverses, and the value and taxes credited.
 */
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { rupeesInWords } from '@portal/domain/amount-in-words';
import { formatIndianAmount } from '@portal/domain/money';
import { paidByLabel } from '@portal/domain/payment-gateway';
import { feeEvidenceLabel, type FeeEvidence } from '@portal/domain/fee-evidence';
import { percentLabel } from '@portal/domain/pricing';
import { istDateLabel, istDateTimeLabel } from '@portal/domain/calendar';
import type { InvoiceDocumentType } from '@portal/domain/fees';

export interface InvoiceDocumentData {
  /** INVOICE when left out. */
  documentType?: InvoiceDocumentType;
  /** The document's own number (INV/… or CN/…). */
  invoiceNumber: string;
  issuedAt: Date;
  /** CANCELLED only for the copy of an invoice cancelled before credit notes existed (features/invoices/cancelled-invoices.ts). */
  status: 'ISSUED' | 'CANCELLED';
  cancelledAt?: Date | null;
  /** A credit note: the invoice it reverses, and why. */
  original?: { invoiceNumber: string; issuedAt: Date; reason: string | null } | null;
  seller: { name: string; address: string; gstin: string; state: string; stateCode: string };
  buyerName: string | null;
  buyerEmail: string | null;
  buyerState: string | null;
  buyerCountry: string | null;
  /** e.g. "Karnataka (29)", "Outside India (96)". */
  placeOfSupply: string;
  description: string;
  sac: string;
  amountMinor: number;
  baseMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  /** The GST rate the document was issued at (stored on it): the tax lines print it, never today's. */
  ratePercent: number;
  currency: string;
  /** The Razorpay payment the invoice is for, printed "Paid by UPI, ref …"; null when paid otherwise. */
  payment?: InvoicePayment | null;
  /** How a fee paid otherwise was paid, as the verifying admin recorded it: printed "Paid by UPI, ref …, received …". */
  paymentEvidence?: FeeEvidence | null;
  /** The signing certificate's name: the PDF carries its digital signature (plugins/pdf-signing.ts). */
  signedBy?: string | null;
}

export interface InvoicePayment {
  paymentId: string;
  method: string | null;
  bankReference: string | null;
}

export const INVOICE_TITLE = 'Tax Invoice';
export const CREDIT_NOTE_TITLE = 'Credit Note';
export const REVERSE_CHARGE_LINE = 'Whether tax is payable on reverse charge: No';
export const computerGeneratedNote = (document: 'invoice' | 'credit note') =>
  `This is a computer-generated ${document} and does not need a physical signature.`;
/** The signature block's line when the file is digitally signed; how to check it is in the README ("Documents"). */
export const digitallySignedLine = (signer: string) => `Digitally signed by ${signer}`;
export const SIGNATURE_CHECK_NOTE =
  'This PDF carries a digital signature (PAdES) that proves who issued it and that it has not been changed; open the signature panel of a PDF reader to check it.';
export const SIGNATORY_LABEL = 'Authorised Signatory';
export const CANCELLED_MARK = 'CANCELLED';

const rupees = (minor: number) => `₹ ${formatIndianAmount(minor)}`;

/** How the fee was paid: the payment Razorpay confirmed, else the evidence the admin recorded, else nothing. */
function paymentLine(d: InvoiceDocumentData): string | null {
  if (d.payment) return paidByLabel(d.payment);
  return d.paymentEvidence ? feeEvidenceLabel(d.paymentEvidence) : null;
}

function label(text: string): Content {
  return { text, style: 'label' };
}

/** Buyer lines: name, e-mail, state (Indian buyers) or region, country. */
function buyerBlock(d: InvoiceDocumentData): Content[] {
  const place = [d.buyerState, d.buyerCountry].filter(Boolean).join(', ');
  return [
    label('Bill to (recipient)'),
    { text: d.buyerName || d.buyerEmail || 'Student', bold: true },
    ...(d.buyerEmail ? [{ text: d.buyerEmail }] : []),
    { text: place ? `Address: ${place}` : 'Address: not stated' },
    { text: `Country: ${d.buyerCountry || 'not stated'}` },
  ];
}

/** The number, date and place of supply; a credit note adds the invoice it reverses and why. */
function detailsBlock(d: InvoiceDocumentData, credit: boolean): Content[] {
  const line = (name: string, value: string): Content => ({ text: [{ text: `${name}: `, bold: true }, value] });
  if (!credit) {
    return [
      label('Invoice details'),
      line('Invoice No.', d.invoiceNumber),
      line('Invoice date', istDateLabel(d.issuedAt)),
      line('Place of supply', d.placeOfSupply),
    ];
  }
  return [
    label('Credit note details'),
    line('Credit Note No.', d.invoiceNumber),
    line('Credit note date', istDateLabel(d.issuedAt)),
    ...(d.original ? [line('Against invoice No.', d.original.invoiceNumber), line('Invoice date', istDateLabel(d.original.issuedAt))] : []),
    line('Place of supply', d.placeOfSupply),
    ...(d.original?.reason ? [line('Reason', d.original.reason)] : []),
  ];
}

function taxRows(d: InvoiceDocumentData, credit: boolean): TableCell[][] {
  const row = (name: string, value: string, bold = false): TableCell[] => [
    { text: name, colSpan: 3, alignment: 'right', bold },
    {},
    {},
    { text: value, alignment: 'right', bold },
  ];
  const rows: TableCell[][] = [row('Taxable value', rupees(d.baseMinor))];
  if (d.igstMinor > 0) {
    rows.push(row(`IGST @ ${percentLabel(d.ratePercent)}`, rupees(d.igstMinor)));
  } else {
    const half = percentLabel(d.ratePercent / 2);
    rows.push(row(`CGST @ ${half}`, rupees(d.cgstMinor)), row(`SGST @ ${half}`, rupees(d.sgstMinor)));
  }
  rows.push(row(`${credit ? 'Total credited' : 'Total'} (${d.currency}, tax inclusive)`, rupees(d.amountMinor), true));
  return rows;
}

export function invoiceDocument(d: InvoiceDocumentData): TDocumentDefinitions {
  const cancelled = d.status === 'CANCELLED';
  const credit = d.documentType === 'CREDIT_NOTE';
  const title = credit ? CREDIT_NOTE_TITLE : INVOICE_TITLE;
  const content: Content[] = [
    {
      columns: [
        [
          { text: d.seller.name, style: 'seller' },
          { text: d.seller.address },
          { text: `GSTIN: ${d.seller.gstin}` },
          { text: `State: ${d.seller.state} (Code ${d.seller.stateCode})` },
        ],
        [
          { text: title, style: 'title', alignment: 'right' },
          { text: 'Original for recipient', alignment: 'right', style: 'label' },
        ],
      ],
    },
    { canvas: [{ type: 'line', x1: 0, y1: 8, x2: 515, y2: 8, lineWidth: 0.5, lineColor: '#9ca3af' }], margin: [0, 0, 0, 12] },
    {
      // Fixed halves: a long unbroken name or e-mail wraps inside its column (documents/fonts.ts)
      // instead of widening it and pushing the invoice details off the page.
      columns: [
        { stack: buyerBlock(d), width: 245 },
        {
          width: 246,
          stack: detailsBlock(d, credit),
        },
      ],
      columnGap: 24,
      margin: [0, 0, 0, 16],
    },
    {
      table: {
        headerRows: 1,
        widths: [20, '*', 60, 110],
        body: [
          [
            { text: '#', style: 'th' },
            { text: 'Description of service', style: 'th' },
            { text: 'SAC', style: 'th' },
            { text: 'Taxable value', style: 'th', alignment: 'right' },
          ],
          ['1', d.description, d.sac, { text: rupees(d.baseMinor), alignment: 'right' }],
          ...taxRows(d, credit),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: [{ text: 'Amount in words: ', bold: true }, rupeesInWords(d.amountMinor)], margin: [0, 12, 0, 4] },
    ...(credit ? [] : [{ text: REVERSE_CHARGE_LINE, margin: [0, 0, 0, 4] } as Content]),
    ...(!credit && paymentLine(d) ? [{ text: paymentLine(d), margin: [0, 0, 0, 4] } as Content] : []),
    ...(cancelled
      ? [
          {
            text: `${CANCELLED_MARK}${d.cancelledAt ? ` on ${istDateTimeLabel(d.cancelledAt)}` : ''}: this invoice is void.`,
            style: 'cancelled',
          } as Content,
        ]
      : []),
    {
      columns: [
        {
          stack: [
            { text: computerGeneratedNote(credit ? 'credit note' : 'invoice') },
            ...(d.signedBy ? [{ text: SIGNATURE_CHECK_NOTE, margin: [0, 4, 0, 0] } as Content] : []),
          ],
          style: 'note',
          width: '*',
        },
        {
          stack: [
            { text: `For ${d.seller.name}`, bold: true },
            ...(d.signedBy ? [{ text: digitallySignedLine(d.signedBy), style: 'note', margin: [0, 8, 0, 0] } as Content] : []),
            { text: SIGNATORY_LABEL, margin: [0, d.signedBy ? 8 : 28, 0, 0] },
          ],
          width: 200,
          alignment: 'right',
        },
      ],
      columnGap: 16,
      margin: [0, 32, 0, 0],
      unbreakable: true,
    },
  ];

  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: {
      title: `${title} ${d.invoiceNumber}${cancelled ? ` (${CANCELLED_MARK})` : ''}`,
      author: d.seller.name,
      subject: d.description,
      creationDate: d.issuedAt,
    },
    ...(cancelled ? { watermark: { text: CANCELLED_MARK, color: '#b91c1c', opacity: 0.25, bold: true } } : {}),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25, color: '#111827' },
    styles: {
      seller: { fontSize: 14, bold: true, margin: [0, 0, 0, 2] },
      title: { fontSize: 18, bold: true },
      label: { fontSize: 8, color: '#4b5563', margin: [0, 0, 0, 2] },
      th: { bold: true, fillColor: '#f3f4f6' },
      note: { fontSize: 8, color: '#4b5563' },
      cancelled: { bold: true, color: '#b91c1c', margin: [0, 4, 0, 0] },
    },
  };
}
