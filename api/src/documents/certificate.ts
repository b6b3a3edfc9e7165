/**
 * A certificate: A4 landscape, the holder, what is certified, the program's dates,
 * the issue date, the authorized signature, the verification code and a QR code of the public
 * verification page. Signed digitally like every stored PDF (fastify.pdf).
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { dateRangeWords, istDateLabel } from '@portal/domain/calendar';
import {
  attendanceStatement,
  CERTIFICATE_TYPE_INFO,
  formatCertificateCode,
  supervisedByStatement,
  type CertificateType,
  type Supervisor,
} from '@portal/domain/certificate';
import { SIGNATORY_LABEL } from './offer-letter-body.ts';

export interface CertificateContent {
  type: CertificateType;
  code: string;
  holderName: string;
  specialization: string | null;
  periodStart: string;
  periodEnd: string;
  /** The recommendation (RECOMMENDATION only). */
  text: string | null;
  /** The live sessions attended (TRAINING only). */
  attendance: { attended: number; total: number } | null;
  /** The internship's mentor (the letter's writer for a RECOMMENDATION), as when it was issued. */
  supervisor: Supervisor | null;
  /** The final evaluation's score (EXCELLENCE only). */
  evaluationScore: number | null;
  issuedAt: Date;
  organization: { name: string; address: string };
  verifyUrl: string;
}

const BRAND_COLOUR = '#1d4ed8';

/** What the certificate says of its holder, after their name. */
export function certificateStatement(c: CertificateContent): string {
  const period = dateRangeWords(c.periodStart, c.periodEnd);
  const track = c.specialization ? ` in ${c.specialization}` : '';
  const supervised = c.supervisor ? `, ${supervisedByStatement(c.supervisor)}` : '';
  const scored = c.evaluationScore !== null ? `, with a final evaluation score of ${c.evaluationScore.toFixed(1)} out of 5` : '';
  switch (c.type) {
    case 'TRAINING': {
      const attended = c.attendance ? ` and ${attendanceStatement(c.attendance)}` : '';
      return `has completed the four-week live industrial training${track} conducted by ${c.organization.name} from ${period}${attended}.`;
    }
    case 'INTERNSHIP':
      return `has completed an internship${track} with ${c.organization.name} from ${period}${supervised}.`;
    case 'EXCELLENCE':
      return `is recognised for excellent performance during the internship${track} with ${c.organization.name} from ${period}${supervised}${scored}.`;
    case 'RECOMMENDATION':
      return `completed an internship${track} with ${c.organization.name} from ${period}${supervised}. We recommend them with confidence:`;
  }
}

export function certificateDocument(c: CertificateContent, adminSignatureDataUrl: string): TDocumentDefinitions {
  const title = CERTIFICATE_TYPE_INFO[c.type].title;
  const body: Content[] = [
    { text: c.organization.name, style: 'organization' },
    { text: title, style: 'title' },
    { text: c.type === 'RECOMMENDATION' ? 'This letter recommends' : 'This is to certify that', style: 'lead' },
    { text: c.holderName, style: 'holder' },
    { text: certificateStatement(c), style: 'statement' },
  ];
  if (c.text) body.push({ text: c.text, style: 'recommendation' });
  // The letter is the mentor's: signed with their name and title under it.
  if (c.type === 'RECOMMENDATION' && c.supervisor)
    body.push({ text: `${c.supervisor.name}, ${c.supervisor.title}`, style: 'recommendation', bold: true, margin: [40, 8, 40, 0] });
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [70, 90, 70, 50],
    info: { title: `${title}: ${c.holderName}`, author: c.organization.name, subject: `Certificate ${formatCertificateCode(c.code)}` },
    background: () => ({
      canvas: [
        { type: 'rect', x: 20, y: 20, w: 801.89, h: 555.28, lineWidth: 3, lineColor: BRAND_COLOUR },
        { type: 'rect', x: 28, y: 28, w: 785.89, h: 539.28, lineWidth: 0.75, lineColor: '#93c5fd' },
      ],
    }),
    content: [
      ...body,
      {
        columns: [
          {
            width: '*',
            stack: [
              { image: adminSignatureDataUrl, width: 160, height: 55 },
              { text: SIGNATORY_LABEL, bold: true },
              { text: `For ${c.organization.name}`, style: 'small' },
              { text: `Issued on ${istDateLabel(c.issuedAt)}`, style: 'small', margin: [0, 6, 0, 0] },
            ],
          },
          {
            width: 'auto',
            stack: [
              { qr: c.verifyUrl, fit: 96, eccLevel: 'M', alignment: 'right' },
              { text: `Certificate ID ${formatCertificateCode(c.code)}`, style: 'small', alignment: 'right', margin: [0, 4, 0, 0] },
              { text: `Verify at ${c.verifyUrl}`, style: 'small', alignment: 'right' },
            ],
          },
        ],
        margin: [0, 56, 0, 0],
      },
    ],
    defaultStyle: { font: 'Roboto', fontSize: 11, color: '#1f2937' },
    styles: {
      organization: { fontSize: 14, bold: true, color: BRAND_COLOUR, alignment: 'center', margin: [0, 0, 0, 6] },
      title: { fontSize: 30, bold: true, alignment: 'center', margin: [0, 0, 0, 28] },
      lead: { fontSize: 12, alignment: 'center', margin: [0, 0, 0, 6] },
      holder: { fontSize: 30, bold: true, alignment: 'center', color: '#111827', margin: [0, 4, 0, 14] },
      statement: { fontSize: 13, alignment: 'center', margin: [40, 0, 40, 8], lineHeight: 1.3 },
      recommendation: { fontSize: 10.5, alignment: 'justify', margin: [40, 0, 40, 0], lineHeight: 1.25 },
      small: { fontSize: 9, color: '#4b5563' },
    },
  };
}
