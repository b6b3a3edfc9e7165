/**
 * The trust pages a visitor reads before paying: privacy, terms and refunds, written for
 * this program. The company's name, address, GSTIN and support line come from the API
 * (configuration), so the words here name no company.
 */
import { priceBreakdown, taxRateOn } from '@portal/domain/pricing';
import type { LegalPageKey } from '../../../content/legal-links';

/** The GST of today's rate (domain/pricing.ts), and what it makes of a refund of ₹1,000.00, for the pages' words. */
const GST = priceBreakdown({ feeMinor: 100_000, ratePercent: taxRateOn().ratePercent, sellerState: '' }).labels;

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalPageContent {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export const LEGAL_UPDATED = '25 Nov 2026';

export const LEGAL_PAGES: Record<LegalPageKey, LegalPageContent> = {
  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains what the career program portal collects about you, why, how long it is kept and how to have it deleted. We process personal data under India’s Digital Personal Data Protection Act, 2023.',
    sections: [
      {
        heading: 'What we collect and why',
        paragraphs: [
          'Your e-mail address, to sign you in with a one-time code and to send you the mails your journey needs (ID result, payment link, invoices, letters, interviews, certificates).',
          'Your name, phone number, country and state, to address you, to print your name on letters and certificates and to work out the GST on your invoice (the place of supply is your state).',
          'A copy of your government ID (Aadhaar, PAN, passport, voter ID or driving licence), only to check that the person enrolling is the person named on the documents. Only admins of the program can open it.',
          'Your payment records, specialization, start date, background (education or work), the address on your offer letter and your drawn signature, to run the program and issue your invoice, offer letters and certificates.',
          'When you sign your offer letter: the time, your IP address and your browser’s user agent, printed on the letter’s evidence page so the signature can be checked later.',
          'Records of what admins did on your account (who verified your ID or fee and when), kept so every decision about you can be traced.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'Admins of the program see your profile, ID, payments and letters. Our accountants see your invoices and credit notes. Companies interviewing you see only what you give them.',
          'Anyone holding a certificate’s code sees its holder’s name, the certificate, specialization, dates and whether it is valid, and nothing else about you.',
          'We do not sell your data or use it for advertising. Mail is sent through our mail provider; files are stored in our database in India or with our cloud provider under contract.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Your government ID copy: until your ID is verified and for six months after, then it is deleted; a rejected ID is replaced by your next upload.',
          'Tax invoices and credit notes: at least six years after the financial year they belong to, as the GST law requires.',
          'Offer letters, signatures and certificates: as long as the program runs, so they can be downloaded and verified; a certificate you ask us to remove is marked revoked.',
          'Sign-in sessions end after 30 days without use; one-time codes expire after ten minutes.',
        ],
      },
      {
        heading: 'Your rights and deletion',
        paragraphs: [
          'You may ask for a copy of your data, its correction or its deletion by writing to our support e-mail from the address you sign in with. We answer within 30 days.',
          'On deletion we remove your profile, ID, background, letters and signatures; invoices and credit notes are kept for as long as the law requires and then deleted.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of the program',
    intro:
      'These terms apply when you enrol in the career program: the paid four-week live training, the free internship that follows it, and the interviews and event at its end.',
    sections: [
      {
        heading: 'Enrolment',
        paragraphs: [
          'You enrol with your own e-mail address and a government ID whose name matches your profile. An enrolment in another person’s name is cancelled.',
          'Your name, country and state are locked once your ID is verified, because they are printed on your invoice and letters; ask support to correct them.',
        ],
      },
      {
        heading: 'Fee and invoice',
        paragraphs: [
          `The training fee of your cohort is shown on the landing page and in your dashboard, ${GST.inclusive}. You pay it with the payment link assigned to you; the fee counts once an admin has verified it.`,
          'A GST tax invoice is issued when your fee is verified. If the verification is withdrawn, a credit note reverses the invoice.',
        ],
      },
      {
        heading: 'Training and internship',
        paragraphs: [
          'The training is live and online on the days and hours of your cohort. Seats in each specialization are taken first come, first served when you finalize your choice.',
          'The internship is free and guaranteed to students who complete the training and sign their offer letter. Its start date and length are the ones you chose; any stipend depends on performance, on criteria announced during the training.',
          'Your specialization, background and signature cannot be changed once finalized.',
        ],
      },
      {
        heading: 'Interviews, event and certificates',
        paragraphs: [
          'Job and pre-placement interviews are offered in slots after your final letter is issued; a booked slot may be cancelled by the program, in which case you may book another. Offers are the interviewing company’s decision.',
          'Certificates are issued for the training, the internship, excellent performance and as letters of recommendation, each when its conditions are met. A certificate obtained by misrepresentation is revoked, and its verification page says so.',
        ],
      },
      {
        heading: 'Conduct and law',
        paragraphs: [
          'Be respectful in sessions and with the companies you meet; we may end the enrolment of anyone who is not, under the refund policy.',
          'These terms are governed by the laws of India, with the courts of the city of our registered office having jurisdiction.',
        ],
      },
    ],
  },
  'refund-policy': {
    title: 'Refund policy',
    intro: 'When the training fee is refunded, how much, and how long it takes.',
    sections: [
      {
        heading: 'When you are refunded',
        paragraphs: [
          'In full, if you withdraw in writing before your cohort’s training starts.',
          'Half of the fee, if you withdraw during the first week of the training.',
          'Not after the first week of the training, since your seat cannot be given to someone else.',
          'In full, whenever the program cancels or moves your cohort’s training and you cannot attend the new dates, or when your fee was charged twice.',
        ],
      },
      {
        heading: 'How to ask',
        paragraphs: [
          'Write to our support e-mail from the address you sign in with, with your Student ID and the reason. We confirm within two business days.',
        ],
      },
      {
        heading: 'How it is paid',
        paragraphs: [
          'Refunds go back to the payment method you paid with, within 7 business days of our confirmation. A GST credit note is issued against your tax invoice for the amount refunded and sent to you by e-mail.',
          `The amount refunded includes GST at the rate of your invoice (${GST.rate} today), so the credit note splits it the way the invoice did: a refund of ${GST.total} is ${GST.taxable} of fee and ${GST.tax} of GST.`,
        ],
      },
    ],
  },
};
