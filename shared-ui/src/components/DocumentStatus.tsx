/**
 * The status of a GST document, told the same way on the student's Fee Bill and the CA list: an
 * invoice is Issued, Reversed (by a credit note, which names it) or Cancelled (before credit notes
 * existed); a credit note is a Credit note.
 */
import { Flex } from 'antd';
import type { InvoiceView } from '@portal/domain/views/invoice';
import { StatusTag } from './StatusTag';

/** What the status needs; an older server may leave out all but the number (SPEC §3 tolerance on the Fee Bill). */
type Document = Pick<InvoiceView, 'invoiceNumber'> & Partial<Pick<InvoiceView, 'documentType' | 'status' | 'creditNoteNumber'>>;

export function DocumentStatus({ document }: { document: Document }) {
  if (document.status === 'CANCELLED') return <StatusTag tone="danger">Cancelled</StatusTag>;
  if (document.documentType === 'CREDIT_NOTE') return <StatusTag tone="info">Credit note</StatusTag>;
  if (document.creditNoteNumber) {
    return (
      <Flex vertical gap={2} align="start">
        <StatusTag tone="warning">Reversed</StatusTag>
        <span style={{ color: 'rgba(0,0,0,0.65)', fontSize: 12 }}>
          by <span style={{ whiteSpace: 'nowrap' }}>{document.creditNoteNumber}</span>
        </span>
      </Flex>
    );
  }
  return <StatusTag tone="success">Issued</StatusTag>;
}

/** "invoice INV/26-27/00001" or "credit note CN/26-27/00001", for button labels. */
export function documentName(document: Pick<Document, 'documentType' | 'invoiceNumber'>): string {
  return `${document.documentType === 'CREDIT_NOTE' ? 'credit note' : 'invoice'} ${document.invoiceNumber}`;
}
