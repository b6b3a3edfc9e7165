/**
 * The privacy notice a student reads and consents to before onboarding (the consent screen) and
 * anyone reads at /privacy: one text, written to the Digital Personal Data Protection Act 2023
 * (s.5 notice, s.6 consent and its withdrawal, s.8(7) erasure, s.11-14 rights, s.13 grievances)
 * and the DPDP Rules 2025 (rule 3: a standalone notice in plain language with an itemised list of
 * the personal data and the specific purpose of each, how to withdraw consent, exercise rights and
 * complain to the Board; rule 9: who answers questions). A change of what is collected or why is
 * a new PRIVACY_NOTICE_VERSION, and every student is asked again.
 */

import { istDateLabel, istDayStart } from './calendar.ts';

/**
 * Raise it whenever the notice's substance changes: students consent again. It starts with the day
 * the notice was last changed (YYYY-MM-DD), with ".N" for a second change on one day.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28.2';

/** "28 Nov 2026": the day the notice was last updated, from its version (the /privacy page says one date). */
export const PRIVACY_NOTICE_UPDATED = istDateLabel(istDayStart(PRIVACY_NOTICE_VERSION.slice(0, 10))!);

/** What a student who has not consented to the current notice is told by every step of the journey. */
export const PRIVACY_CONSENT_REQUIRED =
  'Please read the privacy notice and give your consent before you continue. You can find it on your dashboard.';

/** The answer when a consent names a notice that is no longer the current one. */
export const PRIVACY_NOTICE_CHANGED = 'The privacy notice has changed. Please read the current version and consent to it.';

/** Years invoices and credit notes are kept: CGST Act s.36 (72 months after the annual return's due date). */
const TAX_RECORD_YEARS = 6;

export interface PrivacyNoticeSettings {
  grievanceOfficer: { name: string; email: string };
  /** ID_DOCUMENT_RETENTION_DAYS. */
  idDocumentRetentionDays: number;
}

/** One row of "what we collect": the data, why, and how long it is kept. */
export interface NoticeItem {
  data: string;
  purpose: string;
  kept: string;
}

export interface NoticeSection {
  heading: string;
  paragraphs: string[];
}

export interface PrivacyNotice {
  version: string;
  title: string;
  intro: string;
  /** The itemised list (rule 3(b)): also the retention table. */
  items: NoticeItem[];
  sections: NoticeSection[];
}

export function privacyNotice({ grievanceOfficer, idDocumentRetentionDays }: PrivacyNoticeSettings): PrivacyNotice {
  const whileEnrolled = 'While your account is open; erased or anonymised when you ask us to erase your account';
  // What an erased account keeps beside its tax records is kept no longer than they are.
  const asTaxRecords = `${TAX_RECORD_YEARS} years after the year's annual return, as your invoices are`;
  return {
    version: PRIVACY_NOTICE_VERSION,
    title: 'Privacy notice',
    intro:
      'Career Portal runs a paid training program that leads to an internship and a job or PPO interview. To do that we need some ' +
      'personal data from you. This notice says what we collect, why, how long we keep it, and what you can do about it. You can ' +
      'read it again at any time at /privacy.',
    items: [
      {
        data: 'E-mail address',
        purpose: 'Signing you in with one-time codes, and mails about your program (ID review, invoices, letters, interviews)',
        kept: whileEnrolled,
      },
      {
        data: 'Name, phone number, country and state',
        purpose: 'Your profile, matching your ID, GST on your invoice (your state decides the tax), contacting you about your program',
        kept: whileEnrolled,
      },
      {
        data: 'Government ID document (masked Aadhaar, PAN, passport, voter ID or driving licence)',
        purpose: 'Checking that the name on your profile is yours, once, before your fee is taken',
        kept:
          `Erased ${idDocumentRetentionDays} days after it is verified or rejected, and at once when you upload another; ` +
          'we keep only its status, type, size and fingerprint (SHA-256)',
      },
      {
        data: 'Education and work background, specialization and start date',
        purpose: 'Placing you in a cohort and a specialization, and drawing your offer letter',
        kept: whileEnrolled,
      },
      {
        data: 'Postal address and handwritten signature',
        purpose: 'Your offer letter and signed acceptance',
        kept: `${whileEnrolled}; a signed letter of an internship that has not ended is kept until it ends`,
      },
      {
        data: 'Payments, invoices and credit notes',
        purpose: 'Taking your fee and the tax records GST law requires',
        kept:
          `${TAX_RECORD_YEARS} years after the year's annual return (GST law), also after your account is erased: an invoice keeps ` +
          'the name, e-mail address and state it was issued to; a payment keeps only its amount, ids, status and times (we never ' +
          "store the payer's details the payment gateway sends)",
      },
      {
        data:
          'Live-session attendance (when you joined through the portal, and your name, e-mail address and minutes in the meeting ' +
          "platform's attendance report) and your calendar-feed and reminder choices",
        purpose: 'Running the live training, and deciding your training certificate from the attendance it requires',
        kept: whileEnrolled,
      },
      {
        data: "Weekly internship reports (your work, hours and links), your mentor's reviews and your final evaluation",
        purpose:
          'Supervising your internship (your mentor reads them), and deciding your internship, excellence and recommendation ' +
          'certificates and your stipend from them',
        kept: whileEnrolled,
      },
      {
        data: 'Your stipend: the decision and its signed letter, and the payment (amount, day and bank reference)',
        purpose: 'Paying the performance-based stipend by the published criteria',
        kept: `${whileEnrolled}; a payment's amount, day and bank reference stay in the company's accounts, ${asTaxRecords}`,
      },
      {
        data: 'Interview bookings, event registrations and certificates',
        purpose: 'Running the program and letting employers check a certificate you show them',
        kept: whileEnrolled,
      },
      {
        data: 'Your consent to this notice (which version, when, from which IP address and browser)',
        purpose: 'Showing that you consented, which the law asks us to be able to prove',
        kept:
          'While your account is open; after an erasure, which version you consented to and when, without the IP address and ' +
          `browser, ${asTaxRecords}`,
      },
      {
        data: 'Sign-in records and an audit of actions (time, IP address, browser)',
        purpose: 'Keeping your account and the portal secure, and answering disputes',
        kept:
          'Sign-in codes for an hour, sessions until they expire or your account is erased; the audit while your account is open, ' +
          `then without your name, e-mail address, phone, file names or notes, ${asTaxRecords}`,
      },
    ],
    sections: [
      {
        heading: 'How we protect it',
        paragraphs: [
          'ID documents, signatures and offer letters are stored encrypted; only the admins who review them can open them, and every ' +
            'opening is recorded. Uploaded files are cleaned before they are stored. We do not sell your data or use it for advertising.',
        ],
      },
      {
        heading: 'Your consent and your rights',
        paragraphs: [
          'We process this data on the basis of the consent you give on this screen. You may withdraw it at any time as easily as you ' +
            'gave it, by asking us to erase your account from your profile; what was done before stays lawful, and we then stop the ' +
            'program for you.',
          'You have the right to a summary of your data and of who it was shared with (download it from your profile), to have it ' +
            'corrected or completed (edit your profile, or write to us), to have it erased, to nominate a person to exercise these rights ' +
            'if you die or cannot, and to have your grievances answered.',
        ],
      },
      {
        heading: 'Questions and grievances',
        paragraphs: [
          `Our grievance officer, ${grievanceOfficer.name}, answers questions about your data and grievances at ${grievanceOfficer.email}, ` +
            'within 30 days at most.',
          'If you are not satisfied with the answer, you may complain to the Data Protection Board of India, which works as a digital ' +
            'office: you can file your complaint online.',
        ],
      },
    ],
  };
}

/** True when the student consented to the current notice (their account's recorded version). */
export function hasCurrentConsent(consentedVersion: string | null | undefined): boolean {
  return consentedVersion === PRIVACY_NOTICE_VERSION;
}
