import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { CERTIFICATE_TYPES } from '@portal/domain/certificate';

/**
 * An issued certificate: one valid certificate per student and type (a valid one holds
 * `activeKey` = "<userId>:<type>", a revoked one "revoked:<its id>"; the unique index on activeKey
 * lets two admins issuing at once make one, and a revoked type be issued again with a new code),
 * found by its random public `code` (unique). The holder's
 * name, specialization, program dates, (training) attendance and (internship) mentor and score are copied at issue: the document says what was true
 * when it was signed. Its signed PDF is drawn once and kept in the `certificates` bucket.
 */
export const certificateSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    activeKey: { type: String, required: true, unique: true },
    type: { type: String, required: true, enum: CERTIFICATE_TYPES },
    code: { type: String, required: true, unique: true },
    holderName: { type: String, required: true },
    specialization: { type: String, default: null },
    cohortId: { type: Schema.Types.ObjectId, required: true },
    periodStart: { type: String, required: true },
    periodEnd: { type: String, required: true },
    text: { type: String, default: null },
    /** A training certificate's attendance when it was issued (attended of the sessions not cancelled, and the line in percent it met). */
    attendance: {
      type: {
        _id: false,
        attended: { type: Number, required: true },
        total: { type: Number, required: true },
        minPercent: { type: Number, default: null },
      },
      default: null,
    },
    /** The internship's certificates: the mentor (name and title) when it was issued, as printed. */
    supervisor: {
      type: { _id: false, name: { type: String, required: true }, title: { type: String, required: true } },
      default: null,
    },
    /** A certificate of excellent performance: the final evaluation's score and the cohort's line it met. */
    evaluation: {
      type: { _id: false, score: { type: Number, required: true }, minScore: { type: Number, required: true } },
      default: null,
    },
    issuedAt: { type: Date, required: true },
    issuedBy: { type: Schema.Types.ObjectId, default: null },
    fileId: { type: String, default: null },
    revokedAt: { type: Date, default: null },
    revokedReason: { type: String, default: null },
  },
  { collection: 'certificates', versionKey: false },
);
certificateSchema.index({ userId: 1, issuedAt: 1 });

export type CertificateDoc = InferSchemaType<typeof certificateSchema> & { _id: Types.ObjectId };

/** The activeKey of the student's valid certificate of a type. */
export const activeCertificateKey = (userId: Types.ObjectId | string, type: string) => `${String(userId)}:${type}`;
/** The activeKey of a revoked certificate: its own, so it no longer holds the type. */
export const revokedCertificateKey = (id: Types.ObjectId) => `revoked:${String(id)}`;

/**
 * The letter of recommendation an intern's mentor wrote (one per intern: its _id is the intern's
 * user id), which an admin issues as written: the certificate copies its text and the mentor.
 */
export const mentorRecommendationSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    mentorId: { type: Schema.Types.ObjectId, required: true },
    text: { type: String, required: true },
    writtenAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'mentor_recommendations', versionKey: false },
);
export type MentorRecommendationDoc = InferSchemaType<typeof mentorRecommendationSchema> & { _id: Types.ObjectId };
