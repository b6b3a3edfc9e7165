/**
 * What each mail the outbox sends is, in an admin's words, by the template name an outbox record
 * keeps (api/src/mail/outbox-templates.ts). The admin's Mail delivery list names undelivered mails
 * with these; tools/lint/mail-template-labels.test.ts fails when a template has no label here.
 */
export const MAIL_TEMPLATE_LABELS: Readonly<Record<string, string>> = {
  'certificate-issued': 'Certificate issued',
  'data-export-ready': 'Data export ready, with its download link',
  'erasure-decided': 'Account erasure approved or refused',
  'event-registered': 'Confluence registration, with the calendar file',
  'fee-credited': 'Fee mark removed, with the credit note',
  'fee-refunded': 'Refund recorded, with the credit note',
  'fee-verified': 'Fee verified, with the invoice',
  'id-proof-approved': 'ID approved',
  'id-proof-pending': 'ID back to review',
  'id-proof-rejected': 'ID rejected',
  'internship-report-reminder': 'Weekly internship report due on Sunday (Friday reminder)',
  'internship-report-reviewed': 'Weekly internship report accepted or changes asked',
  'internship-report-submitted': 'Weekly internship report to review (to the mentor)',
  'job-slot-booked': 'Interview booked, with the calendar file',
  'job-slot-cancelled': 'Interview slot cancelled',
  'job-slot-open': 'New interview slot',
  'offer-draft-ready': 'Draft offer letter ready',
  'offer-final-ready': 'Final offer letter, signed',
  'payment-link': 'Payment link',
  'payment-received': 'Payment received through Razorpay',
  'payment-received-admin': 'Payment received through Razorpay (to admins)',
  'staff-digest': 'Work waiting for admins (at most hourly, to admins)',
  'stipend-decided': 'Internship stipend decided, with the signed stipend letter',
  'training-reminder': 'Live session in an hour (opted-in reminder)',
  'training-schedule-changed': 'Live sessions rescheduled (session time or holidays changed)',
  'training-session-cancelled': 'Live session cancelled',
  'training-session-moved': 'Live session moved',
};

/** The label of a template, or its name for one this build does not know (a newer API's). */
export function mailTemplateLabel(template: string): string {
  return (Object.hasOwn(MAIL_TEMPLATE_LABELS, template) && MAIL_TEMPLATE_LABELS[template]) || template;
}
