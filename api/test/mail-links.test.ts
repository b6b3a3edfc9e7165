/**
 * Every mail the outbox sends has a button and a plain link to the screen it talks about, built
 * from PUBLIC_WEB_URL, and a payment link is a link; "ID verified" says what comes next
 * in the state the student is in.
 */
import { describe, expect, it } from 'vitest';
import { OUTBOX_TEMPLATES, type OutboxTemplateName } from '../src/mail/outbox-templates.ts';
import type { MailTemplate } from '../src/plugins/mailer.ts';

const context = { webUrl: 'https://portal.example.com' };
const SCREENS: Record<OutboxTemplateName, { path: string; data: Record<string, unknown> }> = {
  'id-proof-approved': { path: '/dashboard', data: { name: 'Asha', studentId: 'CP25-000001', paymentLinkAssigned: false } },
  'id-proof-rejected': { path: '/dashboard', data: { name: 'Asha', note: 'Blurred' } },
  'id-proof-pending': { path: '/dashboard', data: { name: 'Asha' } },
  'payment-link': {
    path: '/student-main/pay',
    data: { name: 'Asha', url: 'https://rzp.io/l/abc123', changed: false, amountMinor: 499900 },
  },
  'payment-received': {
    path: '/student-main/pay',
    data: { name: 'Asha', amountMinor: 499900, paymentId: 'pay_Fc8mUeDrEKf08Y', method: 'upi', bankReference: '412345678901' },
  },
  'payment-received-admin': {
    path: '/admin/students/64b000000000000000000001',
    data: {
      studentName: 'Asha',
      studentEmail: 'asha@example.com',
      studentId: '64b000000000000000000001',
      amountMinor: 499900,
      paymentId: 'pay_Fc8mUeDrEKf08Y',
      method: 'card',
      bankReference: null,
    },
  },
  'fee-verified': {
    path: '/student-main/billing',
    data: { name: 'Asha', invoiceNumber: 'INV/25-26/00001', amountMinor: 499900, currency: 'INR' },
  },
  'fee-credited': {
    path: '/student-main/billing',
    data: { name: 'Asha', creditNoteNumber: 'CN/25-26/00001', invoiceNumber: 'INV/25-26/00001', amountMinor: 499900, currency: 'INR' },
  },
  'fee-refunded': {
    path: '/student-main/billing',
    data: {
      name: 'Asha',
      creditNoteNumber: 'CN/25-26/00002',
      invoiceNumber: 'INV/25-26/00001',
      amountMinor: 100000,
      currency: 'INR',
      refundedOn: '2025-11-20',
      full: false,
    },
  },
  'offer-draft-ready': { path: '/student-main/offer-letter', data: { name: 'Asha', specialization: 'Data Science' } },
  'offer-final-ready': { path: '/student-main/final-offer-letter', data: { name: 'Asha', specialization: 'Data Science' } },
  'job-slot-open': {
    path: '/student-main/jobs',
    data: { name: 'Asha', company: 'Acme', role: 'Analyst', startsLabel: '12 Jan 2026, 10:30 IST', modeLabel: 'Online' },
  },
  'job-slot-booked': {
    path: '/student-main/jobs',
    data: {
      name: 'Asha',
      company: 'Acme',
      role: 'Analyst',
      startsLabel: '12 Jan 2026, 10:30 IST',
      durationMinutes: 30,
      modeLabel: 'Online',
      location: 'https://meet.example.com/x',
    },
  },
  'job-slot-cancelled': {
    path: '/student-main/jobs',
    data: { name: 'Asha', company: 'Acme', role: 'Analyst', startsLabel: '12 Jan 2026, 10:30 IST', reason: 'Moved' },
  },
  'internship-report-reminder': {
    path: '/student-main/internship',
    data: { name: 'Asha', week: 2, dueLabel: '14 Dec 2025, 23:59 IST' },
  },
  'internship-report-reviewed': {
    path: '/student-main/internship',
    data: { name: 'Asha', week: 2, accepted: false, comment: 'Add the tests.' },
  },
  'internship-report-submitted': {
    path: '/mentor',
    data: { mentorName: 'Dr. Rao', internName: 'Asha', week: 2, late: true },
  },
  'training-reminder': {
    path: '/student-main/training',
    data: { name: 'Asha', number: 3, startsLabel: '12 Jan 2027, 18:30 IST', topic: 'Joins' },
  },
  'training-schedule-changed': {
    path: '/student-main/training',
    data: { name: 'Asha', changes: ['Session 3 on 5 Nov 2025, 18:30 IST is cancelled: Holiday.'] },
  },
  'training-session-cancelled': {
    path: '/student-main/training',
    data: { name: 'Asha', number: 3, startsLabel: '12 Jan 2027, 18:30 IST', reason: 'Instructor unwell' },
  },
  'training-session-moved': {
    path: '/student-main/training',
    data: { name: 'Asha', number: 3, fromLabel: '12 Jan 2027, 18:30 IST', toLabel: '13 Jan 2027, 18:30 IST', reason: 'Holiday' },
  },
  'event-registered': {
    path: '/student-main/confluence',
    data: { name: 'Asha', dateLabel: '16 Jan 2026', detailsLabel: '10:00 IST, Hall A.' },
  },
  'data-export-ready': {
    path: '/profile#dataExport=64b000000000000000000001.1767225600000.abc',
    data: { name: 'Asha', token: '64b000000000000000000001.1767225600000.abc', expiresLabel: '1 Jan 2026, 05:30 IST' },
  },
  'stipend-decided': { path: '/student-main/internship', data: { name: 'Asha', amount: '₹10,000.00' } },
  'staff-digest': {
    path: '/admin',
    data: {
      name: 'Ravi',
      at: '2026-11-28T12:00:00.000Z',
      summary: {
        idsPending: 2,
        idsPendingSince: '2026-11-25T12:00:00.000Z',
        feesToVerify: 0,
        lettersAwaitingSignature: 0,
        lettersAwaitingSignatureSince: null,
        erasuresPending: 1,
        erasuresPendingSince: '2026-11-20T12:00:00.000Z',
        erasuresDueAt: '2026-12-20T12:00:00.000Z',
        paymentsNeedingAttention: 0,
        paymentsNeedingAttentionSince: null,
      },
    },
  },
  'erasure-decided': { path: '/profile', data: { approved: false, reason: 'An unpaid fee is under dispute.', keptLines: [] } },
  'certificate-issued': {
    path: '/student-main/certificates',
    data: {
      name: 'Asha',
      title: 'Certificate of Internship',
      code: 'ABCD-EFGH-JKMN',
      verifyUrl: 'https://portal.example.com/verify/ABCDEFGHJKMN',
    },
  },
};

const render = (name: OutboxTemplateName, data: Record<string, unknown>) =>
  (OUTBOX_TEMPLATES[name] as MailTemplate<unknown>)(data, context);

describe('mail links', () => {
  it.each(Object.keys(OUTBOX_TEMPLATES) as OutboxTemplateName[])('%s has a button and a plain link to its screen', (name) => {
    const { path, data } = SCREENS[name];
    const mail = render(name, data);
    const url = `${context.webUrl}${path}`;
    // The button and the plain link under it, in the HTML part; the address in the text part.
    expect(mail.html.match(new RegExp(`<a href="${url}"`, 'g'))).toHaveLength(2);
    expect(mail.text).toContain(url);
  });

  it('makes the payment link itself a link', () => {
    const mail = render('payment-link', SCREENS['payment-link'].data);
    expect(mail.html).toContain('<a href="https://rzp.io/l/abc123"');
    expect(mail.text).toContain('https://rzp.io/l/abc123');
  });

  it('tells a newly verified student the next step that applies to them', () => {
    const data = SCREENS['id-proof-approved'].data;
    expect(render('id-proof-approved', { ...data, paymentLinkAssigned: false }).text).toContain('assigns your payment link');
    expect(render('id-proof-approved', { ...data, paymentLinkAssigned: true }).text).toContain(
      'pay the training fee with the payment link',
    );
  });
});
