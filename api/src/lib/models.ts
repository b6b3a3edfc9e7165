/**
 * The models (each schema in models/), bound to one connection (so several apps can share a process).
 * Rules for both engines (ARCHITECTURE "Data"): only plain and unique indexes; no TTL, text,
 * partial or sparse indexes (the embedded mongo-java-server accepts them but ignores their
 * options); expiry is done with queries (see housekeeping in features/auth/auth-plugin.ts).
 * The embedded engine builds only the unique indexes: other filters scan the collection there
 * (measured by npm run bench:db), so plain indexes are still declared for MongoDB.
 *
 * Invariants ("only once" rules) are inserts that a unique index (or _id) lets through exactly
 * once: the clearest guard on any engine, proven in test/db-capabilities.test.ts with the
 * conditional updates and $inc that both engines apply atomically.
 */
import type { Connection, Model } from 'mongoose';
import { auditEntrySchema } from '../models/audit-entry.ts';
import { cohortSchema, programSettingSchema } from '../models/cohort.ts';
import { idProofSchema } from '../models/id-proof.ts';
import { consentSchema, jobLeaseSchema } from '../models/privacy.ts';
import { invoiceSchema, type InvoiceDoc } from '../models/invoice.ts';
import { migrationSchema } from '../models/migration.ts';
import { specializationSelectionSchema } from '../models/specialization-selection.ts';
import { backgroundSchema } from '../models/background.ts';
import { offerLetterRequestSchema } from '../models/offer-letter-request.ts';
import { offerSignatureSchema } from '../models/offer-signature.ts';
import { offerLetterSchema } from '../models/offer-letter.ts';
import { adminSignatureSchema } from '../models/admin-signature.ts';
import { counterSchema } from '../models/counter.ts';
import { CACHE_REVISION_MODEL, cacheRevisionSchema } from '../models/cache-revision.ts';
import { otpAttemptSchema } from '../models/otp-attempt.ts';
import { outboxMailSchema } from '../models/outbox-mail.ts';
import { rateLimitWindowSchema } from '../models/rate-limit-window.ts';
import { otpCodeSchema, type OtpCodeDoc } from '../models/otp-code.ts';
import { erasedRefreshTokenSchema, refreshTokenSchema, type RefreshTokenDoc } from '../models/refresh-token.ts';
import { sessionSchema } from '../models/session.ts';
import { userSchema, type UserDoc } from '../models/user.ts';
import { certificateSchema, mentorRecommendationSchema } from '../models/certificate.ts';
import { credentialStatusListSchema, credentialStatusSlotSchema } from '../models/credential-status.ts';
import { eventRegistrationSchema } from '../models/event-registration.ts';
import { jobBookingSchema, jobSlotSchema } from '../models/job-slot.ts';
import { gatewayEventSchema } from '../models/gateway-event.ts';
import { gatewayLinkSchema } from '../models/gateway-link.ts';
import { mentorAssignmentSchema, mentorProfileSchema } from '../models/mentoring.ts';
import { internshipEvaluationSchema, internshipProjectSchema, weeklyReportSchema } from '../models/internship.ts';
import { stipendDecisionSchema } from '../models/stipend-decision.ts';
import { attendanceRecordSchema, trainingPreferenceSchema, trainingSessionSchema, trainingSettingsSchema } from '../models/training.ts';

export type { InvoiceDoc, OtpCodeDoc, RefreshTokenDoc, UserDoc };

function bindModels(conn: Connection) {
  return {
    User: conn.model('User', userSchema),
    Counter: conn.model('Counter', counterSchema),
    CacheRevision: conn.model(CACHE_REVISION_MODEL, cacheRevisionSchema),
    OtpCode: conn.model('OtpCode', otpCodeSchema),
    OtpAttempt: conn.model('OtpAttempt', otpAttemptSchema),
    Session: conn.model('Session', sessionSchema),
    RefreshToken: conn.model('RefreshToken', refreshTokenSchema),
    ErasedRefreshToken: conn.model('ErasedRefreshToken', erasedRefreshTokenSchema),
    Invoice: conn.model('Invoice', invoiceSchema),
    AuditEntry: conn.model('AuditEntry', auditEntrySchema),
    SpecializationSelection: conn.model('SpecializationSelection', specializationSelectionSchema),
    Background: conn.model('Background', backgroundSchema),
    OfferLetterRequest: conn.model('OfferLetterRequest', offerLetterRequestSchema),
    OfferSignature: conn.model('OfferSignature', offerSignatureSchema),
    OfferLetter: conn.model('OfferLetter', offerLetterSchema),
    AdminSignature: conn.model('AdminSignature', adminSignatureSchema),
    IdProof: conn.model('IdProof', idProofSchema),
    Consent: conn.model('Consent', consentSchema),
    JobLease: conn.model('JobLease', jobLeaseSchema),
    OutboxMail: conn.model('OutboxMail', outboxMailSchema),
    RateLimitWindow: conn.model('RateLimitWindow', rateLimitWindowSchema),
    Cohort: conn.model('Cohort', cohortSchema),
    ProgramSetting: conn.model('ProgramSetting', programSettingSchema),
    JobSlot: conn.model('JobSlot', jobSlotSchema),
    JobBooking: conn.model('JobBooking', jobBookingSchema),
    EventRegistration: conn.model('EventRegistration', eventRegistrationSchema),
    Certificate: conn.model('Certificate', certificateSchema),
    MentorRecommendation: conn.model('MentorRecommendation', mentorRecommendationSchema),
    CredentialStatusList: conn.model('CredentialStatusList', credentialStatusListSchema),
    CredentialStatusSlot: conn.model('CredentialStatusSlot', credentialStatusSlotSchema),
    GatewayEvent: conn.model('GatewayEvent', gatewayEventSchema),
    GatewayLink: conn.model('GatewayLink', gatewayLinkSchema),
    TrainingSettings: conn.model('TrainingSettings', trainingSettingsSchema),
    TrainingSession: conn.model('TrainingSession', trainingSessionSchema),
    AttendanceRecord: conn.model('AttendanceRecord', attendanceRecordSchema),
    TrainingPreference: conn.model('TrainingPreference', trainingPreferenceSchema),
    MentorProfile: conn.model('MentorProfile', mentorProfileSchema),
    MentorAssignment: conn.model('MentorAssignment', mentorAssignmentSchema),
    InternshipProject: conn.model('InternshipProject', internshipProjectSchema),
    WeeklyReport: conn.model('WeeklyReport', weeklyReportSchema),
    InternshipEvaluation: conn.model('InternshipEvaluation', internshipEvaluationSchema),
    StipendDecision: conn.model('StipendDecision', stipendDecisionSchema),
    Migration: conn.model('Migration', migrationSchema),
  };
}

export type Models = ReturnType<typeof bindModels>;

/**
 * Registers every model on `conn` and builds the indexes (unique ones guard invariants); changes no
 * document: the data of earlier releases is brought up to date by the migrations (src/migrations/,
 * `npm run migrate`), which run after this. So on a database of a release before `activeKey`, the
 * certificates' unique index cannot be built yet (their certificates have none), nor the gateway
 * events' dedupeKey index: those failures are let through, and the migrations that key them build it.
 */
export async function createModels(conn: Connection): Promise<Models> {
  const models = bindModels(conn);
  for (const model of Object.values(models) as Model<unknown>[]) {
    await model.init().catch((err: unknown) => {
      const keyedByMigration = [models.Certificate, models.GatewayEvent] as unknown[];
      if (!keyedByMigration.includes(model) || !isDuplicateKeyError(err)) throw err;
    });
  }
  return models;
}

/** True for a duplicate-key error of an insert or upsert (the only code treated as a duplicate). */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
