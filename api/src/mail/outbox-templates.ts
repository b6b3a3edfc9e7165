/**
 * The mails the outbox sends, by the name an outbox record keeps (a record holds data, not code).
 * The sign-in code is not here: it is sent at once and its failure is shown to the person.
 */
import { certificateIssuedMail } from './templates/certificate-issued.ts';
import { dataExportReadyMail } from './templates/data-export-ready.ts';
import { erasureDecidedMail } from './templates/erasure-decided.ts';
import { eventRegisteredMail } from './templates/event-registered.ts';
import { feeCreditedMail } from './templates/fee-credited.ts';
import { feeRefundedMail } from './templates/fee-refunded.ts';
import { feeVerifiedMail } from './templates/fee-verified.ts';
import { idProofApprovedMail } from './templates/id-proof-approved.ts';
import { idProofPendingMail } from './templates/id-proof-pending.ts';
import { idProofRejectedMail } from './templates/id-proof-rejected.ts';
import { internshipReportReminderMail } from './templates/internship-report-reminder.ts';
import { internshipReportReviewedMail } from './templates/internship-report-reviewed.ts';
import { internshipReportSubmittedMail } from './templates/internship-report-submitted.ts';
import { jobSlotBookedMail } from './templates/job-slot-booked.ts';
import { jobSlotCancelledMail } from './templates/job-slot-cancelled.ts';
import { jobSlotOpenMail } from './templates/job-slot-open.ts';
import { offerDraftReadyMail } from './templates/offer-draft-ready.ts';
import { offerFinalReadyMail } from './templates/offer-final-ready.ts';
import { paymentLinkMail } from './templates/payment-link.ts';
import { paymentReceivedMail } from './templates/payment-received.ts';
import { paymentReceivedAdminMail } from './templates/payment-received-admin.ts';
import { stipendDecidedMail } from './templates/stipend-decided.ts';
import { staffDigestMail } from './templates/staff-digest.ts';
import { trainingReminderMail } from './templates/training-reminder.ts';
import { trainingScheduleChangedMail } from './templates/training-schedule-changed.ts';
import { trainingSessionCancelledMail } from './templates/training-session-cancelled.ts';
import { trainingSessionMovedMail } from './templates/training-session-moved.ts';

export const OUTBOX_TEMPLATES = {
  'certificate-issued': certificateIssuedMail,
  'data-export-ready': dataExportReadyMail,
  'erasure-decided': erasureDecidedMail,
  'event-registered': eventRegisteredMail,
  'fee-credited': feeCreditedMail,
  'fee-refunded': feeRefundedMail,
  'fee-verified': feeVerifiedMail,
  'id-proof-approved': idProofApprovedMail,
  'id-proof-pending': idProofPendingMail,
  'id-proof-rejected': idProofRejectedMail,
  'internship-report-reminder': internshipReportReminderMail,
  'internship-report-reviewed': internshipReportReviewedMail,
  'internship-report-submitted': internshipReportSubmittedMail,
  'job-slot-booked': jobSlotBookedMail,
  'job-slot-cancelled': jobSlotCancelledMail,
  'job-slot-open': jobSlotOpenMail,
  'offer-draft-ready': offerDraftReadyMail,
  'offer-final-ready': offerFinalReadyMail,
  'payment-link': paymentLinkMail,
  'payment-received': paymentReceivedMail,
  'payment-received-admin': paymentReceivedAdminMail,
  'staff-digest': staffDigestMail,
  'stipend-decided': stipendDecidedMail,
  'training-reminder': trainingReminderMail,
  'training-schedule-changed': trainingScheduleChangedMail,
  'training-session-cancelled': trainingSessionCancelledMail,
  'training-session-moved': trainingSessionMovedMail,
} as const;

export type OutboxTemplateName = keyof typeof OUTBOX_TEMPLATES;
export type OutboxTemplateData<N extends OutboxTemplateName> = Parameters<(typeof OUTBOX_TEMPLATES)[N]>[0];

export function isOutboxTemplateName(name: string): name is OutboxTemplateName {
  return Object.hasOwn(OUTBOX_TEMPLATES, name);
}
