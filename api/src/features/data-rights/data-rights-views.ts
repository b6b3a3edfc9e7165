/** How the data-rights records are shown: to the student, to the admin, and in the student's data.json. */
import { FILE_VIEW_ACTIONS, type ErasureStatus, type ExportStatus } from '@portal/domain/data-rights';
import type { AdminErasureRow, DataExportView, FileViewRow, StudentErasureView } from '@portal/domain/views/data-rights';
import type { InvoiceView } from '@portal/domain/views/invoice';
import { isoOrNull } from '../../lib/dates.ts';
import type { UserDoc } from '../../lib/models.ts';
import { studentNumberOf } from '../../models/user.ts';
import type { AuditEntryDoc } from '../../models/audit-entry.ts';
import type { DataExportDoc } from '../../models/data-export.ts';
import type { ErasureRequestDoc } from '../../models/erasure-request.ts';
import type { StudentRecords } from './data-rights-repository.ts';
import { internshipExport } from './internship-records.ts';

export const HELD_LETTER_REASON =
  'The signed offer letter is the contract of an internship that has not ended: it is kept until the internship ends, then erased.';

export function toExportView(doc: DataExportDoc, downloadToken: string | null): DataExportView {
  return {
    id: String(doc._id),
    status: doc.status as ExportStatus,
    requestedAt: doc.requestedAt.toISOString(),
    readyAt: isoOrNull(doc.readyAt),
    expiresAt: isoOrNull(doc.expiresAt),
    sizeBytes: doc.sizeBytes ?? null,
    fileName: doc.fileName ?? null,
    downloadToken,
  };
}

export function toStudentErasureView(doc: ErasureRequestDoc): StudentErasureView {
  return {
    id: String(doc._id),
    status: doc.status as ErasureStatus,
    requestedAt: doc.requestedAt.toISOString(),
    dueAt: doc.dueAt.toISOString(),
    decidedAt: isoOrNull(doc.decidedAt),
    reason: doc.status === 'REFUSED' ? (doc.reason ?? null) : null,
  };
}

export function toAdminErasureRow(doc: ErasureRequestDoc, user: UserDoc | null, now: Date): AdminErasureRow {
  const erased = !!doc.erasedAt;
  return {
    id: String(doc._id),
    userId: String(doc.userId),
    studentId: user ? studentNumberOf(user) : null,
    email: user && !erased ? user.email : null,
    name: user && !erased ? (user.name ?? null) : null,
    status: doc.status as ErasureStatus,
    requestedAt: doc.requestedAt.toISOString(),
    dueAt: doc.dueAt.toISOString(),
    overdue: doc.status === 'PENDING' && doc.dueAt.getTime() < now.getTime(),
    decidedAt: isoOrNull(doc.decidedAt),
    decidedBy: doc.decidedByEmail ?? null,
    reason: doc.reason ?? null,
    completedAt: isoOrNull(doc.completedAt),
    heldLetter: doc.heldUntil && !doc.completedAt ? { until: doc.heldUntil, reason: HELD_LETTER_REASON } : null,
  };
}

/** One audit entry of a staff member opening a file, as the student page and the export list it. */
export function toFileViewRow(entry: AuditEntryDoc): FileViewRow {
  const after = (entry.after ?? {}) as { invoiceNumber?: unknown };
  return {
    at: entry.at.toISOString(),
    actorEmail: entry.actorEmail ?? null,
    actorRole: entry.actorRole ?? null,
    file: FILE_VIEW_ACTIONS[entry.action] ?? entry.action,
    detail: typeof after.invoiceNumber === 'string' ? after.invoiceNumber : null,
  };
}

const iso = (d: Date | null | undefined) => isoOrNull(d);

/**
 * data.json: every record held about the student, field by field, in words a person can read.
 * The reviewers' e-mails and notes are included: a review note was written to the student, and
 * there are no private reviewer notes in this product. An admin's IP address is left out of the
 * audit entries (it is the admin's data, not the student's); the student's own IP stays.
 */
export function exportDocument(input: {
  records: StudentRecords;
  exportedAt: Date;
  journey: unknown;
  consent: unknown[];
  training: unknown;
  audit: AuditEntryDoc[];
  fileViews: FileViewRow[];
  exports: DataExportDoc[];
  erasures: ErasureRequestDoc[];
  invoices: InvoiceView[];
  files: string[];
}) {
  const { records: r } = input;
  const u = r.user;
  const userId = String(u._id);
  return {
    format: 'Career Portal personal data export, version 1',
    exportedAt: input.exportedAt.toISOString(),
    about:
      'Everything the Career Portal holds about you: your profile and every record of your journey. Your files are in the files/ folder of this ZIP.',
    profile: {
      id: userId,
      studentId: studentNumberOf(u),
      email: u.email,
      name: u.name ?? null,
      phone: u.phone ?? null,
      country: u.country ?? null,
      state: u.state ?? null,
      role: u.role,
      idVerified: u.idVerified,
      cohort: r.cohort?.name ?? null,
      createdAt: iso((u as { createdAt?: Date }).createdAt),
      updatedAt: iso((u as { updatedAt?: Date }).updatedAt),
    },
    consent: input.consent,
    journey: input.journey,
    idProofs: r.idProofs.map((p) => ({
      id: String(p._id),
      status: p.status,
      fileName: p.fileName,
      mimeType: p.mimeType,
      sizeBytes: p.sizeBytes,
      sha256: p.sha256,
      uploadedAt: iso(p.uploadedAt),
      reviewedAt: iso(p.reviewedAt),
      reviewedBy: p.reviewedBy ?? null,
      reviewNote: p.reviewNote ?? null,
      replacedAt: iso(p.replacedAt),
    })),
    payment: {
      paymentLinkUrl: u.paymentLinkUrl ?? null,
      paymentAmountMinor: u.paymentAmountMinor ?? null,
      paymentCurrency: u.paymentCurrency,
      paymentAssignedAt: iso(u.paymentAssignedAt),
      feeVerified: u.feeVerified,
      feeVerifiedAt: iso(u.feeVerifiedAt),
      feePaid: u.feePaid,
      enrollmentStatus: u.enrollmentStatus ?? null,
    },
    // The view the student's Fee Bill shows, its PDF's address the file's place in this ZIP.
    invoices: input.invoices,
    specialization: r.selection
      ? {
          specialization: r.selection.specialization,
          startDate: r.selection.startDate,
          durationWeeks: r.selection.durationWeeks,
          finalizedAt: iso(r.selection.finalizedAt),
        }
      : null,
    background: r.background
      ? {
          profileType: r.background.profileType,
          educationalLevel: r.background.educationalLevel ?? null,
          graduationYear: r.background.graduationYear ?? null,
          college: r.background.college ?? null,
          branch: r.background.branch ?? null,
          jobTitle: r.background.jobTitle ?? null,
          company: r.background.company ?? null,
          experienceMonths: r.background.experienceMonths ?? null,
          linkedinProfile: r.background.linkedinProfile ?? null,
          submittedAt: iso(r.background.submittedAt),
        }
      : null,
    offerLetter: {
      request: r.letterRequest ? { address: r.letterRequest.addressLine, requestedAt: iso(r.letterRequest.requestedAt) } : null,
      letters: r.letters.map((l) => ({ kind: l.kind, issuedAt: iso(l.issuedAt), sha256: l.sha256, sizeBytes: l.size })),
      signature: r.signature
        ? {
            signedAt: iso(r.signature.signedAt),
            ip: r.signature.ip ?? null,
            userAgent: r.signature.userAgent ?? null,
            signatureSha256: r.signature.signatureSha256,
            draftSha256: r.signature.draftSha256,
          }
        : null,
    },
    jobBookings: r.bookings.map((b) => ({
      bookedAt: iso(b.bookedAt),
      cancelledAt: iso(b.cancelledAt),
      company: b.slot?.company ?? null,
      role: b.slot?.role ?? null,
      startsAt: iso(b.slot?.startsAt),
      mode: b.slot?.mode ?? null,
      location: b.slot?.location ?? null,
    })),
    eventRegistration: r.eventRegistration ? { registeredAt: iso(r.eventRegistration.registeredAt) } : null,
    training: input.training,
    certificates: r.certificates.map((c) => ({
      type: c.type,
      code: c.code,
      holderName: c.holderName,
      specialization: c.specialization ?? null,
      periodStart: c.periodStart,
      periodEnd: c.periodEnd,
      text: c.text ?? null,
      issuedAt: iso(c.issuedAt),
      revokedAt: iso(c.revokedAt),
      revokedReason: c.revokedReason ?? null,
    })),
    internship: internshipExport(r.weeklyReports, r.evaluation, r.stipend),
    whoOpenedYourFiles: input.fileViews,
    dataRequests: {
      exports: input.exports.map((e) => ({ requestedAt: iso(e.requestedAt), status: e.status, readyAt: iso(e.readyAt) })),
      erasures: input.erasures.map((e) => ({
        requestedAt: iso(e.requestedAt),
        status: e.status,
        dueAt: iso(e.dueAt),
        decidedAt: iso(e.decidedAt),
        reason: e.reason ?? null,
      })),
    },
    auditEntries: input.audit.map((a) => {
      const own = a.actorId !== null && String(a.actorId) === userId;
      return {
        at: iso(a.at),
        action: a.action,
        by: own ? 'you' : (a.actorRole ?? 'system'),
        actorEmail: a.actorEmail ?? null,
        targetType: a.targetType,
        before: a.before ?? null,
        after: a.after ?? null,
        ip: own ? (a.ip ?? null) : null,
      };
    }),
    files: input.files,
  };
}
