/**
 * fastify.certificates: training, internship, excellence and recommendation certificates.
 * One valid certificate per student and type (a unique activeKey: two admins issuing at once make
 * one; a revoked type may be issued again, with a new code); each has a random public code that
 * anyone may check at /verify/{code}. The signed PDF is drawn at issue and kept; a revoked
 * certificate stays on record (the verification page says REVOKED with the reason). Each is also a
 * signed Open Badges 3.0 credential (certificate-credentials.ts), whose status bit a revocation sets.
 * Issuing mails the holder; issuing and revoking are recorded in the audit trail.
 */
import { randomInt } from 'node:crypto';
import { Types } from 'mongoose';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_TYPE_INFO,
  certificateWaitReason,
  formatCertificateCode,
  type CertificateType,
} from '@portal/domain/certificate';
import { internshipEndDate } from '@portal/domain/specialization';
import type { AdminCertificateView, CertificateView, EligibleStudentPage, PublicCertificateView } from '@portal/domain/views/certificate';
import { isDuplicateKeyError, type UserDoc } from '../../lib/models.ts';
import type { CertificateDoc } from '../../models/certificate.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { CohortService } from '../cohorts/cohort-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { AdminSignatureService } from '../offer-letters/admin-signature-service.ts';
import type { SpecializationService } from '../specializations/specialization-service.ts';
import type { StudentAttendance, TrainingService } from '../training/training-service.ts';
import type { CredentialService } from '../credentials/credentials-service.ts';
import { certificateCredentials, type CertificateCredentials } from './certificate-credentials.ts';
import { erasedAccountMessage } from '@portal/domain/data-rights';
import type { CertificatePdf } from './certificate-pdf.ts';
import type { CertificateRepository } from './certificate-repository.ts';
import {
  toAdminCertificateViews,
  toCertificateView,
  toEligibleStudentPage,
  toPublicCertificateView,
  type CertificateIssuer,
} from './certificate-views.ts';

export type IssueRefusal = 'student-not-found' | 'not-eligible' | 'already-issued' | 'no-signature';
export type IssueResult =
  | { ok: true; view: AdminCertificateView }
  | { ok: false; reason: IssueRefusal }
  /**
   * not-yet: the period has not ended, or the training's attendance is below the line; erased: the
   * account is a read-only record. The sentence says which.
   */
  | { ok: false; reason: 'not-yet' | 'erased'; message: string };
export type RevokeResult = { ok: true; view: AdminCertificateView } | { ok: false; reason: 'not-found' | 'already-revoked' };
export type StudentFileResult = { ok: true; certificate: CertificateDoc; bytes: Buffer } | { ok: false; reason: 'not-found' | 'revoked' };

export interface CertificateService extends CertificateCredentials {
  /** Issues a certificate of the type to a student who has what it needs (recorded; the holder is mailed). */
  issue(actor: AuditActor, input: { userId: string; type: CertificateType; text: string | null }): Promise<IssueResult>;
  /** Revokes a valid certificate with a reason (recorded). */
  revoke(actor: AuditActor, id: string, reason: string): Promise<RevokeResult>;
  /** A student's certificates as an admin sees them, oldest first. */
  adminList(userId: string): Promise<AdminCertificateView[]>;
  /** One page of the students who may receive a type, each with the certificate of that type they hold. */
  eligible(type: CertificateType, page: number, size: number): Promise<EligibleStudentPage>;
  /** Any certificate's signed PDF (an admin's), or null. */
  file(id: string): Promise<{ certificate: CertificateDoc; bytes: Buffer } | null>;
  /** The student's own certificates, oldest first. */
  studentList(userId: Types.ObjectId): Promise<CertificateView[]>;
  /** The signed PDF of one of the student's own valid certificates. */
  studentFile(userId: Types.ObjectId, id: string): Promise<StudentFileResult>;
  /** The public facts of the certificate with this (normalized) code, or null. */
  verify(code: string): Promise<PublicCertificateView | null>;
  /** The signed PDF of the certificate with this (normalized) code (its public picture is drawn from it), or null. */
  fileByCode(code: string): Promise<{ certificate: CertificateDoc; bytes: Buffer } | null>;
}

/** A random code from the unambiguous alphabet (31^12, about 7.9e17 codes): not derived from anything. */
function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return code;
}

type Attended = { attended: number; total: number; minPercent: number };

export function createCertificateService(deps: {
  repository: CertificateRepository;
  pdfOf: CertificatePdf;
  adminSignature: Pick<AdminSignatureService, 'current'>;
  cohorts: Pick<CohortService, 'ofStudent'>;
  specializations: Pick<SpecializationService, 'find'>;
  training: Pick<TrainingService, 'attendanceOf' | 'attendanceOfStudents'>;
  credentials: Pick<CredentialService, 'credentialOf' | 'verify' | 'revoke' | 'bake'>;
  /** Draws a certificate's picture from its PDF (the badge image's). */
  pictureOf: (pdf: Buffer) => Promise<Buffer>;
  audit: Pick<AuditService, 'record'>;
  outbox: Pick<Outbox, 'enqueue'>;
  issuer: CertificateIssuer;
  now: () => Date;
}): CertificateService {
  const { repository, issuer } = deps;

  /** Whether the student has what the type needs (CERTIFICATE_TYPE_INFO's requirement). */
  async function isEligible(user: UserDoc, type: CertificateType): Promise<boolean> {
    if (type === 'TRAINING') return !!user.feeVerified;
    if (type === 'INTERNSHIP') return repository.hasFinalLetter(user._id);
    return repository.holds(user._id, 'INTERNSHIP');
  }

  /** The program dates printed: the training's, or the internship's from the chosen start date and duration. */
  async function periodOf(user: UserDoc, type: CertificateType): Promise<{ start: string; end: string; specialization: string | null }> {
    const [cohort, selection] = await Promise.all([deps.cohorts.ofStudent(user), deps.specializations.find(user._id)]);
    const specialization = selection?.specialization ?? null;
    if (CERTIFICATE_TYPE_INFO[type].period === 'training' || !selection)
      return { start: cohort.trainingStart, end: cohort.trainingEnd, specialization };
    return { start: selection.startDate, end: internshipEndDate(selection.startDate, selection.durationWeeks), specialization };
  }

  /**
   * Why the type cannot be issued today (domain's certificateWaitReason over the student's facts), or the attendance it states.
   * `known`: the student's attendance when it was read already (a page of students reads theirs at once).
   */
  async function notYet(
    user: UserDoc,
    type: CertificateType,
    known?: { training: StudentAttendance | null },
  ): Promise<{ problem: string } | { attendance: Attended | null }> {
    const [training, { end }] = await Promise.all([
      known ? known.training : type === 'TRAINING' ? deps.training.attendanceOf(user._id) : null,
      periodOf(user, type),
    ]);
    const problem = certificateWaitReason(type, { periodEnd: end, training }, deps.now());
    if (problem) return { problem };
    const summary = training?.summary;
    return { attendance: summary ? { attended: summary.attended, total: summary.total, minPercent: summary.minPercent } : null };
  }

  async function adminViews(certs: CertificateDoc[]): Promise<AdminCertificateView[]> {
    return toAdminCertificateViews(certs, await repository.holders(certs.map((c) => c.userId)), issuer);
  }

  /** Creates the certificate with a fresh code; null when the student holds the type already (another admin's issue won). */
  async function create(
    user: UserDoc,
    type: CertificateType,
    text: string | null,
    issuedBy: Types.ObjectId | null,
    attendance: Attended | null,
  ) {
    const period = await periodOf(user, type);
    // An EXCELLENCE or RECOMMENDATION repeats the internship certificate's dates.
    const internship = type === 'EXCELLENCE' || type === 'RECOMMENDATION' ? await repository.valid(user._id, 'INTERNSHIP') : null;
    const cohort = await deps.cohorts.ofStudent(user);
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await repository.insert({
          userId: user._id,
          type,
          code: newCertificateCode(),
          holderName: user.name || user.email,
          specialization: internship?.specialization ?? period.specialization,
          cohortId: cohort._id,
          periodStart: internship?.periodStart ?? period.start,
          periodEnd: internship?.periodEnd ?? period.end,
          text,
          attendance,
          issuedAt: deps.now(),
          issuedBy,
        });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        // The student's certificate of this type (another admin's issue won), or, once in ~10^17, a code taken.
        if (await repository.holds(user._id, type)) return null;
      }
    }
    throw new Error('no free certificate code after three tries');
  }

  return {
    ...certificateCredentials({ repository, credentials: deps.credentials, pdfOf: deps.pdfOf, pictureOf: deps.pictureOf, issuer }),
    async issue(actor, { userId, type, text }) {
      const user = await repository.student(userId);
      if (!user) return { ok: false, reason: 'student-not-found' };
      if (user.erasedAt) return { ok: false, reason: 'erased', message: erasedAccountMessage(user.erasedAt) };
      if (await repository.holds(user._id, type)) return { ok: false, reason: 'already-issued' };
      if (!(await isEligible(user, type))) return { ok: false, reason: 'not-eligible' };
      const timing = await notYet(user, type);
      if ('problem' in timing) return { ok: false, reason: 'not-yet', message: timing.problem };
      if (!(await deps.adminSignature.current())) return { ok: false, reason: 'no-signature' };
      const created = await create(user, type, text, actor.id ? new Types.ObjectId(actor.id) : null, timing.attendance);
      if (!created) return { ok: false, reason: 'already-issued' };
      await deps.pdfOf(created).catch(() => undefined); // drawn again on first download if this fails
      const mailed = toCertificateView(created, issuer);
      await deps.outbox.enqueue({
        key: `certificate-issued:${String(created._id)}`,
        template: 'certificate-issued',
        to: user.email,
        data: { name: user.name ?? null, title: mailed.title, code: formatCertificateCode(mailed.code), verifyUrl: mailed.verifyUrl },
      });
      const [view] = await adminViews([(await repository.byId(created._id)) ?? created]);
      await deps.audit.record(actor, {
        action: 'certificate.issue',
        targetType: 'user',
        targetId: userId,
        before: null,
        after: { certificateId: view!.id, type, code: view!.code },
      });
      return { ok: true, view: view! };
    },
    async revoke(actor, id, reason) {
      const certificate = await repository.revoke(id, deps.now(), reason);
      if (!certificate) {
        const revoked = await repository.byId(id);
        // Sets the status bit a revocation that failed after its first write left unset (none: nothing changes).
        if (revoked) await deps.credentials.revoke(revoked._id);
        return { ok: false, reason: revoked ? 'already-revoked' : 'not-found' };
      }
      await deps.credentials.revoke(certificate._id);
      await deps.audit.record(actor, {
        action: 'certificate.revoke',
        targetType: 'user',
        targetId: String(certificate.userId),
        before: { certificateId: id, revokedAt: null },
        after: { certificateId: id, revokedAt: certificate.revokedAt?.toISOString() ?? null, reason },
      });
      const [view] = await adminViews([certificate]);
      return { ok: true, view: view! };
    },
    async adminList(userId) {
      return adminViews(await repository.ofStudent(userId));
    },
    async eligible(type, page, size) {
      const { userIds, totalItems } = await repository.eligiblePage(type, page, size);
      const facts = await repository.eligibleFacts(type, userIds);
      const attendance = type === 'TRAINING' ? await deps.training.attendanceOfStudents(facts.users.map((u) => u._id)) : null;
      const waiting = new Map(
        await Promise.all(
          facts.users.map(async (u) => {
            const timing = await notYet(u, type, attendance ? { training: attendance.get(String(u._id)) ?? null } : undefined);
            return [String(u._id), 'problem' in timing ? timing.problem : null] as const;
          }),
        ),
      );
      return toEligibleStudentPage(userIds, facts, waiting, totalItems, page, size);
    },
    async file(id) {
      const certificate = await repository.byId(id);
      return certificate ? { certificate, bytes: await deps.pdfOf(certificate) } : null;
    },
    async studentList(userId) {
      return (await repository.ofStudent(userId)).map((c) => toCertificateView(c, issuer));
    },
    async studentFile(userId, id) {
      const certificate = await repository.byId(id);
      if (!certificate || String(certificate.userId) !== String(userId)) return { ok: false, reason: 'not-found' };
      if (certificate.revokedAt) return { ok: false, reason: 'revoked' };
      return { ok: true, certificate, bytes: await deps.pdfOf(certificate) };
    },
    async verify(code) {
      const certificate = await repository.byCode(code);
      return certificate ? toPublicCertificateView(certificate, issuer) : null;
    },
    async fileByCode(code) {
      const certificate = await repository.byCode(code);
      return certificate ? { certificate, bytes: await deps.pdfOf(certificate) } : null;
    },
  };
}
