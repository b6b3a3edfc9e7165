/**
 * The internship offer letter both PDFs share: letterhead, date and reference, the addressee,
 * the terms (specialization, start date, duration, free internship, performance-based stipend),
 * the reporting details, the authorized signature and the intern's acceptance block. A pure
 * function of the letter's content, so the final letter repeats exactly what the draft said.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { FIRST_COHORT, startDateOfCode } from '@portal/domain/cohort';
import { durationLabel, internshipEndDate } from '@portal/domain/specialization';
import { istDateLabel, istDateTimeSecondsLabel, weekdayDayLabel } from '@portal/domain/calendar';

/** What a letter is drawn from, stored with the draft so the final is drawn from the same. */
export interface OfferLetterContent {
  /** "OL/CP25-000123" */
  reference: string;
  /** ISO instant the draft was issued (the letter's date). */
  issuedAt: string;
  company: { name: string; address: string; supportEmail: string };
  student: { name: string; studentId: string; email: string; address: string };
  specialization: string;
  /** The internship's first day, YYYY-MM-DD (letters drawn before cohorts stored only the first cohort's code). */
  startDate?: string;
  startDateCode?: string;
  durationWeeks: number;
  /** The cohort's stipend note (letters drawn before cohorts print STIPEND_TERM). */
  stipendNote?: string;
  /** The cohort's weekdays of live sessions (letters drawn before cohorts print Monday to Friday). */
  scheduleDays?: string;
  /** "Background: B.Tech CSE, 2026" or "Background: Developer at Acme", when known. */
  backgroundLine: string | null;
}

export const OFFER_LETTER_TITLE = 'Internship Offer Letter';
export const SIGNATORY_LABEL = 'Authorized Signatory';
export const REPORTING_TIME = '10:00 AM IST';
export const FREE_INTERNSHIP_TERM = 'Free of charge: there is no fee for the internship.';
export const STIPEND_TERM = 'Performance-based. The criteria are announced in the last week of November 2025.';

/** The letter's start date: stored with the content, or the first cohort's date of its code. */
export function letterStartDate(c: Pick<OfferLetterContent, 'startDate' | 'startDateCode'>): string {
  const date = c.startDate ?? startDateOfCode(FIRST_COHORT, c.startDateCode ?? '');
  if (!date) throw new Error('an offer letter needs its start date');
  return date;
}

export interface AcceptanceBlock {
  /** The intern's signature PNG data URL once signed; null on the draft. */
  signatureDataUrl: string | null;
  signedAtUtc: string | null;
}

const BRAND_COLOUR = '#1d4ed8';
const rule = (): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 0.5, lineColor: '#9ca3af' }],
  margin: [0, 0, 0, 10],
});

function letterhead(c: OfferLetterContent): Content[] {
  return [
    {
      columns: [
        {
          stack: [
            { text: c.company.name, style: 'company' },
            { text: c.company.address, style: 'small' },
          ],
          width: '*',
        },
        {
          stack: [
            { text: OFFER_LETTER_TITLE, style: 'title', alignment: 'right' },
            { text: c.company.supportEmail, style: 'small', alignment: 'right' },
          ],
          width: 200,
        },
      ],
    },
    rule(),
    {
      columns: [
        { text: [{ text: 'Ref: ', bold: true }, c.reference] },
        { text: [{ text: 'Date: ', bold: true }, istDateLabel(new Date(c.issuedAt))], alignment: 'right' },
      ],
      margin: [0, 0, 0, 12],
    },
  ];
}

function addressee(c: OfferLetterContent): Content {
  return {
    stack: [
      { text: 'To', style: 'label' },
      { text: c.student.name, bold: true },
      { text: `Student ID: ${c.student.studentId}` },
      { text: c.student.address },
      { text: c.student.email },
    ],
    margin: [0, 0, 0, 12],
  };
}

function terms(c: OfferLetterContent): Content {
  const start = letterStartDate(c);
  const end = weekdayDayLabel(internshipEndDate(start, c.durationWeeks));
  const row = (name: string, value: string) => [{ text: name, bold: true }, value];
  return {
    table: {
      widths: [130, '*'],
      body: [
        row('Specialization', c.specialization),
        row('Start date', weekdayDayLabel(start)),
        row('Duration', `${durationLabel(c.durationWeeks)} (until ${end})`),
        row('Mode', `Online, live sessions, ${c.scheduleDays ?? 'Monday to Friday'}`),
        row('Internship fee', FREE_INTERNSHIP_TERM),
        row('Stipend', c.stipendNote ?? STIPEND_TERM),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 12],
  };
}

function signatures(c: OfferLetterContent, adminSignatureDataUrl: string, acceptance: AcceptanceBlock): Content {
  const intern: Content[] = acceptance.signatureDataUrl
    ? [
        { image: acceptance.signatureDataUrl, width: 192, height: 66 },
        { text: c.student.name, bold: true },
        {
          text: `Signed electronically on ${acceptance.signedAtUtc ? istDateTimeSecondsLabel(new Date(acceptance.signedAtUtc)) : ''}`,
          style: 'small',
        },
      ]
    : [
        { text: 'Sign from your dashboard to accept this offer.', style: 'small', margin: [0, 28, 0, 24] },
        { text: c.student.name, bold: true },
      ];
  return {
    columns: [
      {
        stack: [
          { text: `For ${c.company.name}`, bold: true },
          { image: adminSignatureDataUrl, width: 192, height: 66 },
          { text: SIGNATORY_LABEL, bold: true },
        ],
        width: '*',
      },
      { stack: [{ text: 'Accepted by the intern', bold: true }, ...intern], width: '*' },
    ],
    columnGap: 24,
    margin: [0, 16, 0, 0],
    unbreakable: true,
  };
}

/**
 * What the letter says about its acceptance: the draft asks for the signature, the final says it
 * was given.
 */
export function acceptanceParagraph(c: OfferLetterContent, acceptance: AcceptanceBlock): string {
  if (!acceptance.signatureDataUrl)
    return 'To accept this offer, sign it from your dashboard. Once you have signed, we issue the final letter carrying both signatures and a record of the signing.';
  const when = acceptance.signedAtUtc ? ` on ${istDateTimeSecondsLabel(new Date(acceptance.signedAtUtc))}` : '';
  return `${c.student.name} accepted this offer by signing it electronically${when}. This final letter carries both signatures; its last page records the signing.`;
}

/** The letter's pages; the final adds an evidence page after them. */
export function offerLetterContent(c: OfferLetterContent, adminSignatureDataUrl: string, acceptance: AcceptanceBlock): Content[] {
  const firstName = c.student.name.split(/\s+/)[0] || c.student.name;
  return [
    ...letterhead(c),
    addressee(c),
    { text: `Subject: Offer of internship in ${c.specialization}`, bold: true, margin: [0, 0, 0, 10] },
    { text: `Dear ${firstName},`, margin: [0, 0, 0, 8] },
    {
      text: `We are pleased to offer you an internship in ${c.specialization} with ${c.company.name}, continuing the specialization of your training. The internship is free and guaranteed, and it leads to our Job / Pre-Placement Offer (PPO) interviews in the same specialization.`,
      margin: [0, 0, 0, 8],
    },
    ...(c.backgroundLine ? [{ text: c.backgroundLine, style: 'small', margin: [0, 0, 0, 8] } as Content] : []),
    terms(c),
    { text: 'Reporting details', style: 'heading' },
    {
      ul: [
        `Report online at ${REPORTING_TIME} on ${weekdayDayLabel(letterStartDate(c))}; the joining link and your mentor's name are e-mailed to ${c.student.email} before that day.`,
        `Keep your Student ID (${c.student.studentId}) at hand; it identifies you in every session.`,
        `Questions about joining: ${c.company.supportEmail} (we reply within 24 hours on business days).`,
      ],
      margin: [0, 0, 0, 8],
    },
    { text: acceptanceParagraph(c, acceptance), margin: [0, 0, 0, 4] },
    { text: 'We look forward to working with you.', margin: [0, 0, 0, 4] },
    signatures(c, adminSignatureDataUrl, acceptance),
  ];
}

/** Page set-up, metadata and styles around the letter's content. */
export function offerLetterDocument(
  c: OfferLetterContent,
  title: string,
  content: Content[],
  extra: Partial<TDocumentDefinitions> = {},
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: {
      title: `${title} ${c.reference}`,
      author: c.company.name,
      subject: `${OFFER_LETTER_TITLE}: ${c.student.name} (${c.student.studentId})`,
      creationDate: new Date(c.issuedAt),
    },
    footer: (page, pages) => ({
      text: `${c.reference} · page ${page} of ${pages}`,
      style: 'small',
      alignment: 'center',
      margin: [0, 16, 0, 0],
    }),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25, color: '#111827' },
    styles: {
      company: { fontSize: 15, bold: true, color: BRAND_COLOUR, margin: [0, 0, 0, 2] },
      title: { fontSize: 15, bold: true },
      heading: { fontSize: 11, bold: true, margin: [0, 4, 0, 4] },
      label: { fontSize: 8, color: '#4b5563', margin: [0, 0, 0, 2] },
      small: { fontSize: 8, color: '#4b5563' },
      mono: { fontSize: 8 },
    },
    ...extra,
  };
}
