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
  type InternshipRecord,
  type Supervisor,
} from '@portal/domain/certificate';
import { excellenceLineOf } from '@portal/domain/internship';
import { internshipEndDate } from '@portal/domain/specialization';
import type { AdminCertificateView, CertificateView, EligibleStudentPage, PublicCertificateView } from '@portal/domain/views/certificate';
import { isDuplicateKeyError, type UserDoc } from '../../lib/models.ts';
import type { CertificateDoc } from '../../models/certificate.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { CohortService } from '../cohorts/cohort-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { AdminSignatureService } from '../offer-letters/admin-signature-service.ts';
import type { CohortDoc } from '../../models/cohort.ts';
import type { TrainingService } from '../training/training-service.ts';
import type { CredentialService } from '../credentials/credentials-service.ts';
import { certificateCredentials, type CertificateCredentials } from './certificate-credentials.ts';
import { erasedAccountMessage } from '@portal/domain/data-rights';
import type { CertificatePdf } from './certificate-pdf.ts';
import type { CertificateRepository } from './certificate-repository.ts';
import { createMentorRecommendations, type MentorRecommendations } from './mentor-recommendations.ts';
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
   * not-yet: the period has not ended, the training's attendance is below the line, or the mentor's
   * record lacks what the type rests on; erased: the account is a read-only record. The sentence
   * says which.
   */
  | { ok: false; reason: 'not-yet' | 'erased'; message: string };
export type RevokeResult = { ok: true; view: AdminCertificateView } | { ok: false; reason: 'not-found' | 'already-revoked' };
export type StudentFileResult = { ok: true; certificate: CertificateDoc; bytes: Buffer } | { ok: false; reason: 'not-found' | 'revoked' };

export interface CertificateService extends CertificateCredentials, MentorRecommendations {
  /** Issues a certificate of the type to a student who has what it needs (recorded; the holder is mailed). */
  issue(actor: AuditActor, input: { userId: string; type: CertificateType }): Promise<IssueResult>;
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

/** What a student's certificate of a type rests on and copies: its dates, why it must wait, and the measured facts it states. */
interface StudentFacts {
  period: { start: string; end: string; specialization: string | null };
  /** Why it cannot be issued now (domain's certificateWaitReason), or null. */
  problem: string | null;
  attendance: Attended | null;
  /** INTERNSHIP and EXCELLENCE: the intern's mentor; RECOMMENDATION: the letter's writer. */
  supervisor: Supervisor | null;
  evaluation: { score: number; minScore: number } | null;
  /** RECOMMENDATION: the mentor's letter. */
  text: string | null;
}

export function createCertificateService(deps: {
  repository: CertificateRepository;
  pdfOf: CertificatePdf;
  adminSignature: Pick<AdminSignatureService, 'current'>;
  cohorts: Pick<CohortService, 'ofStudent'>;
  training: Pick<TrainingService, 'attendanceOfStudents'>;
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

  /** The students' cohorts, one read per distinct cohort. */
  async function cohortsOf(users: UserDoc[]): Promise<Map<string, CohortDoc>> {
    const keys = [...new Set(users.map((u) => String(u.cohortId ?? '')))];
    const cohorts = await Promise.all(keys.map((key) => deps.cohorts.ofStudent({ cohortId: key ? new Types.ObjectId(key) : null })));
    return new Map(keys.map((key, i) => [key, cohorts[i]!]));
  }

  /**
   * What a type of certificate rests on for each of the students, read together (a page of the
   * eligible list is a few batch reads): the program dates printed (the training's, or the
   * internship's from the chosen start date and duration), the training's attendance, the mentor's
   * record of the internship, and domain's answer on whether it may be issued now.
   */
  async function factsOf(users: UserDoc[], type: CertificateType): Promise<Map<string, StudentFacts>> {
    const ids = users.map((u) => u._id);
    const internshipType = CERTIFICATE_TYPE_INFO[type].period === 'internship';
    const [selections, attendance, internship, cohorts] = await Promise.all([
      repository.selections(ids),
      type === 'TRAINING' ? deps.training.attendanceOfStudents(ids) : null,
      internshipType ? repository.internshipFacts(ids) : null,
      cohortsOf(users),
    ]);
    const selectionOf = new Map(selections.map((s) => [String(s.userId), s]));
    const mentorOf = new Map((internship?.mentors ?? []).map((m) => [String(m._id), { name: m.name, title: m.title }]));
    const assignmentOf = new Map((internship?.assignments ?? []).map((a) => [String(a._id), a]));
    const scoreOf = new Map((internship?.evaluations ?? []).map((e) => [String(e._id), e.score]));
    const recommendationOf = new Map((internship?.recommendations ?? []).map((r) => [String(r._id), r]));
    const now = deps.now();
    return new Map(
      users.map((user) => {
        const id = String(user._id);
        const cohort = cohorts.get(String(user.cohortId ?? ''))!;
        const selection = selectionOf.get(id);
        const specialization = selection?.specialization ?? null;
        const period =
          internshipType && selection
            ? { start: selection.startDate, end: internshipEndDate(selection.startDate, selection.durationWeeks), specialization }
            : { start: cohort.trainingStart, end: cohort.trainingEnd, specialization };
        const training = attendance?.get(id) ?? null;
        const assignment = assignmentOf.get(id);
        const recommendation = recommendationOf.get(id);
        const mentor = assignment ? (mentorOf.get(String(assignment.mentorId)) ?? null) : null;
        const score = scoreOf.get(id) ?? null;
        const minScore = excellenceLineOf(cohort);
        const record: InternshipRecord | null = selection
          ? {
              durationWeeks: selection.durationWeeks,
              settledWeeks: new Set((internship?.settled ?? []).filter((r) => r.internId.equals(user._id)).map((r) => r.week)),
              supervisor: mentor,
              score,
              excellenceMinScore: minScore,
              recommendationWritten: !!recommendation,
            }
          : null;
        const problem = certificateWaitReason(type, { periodEnd: period.end, training, internship: record }, now);
        const summary = training?.summary;
        return [
          id,
          {
            period,
            problem,
            attendance: summary ? { attended: summary.attended, total: summary.total, minPercent: summary.minPercent } : null,
            supervisor:
              type === 'RECOMMENDATION' ? (recommendation ? (mentorOf.get(String(recommendation.mentorId)) ?? null) : null) : mentor,
            evaluation: type === 'EXCELLENCE' && score !== null ? { score, minScore } : null,
            text: type === 'RECOMMENDATION' ? (recommendation?.text ?? null) : null,
          },
        ] as const;
      }),
    );
  }

  async function adminViews(certs: CertificateDoc[]): Promise<AdminCertificateView[]> {
    return toAdminCertificateViews(certs, await repository.holders(certs.map((c) => c.userId)), issuer);
  }

  /** Creates the certificate with a fresh code; null when the student holds the type already (another admin's issue won). */
  async function create(user: UserDoc, type: CertificateType, facts: StudentFacts, issuedBy: Types.ObjectId | null) {
    const { period } = facts;
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
          text: facts.text,
          attendance: facts.attendance,
          supervisor: facts.supervisor,
          evaluation: facts.evaluation,
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
    ...createMentorRecommendations({ repository, audit: deps.audit, now: deps.now }),
    async issue(actor, { userId, type }) {
      const user = await repository.student(userId);
      if (!user) return { ok: false, reason: 'student-not-found' };
      if (user.erasedAt) return { ok: false, reason: 'erased', message: erasedAccountMessage(user.erasedAt) };
      if (await repository.holds(user._id, type)) return { ok: false, reason: 'already-issued' };
      if (!(await isEligible(user, type))) return { ok: false, reason: 'not-eligible' };
      const facts = (await factsOf([user], type)).get(String(user._id))!;
      if (facts.problem) return { ok: false, reason: 'not-yet', message: facts.problem };
      if (!(await deps.adminSignature.current())) return { ok: false, reason: 'no-signature' };
      const created = await create(user, type, facts, actor.id ? new Types.ObjectId(actor.id) : null);
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
      const students = await factsOf(facts.users, type);
      const standing = new Map([...students].map(([id, f]) => [id, { specialization: f.period.specialization, notYet: f.problem }]));
      return toEligibleStudentPage(userIds, facts, standing, totalItems, page, size);
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
