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
  // The privacy page shows the notice students consent to (domain/privacy-notice.ts), written once there.
  privacy: {
    title: 'Privacy notice',
    intro: '',
    sections: [],
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
