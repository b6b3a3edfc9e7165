/**
 * The certificates and the mentors' written recommendations, and the reads of the facts that make a
 * student eligible for one (fee verified, final offer letter, internship certificate, and the
 * mentor's record of the internship: assignment, settled weeks, evaluation; read only, a page of
 * students at once): one valid certificate per student and type is the unique activeKey.
 */
import { isValidObjectId, Types } from 'mongoose';
import type { CertificateType } from '@portal/domain/certificate';
import type { Models, UserDoc } from '../../lib/models.ts';
import {
  activeCertificateKey,
  revokedCertificateKey,
  type CertificateDoc,
  type MentorRecommendationDoc,
} from '../../models/certificate.ts';
import type { MentorAssignmentDoc, MentorProfileDoc } from '../../models/mentoring.ts';
import type { SpecializationSelectionDoc } from '../../models/specialization-selection.ts';

export type NewCertificate = Omit<CertificateDoc, '_id' | 'activeKey' | 'fileId' | 'revokedAt' | 'revokedReason'>;

/** One page of the students a type's list walks, newest first, and how many there are. */
export interface EligiblePage {
  userIds: Types.ObjectId[];
  totalItems: number;
}

/** What an eligible list shows beside each student: the account (with its cohort) and the valid certificate of the type. */
export interface EligibleFacts {
  users: UserDoc[];
  held: { _id: Types.ObjectId; userId: Types.ObjectId }[];
}

/** The mentors' record of some interns' internships, read together. */
export interface InternshipFacts {
  assignments: Pick<MentorAssignmentDoc, '_id' | 'mentorId'>[];
  /** The weeks whose report was accepted or waived. */
  settled: { internId: Types.ObjectId; week: number }[];
  evaluations: { _id: Types.ObjectId; score: number }[];
  recommendations: MentorRecommendationDoc[];
  /** The profiles of the interns' mentors and of the recommendations' writers. */
  mentors: Pick<MentorProfileDoc, '_id' | 'name' | 'title'>[];
}

export interface CertificateRepository {
  /** The student account of this id (a malformed id or another role: null). */
  student(userId: string): Promise<UserDoc | null>;
  /** Whether the student holds a valid certificate of the type. */
  holds(userId: Types.ObjectId, type: CertificateType): Promise<boolean>;
  /** The student's valid certificate of the type, or null. */
  valid(userId: Types.ObjectId, type: CertificateType): Promise<CertificateDoc | null>;
  hasFinalLetter(userId: Types.ObjectId): Promise<boolean>;
  /** Inserts a valid certificate (code 11000 when the student holds the type or the code is taken). */
  insert(certificate: NewCertificate): Promise<CertificateDoc>;
  /** Records the drawn PDF unless another request recorded one first; whether this one was recorded. */
  setFile(id: Types.ObjectId, previousFileId: string | null, fileId: string): Promise<boolean>;
  /** Revokes a valid certificate (its activeKey becomes its own); null when it is not valid or not there. */
  revoke(id: string, at: Date, reason: string): Promise<CertificateDoc | null>;
  byId(id: string | Types.ObjectId): Promise<CertificateDoc | null>;
  ofStudent(userId: Types.ObjectId | string): Promise<CertificateDoc[]>;
  byCode(code: string): Promise<CertificateDoc | null>;
  eligiblePage(type: CertificateType, page: number, size: number): Promise<EligiblePage>;
  eligibleFacts(type: CertificateType, userIds: Types.ObjectId[]): Promise<EligibleFacts>;
  /** The holders' accounts, with the fields an admin's list shows. */
  holders(userIds: Types.ObjectId[]): Promise<UserDoc[]>;
  /** The students' finalized specializations (their internship's start date and weeks). */
  selections(userIds: readonly Types.ObjectId[]): Promise<SpecializationSelectionDoc[]>;
  internshipFacts(userIds: readonly Types.ObjectId[]): Promise<InternshipFacts>;
  /** The intern's mentor, when it is this mentor (anyone else's intern: null). */
  ownIntern(mentorId: Types.ObjectId, internId: string): Promise<MentorAssignmentDoc | null>;
  recommendation(internId: Types.ObjectId): Promise<MentorRecommendationDoc | null>;
  saveRecommendation(internId: Types.ObjectId, mentorId: Types.ObjectId, text: string, at: Date): Promise<MentorRecommendationDoc>;
}

const oid = (id: string | Types.ObjectId) => new Types.ObjectId(String(id));

export function createCertificateRepository({
  Certificate,
  User,
  OfferLetter,
  SpecializationSelection,
  MentorAssignment,
  MentorProfile,
  WeeklyReport,
  InternshipEvaluation,
  MentorRecommendation,
}: Pick<
  Models,
  | 'Certificate'
  | 'User'
  | 'OfferLetter'
  | 'SpecializationSelection'
  | 'MentorAssignment'
  | 'MentorProfile'
  | 'WeeklyReport'
  | 'InternshipEvaluation'
  | 'MentorRecommendation'
>): CertificateRepository {
  const valid = (userId: Types.ObjectId, type: CertificateType) =>
    Certificate.findOne({ activeKey: activeCertificateKey(userId, type) }).lean<CertificateDoc>();

  return {
    async student(userId) {
      if (!isValidObjectId(userId)) return null;
      return User.findOne({ _id: oid(userId), role: 'STUDENT' }).lean<UserDoc>();
    },
    async holds(userId, type) {
      return !!(await Certificate.exists({ activeKey: activeCertificateKey(userId, type) }));
    },
    valid,
    async hasFinalLetter(userId) {
      return !!(await OfferLetter.exists({ userId, kind: 'final' }));
    },
    async insert(certificate) {
      const created = await Certificate.create({ ...certificate, activeKey: activeCertificateKey(certificate.userId, certificate.type) });
      return created.toObject() as CertificateDoc;
    },
    async setFile(id, previousFileId, fileId) {
      const res = await Certificate.updateOne({ _id: id, fileId: previousFileId }, { $set: { fileId } });
      return res.modifiedCount === 1;
    },
    async revoke(id, at, reason) {
      if (!isValidObjectId(id)) return null;
      return Certificate.findOneAndUpdate(
        { _id: oid(id), revokedAt: null },
        { $set: { revokedAt: at, revokedReason: reason, activeKey: revokedCertificateKey(oid(id)) } },
        { returnDocument: 'after' },
      ).lean<CertificateDoc>();
    },
    async byId(id) {
      return isValidObjectId(id) ? Certificate.findById(oid(id)).lean<CertificateDoc>() : null;
    },
    async ofStudent(userId) {
      if (!isValidObjectId(userId)) return [];
      return Certificate.find({ userId: oid(userId) })
        .sort({ issuedAt: 1, _id: 1 })
        .lean<CertificateDoc[]>();
    },
    byCode: (code) => Certificate.findOne({ code }).lean<CertificateDoc>(),
    // Each type's list walks the collection that defines it, one page at a time, newest first.
    async eligiblePage(type, page, size) {
      if (type === 'TRAINING') {
        const filter = { role: 'STUDENT' as const, feeVerified: true };
        const [rows, totalItems] = await Promise.all([
          User.find(filter, { _id: 1 })
            .sort({ _id: -1 })
            .skip(page * size)
            .limit(size)
            .lean<{ _id: Types.ObjectId }[]>(),
          User.countDocuments(filter),
        ]);
        return { userIds: rows.map((r) => r._id), totalItems };
      }
      const [model, filter] =
        type === 'INTERNSHIP'
          ? ([OfferLetter, { kind: 'final' }] as const)
          : ([Certificate, { type: 'INTERNSHIP', revokedAt: null }] as const);
      const [rows, totalItems] = await Promise.all([
        (model as typeof OfferLetter)
          .find(filter, { userId: 1 })
          .sort({ _id: -1 })
          .skip(page * size)
          .limit(size)
          .lean<{ userId: Types.ObjectId }[]>(),
        (model as typeof OfferLetter).countDocuments(filter),
      ]);
      return { userIds: rows.map((r) => r.userId), totalItems };
    },
    async eligibleFacts(type, userIds) {
      const [users, held] = await Promise.all([
        User.find({ _id: { $in: userIds } }, { studentId: 1, name: 1, email: 1, cohortId: 1 }).lean<UserDoc[]>(),
        Certificate.find({ activeKey: { $in: userIds.map((id) => activeCertificateKey(id, type)) } }, { userId: 1 }).lean<
          EligibleFacts['held']
        >(),
      ]);
      return { users, held };
    },
    holders: (userIds) => User.find({ _id: { $in: userIds } }, { studentId: 1, email: 1 }).lean<UserDoc[]>(),
    selections: (userIds) => SpecializationSelection.find({ userId: { $in: userIds } }).lean<SpecializationSelectionDoc[]>(),
    async internshipFacts(userIds) {
      const [assignments, settled, evaluations, recommendations] = await Promise.all([
        MentorAssignment.find({ _id: { $in: userIds } }, { mentorId: 1 }).lean<InternshipFacts['assignments']>(),
        WeeklyReport.find(
          { internId: { $in: userIds }, $or: [{ decision: 'ACCEPTED' }, { waiverReason: { $ne: null } }] },
          { internId: 1, week: 1 },
        ).lean<InternshipFacts['settled']>(),
        InternshipEvaluation.find({ _id: { $in: userIds } }, { score: 1 }).lean<InternshipFacts['evaluations']>(),
        MentorRecommendation.find({ _id: { $in: userIds } }).lean<MentorRecommendationDoc[]>(),
      ]);
      const mentorIds = [...assignments.map((a) => a.mentorId), ...recommendations.map((r) => r.mentorId)];
      const mentors = await MentorProfile.find({ _id: { $in: mentorIds } }, { name: 1, title: 1 }).lean<InternshipFacts['mentors']>();
      return { assignments, settled, evaluations, recommendations, mentors };
    },
    async ownIntern(mentorId, internId) {
      if (!isValidObjectId(internId)) return null;
      return MentorAssignment.findOne({ _id: oid(internId), mentorId }).lean<MentorAssignmentDoc>();
    },
    recommendation: (internId) => MentorRecommendation.findById(internId).lean<MentorRecommendationDoc>(),
    async saveRecommendation(internId, mentorId, text, at) {
      const doc = await MentorRecommendation.findOneAndUpdate(
        { _id: internId },
        { $set: { mentorId, text, updatedAt: at }, $setOnInsert: { writtenAt: at } },
        { upsert: true, returnDocument: 'after' },
      ).lean<MentorRecommendationDoc>();
      return doc as MentorRecommendationDoc;
    },
  };
}
