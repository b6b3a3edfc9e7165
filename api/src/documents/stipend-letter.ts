/**
 * The stipend letter: A4 portrait, to the intern, the stipend decided under the cohort's published
 * criteria (amount in figures and words), what it rests on, and the authorized signatory. Signed
 * digitally like every stored PDF (fastify.pdf).
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { rupeesInWords } from '@portal/domain/amount-in-words';
import { istDateLabel } from '@portal/domain/calendar';
import { formatRupees } from '@portal/domain/money';
import { dateRangeWords } from '@portal/domain/calendar';
import { SIGNATORY_LABEL } from './offer-letter-body.ts';

export const STIPEND_LETTER_TITLE = 'Stipend Letter';

export interface StipendLetterContent {
  internName: string;
  studentId: string | null;
  specialization: string;
  cohortName: string;
  periodStart: string;
  periodEnd: string;
  amountMinor: number;
  /** What the amount rests on: the proposal's reason, or the admin's reason for changing it. */
  basis: string;
  decidedAt: Date;
  organization: { name: string; address: string };
}

export function stipendLetterDocument(c: StipendLetterContent): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [60, 60, 60, 60],
    info: { title: `${STIPEND_LETTER_TITLE}: ${c.internName}`, author: c.organization.name },
    content: [
      { text: c.organization.name, style: 'organization' },
      { text: c.organization.address, style: 'small', margin: [0, 0, 0, 24] },
      { text: istDateLabel(c.decidedAt), alignment: 'right', margin: [0, 0, 0, 16] },
      { text: STIPEND_LETTER_TITLE, style: 'title' },
      { text: `Dear ${c.internName}${c.studentId ? ` (${c.studentId})` : ''},`, margin: [0, 0, 0, 10] },
      {
        text: `Following your internship in ${c.specialization} from ${dateRangeWords(c.periodStart, c.periodEnd)} (${c.cohortName} cohort), and under the stipend criteria published for your cohort, you are awarded a stipend of ${formatRupees(c.amountMinor)} (${rupeesInWords(c.amountMinor)}).`,
        margin: [0, 0, 0, 10],
      },
      { text: [{ text: 'Basis: ', bold: true }, c.basis], margin: [0, 0, 0, 10] },
      {
        text: 'The stipend is paid by bank transfer to the account you have given us; the payment’s bank reference (UTR) is recorded with it.',
        margin: [0, 0, 0, 36],
      },
      { text: SIGNATORY_LABEL, bold: true },
      { text: `For ${c.organization.name}`, style: 'small' },
    ],
    defaultStyle: { font: 'Roboto', fontSize: 11, color: '#1f2937', lineHeight: 1.25 },
    styles: {
      organization: { fontSize: 14, bold: true, color: '#1d4ed8' },
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 16] },
      small: { fontSize: 9, color: '#4b5563' },
    },
  };
}
