/**
 * Gapless numbers (ARCHITECTURE "Data"): the insert hands out the number. Read the highest seq of the
 * series and financial year, insert seq + 1; the unique {documentType, financialYear, seq} index lets
 * one racer through, and the unique idempotency key (this verification of this student, the invoice a
 * credit note reverses) tells a loser whether its document was issued meanwhile. A number is never
 * taken before an insert succeeds, so a failed attempt leaves no gap.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Types } from 'mongoose';
import type { InvoiceDocumentType } from '@portal/domain/fees';
import { isDuplicateKeyError, type InvoiceDoc } from '../../lib/models.ts';
import { keyedQueue } from '../../lib/keyed-queue.ts';
import type { DocumentFields } from './invoice-fields.ts';
import type { InvoiceRepository } from './invoice-repository.ts';

/** Each series' number prefix: tax invoices and credit notes are numbered apart (Rule 46(b), Rule 53(1A)(b)). */
export const DOCUMENT_PREFIX: Readonly<Record<InvoiceDocumentType, string>> = { INVOICE: 'INV', CREDIT_NOTE: 'CN' };
const MAX_ISSUE_ATTEMPTS = 400;

/** "INV/25-26/00001", "CN/25-26/00001" (at most 16 characters up to seq 99999 of a year). */
export function formatDocumentNumber(type: InvoiceDocumentType, fy: string, seq: number): string {
  return `${DOCUMENT_PREFIX[type]}/${fy}/${String(seq).padStart(5, '0')}`;
}

/** The idempotency key of the credit note of an invoice (one each). */
export function creditNoteKey(invoiceId: Types.ObjectId | string): string {
  return `credit-note:${String(invoiceId)}`;
}

/** The idempotency key of a student's `round`-th fee verification (one invoice each). */
export function verificationKey(userId: Types.ObjectId | string, round: number): string {
  return `fee-verification:${String(userId)}:${round}`;
}

/** Inserts a document under the next number of its series, or answers the one issued under `idempotencyKey`. */
export type NumberedInsert = (
  documentType: InvoiceDocumentType,
  fields: DocumentFields,
  idempotencyKey: string,
) => Promise<{ invoice: InvoiceDoc; created: boolean }>;

export function invoiceNumbering(repository: Pick<InvoiceRepository, 'highestSeq' | 'insert' | 'byIdempotencyKey'>): NumberedInsert {
  /**
   * Number-taking queued per series and financial year inside this process: racers of one process
   * take turns instead of colliding on the unique index (which still decides between processes).
   */
  const oneAtATime = keyedQueue();

  return (documentType, fields, idempotencyKey) =>
    oneAtATime(`number:${documentType}:${fields.financialYear}`, async () => {
      for (let attempt = 1; ; attempt++) {
        const seq = (await repository.highestSeq(documentType, fields.financialYear)) + 1;
        try {
          const invoice = await repository.insert({
            ...fields,
            documentType,
            seq,
            invoiceNumber: formatDocumentNumber(documentType, fields.financialYear, seq),
            idempotencyKey,
          });
          return { invoice, created: true };
        } catch (err) {
          if (!isDuplicateKeyError(err)) throw err;
          // Either our document was issued elsewhere (its idempotency key) or another took the number.
          const issued = await repository.byIdempotencyKey(idempotencyKey);
          if (issued) return { invoice: issued, created: false };
          if (attempt >= MAX_ISSUE_ATTEMPTS) throw err;
          // Another process took this number: try the next one after a short random pause.
          await sleep(Math.floor(Math.random() * Math.min(50, 2 * attempt)));
        }
      }
    });
}
