/**
 * Stores and reads what the student's data rights need: their exports and erasure requests (this
 * area's own collections, created with their indexes before the first write), and, for the export
 * and the erasure, every other area's records of one student, read and erased through the same
 * models. Nothing here decides; the service does.
 */
import type { Connection, Model, Types } from 'mongoose';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../lib/models.ts';
import { dataExportSchema, type DataExportDoc } from '../../models/data-export.ts';
import { erasureRequestSchema, type ErasureRequestDoc } from '../../models/erasure-request.ts';
import type { AuditEntryDoc } from '../../models/audit-entry.ts';
import type { CertificateDoc } from '../../models/certificate.ts';
import type { InternshipEvaluationDoc, WeeklyReportDoc } from '../../models/internship.ts';
import type { StipendDecisionDoc } from '../../models/stipend-decision.ts';
import type { IdProofDoc } from '../../models/id-proof.ts';
import type { InvoiceDoc } from '../../models/invoice.ts';
import type { OfferLetterDoc } from '../../models/offer-letter.ts';
import type { OfferLetterRequestDoc } from '../../models/offer-letter-request.ts';
import type { OfferSignatureDoc } from '../../models/offer-signature.ts';
import type { SpecializationSelectionDoc } from '../../models/specialization-selection.ts';
import type { BackgroundDoc } from '../../models/background.ts';
import type { JobBookingDoc, JobSlotDoc } from '../../models/job-slot.ts';
import type { EventRegistrationDoc } from '../../models/event-registration.ts';
import type { CohortDoc } from '../../models/cohort.ts';

export interface DataRightsModels {
  DataExport: Model<DataExportDoc>;
  ErasureRequest: Model<ErasureRequestDoc>;
}

/** Registers this area's models on the connection and builds their indexes (before any write). */
export async function createDataRightsModels(conn: Connection): Promise<DataRightsModels> {
  const models = {
    DataExport: conn.model<DataExportDoc>('DataExport', dataExportSchema),
    ErasureRequest: conn.model<ErasureRequestDoc>('ErasureRequest', erasureRequestSchema),
  };
  for (const model of Object.values(models) as Model<unknown>[]) await model.init();
  return models;
}

/** Everything held about one student, as stored (the service maps it for the export). */
export interface StudentRecords {
  user: UserDoc;
  cohort: CohortDoc | null;
  idProofs: IdProofDoc[];
  invoices: InvoiceDoc[];
  selection: SpecializationSelectionDoc | null;
  background: BackgroundDoc | null;
  letterRequest: OfferLetterRequestDoc | null;
  letters: OfferLetterDoc[];
  signature: OfferSignatureDoc | null;
  bookings: (JobBookingDoc & { slot: JobSlotDoc | null })[];
  eventRegistration: EventRegistrationDoc | null;
  certificates: CertificateDoc[];
  weeklyReports: WeeklyReportDoc[];
  evaluation: InternshipEvaluationDoc | null;
  stipend: StipendDecisionDoc | null;
}

export type NewErasure = Pick<ErasureRequestDoc, 'userId' | 'requestedAt' | 'dueAt'>;

export interface DataRightsRepository {
  readonly exports: Model<DataExportDoc>;
  readonly erasures: Model<ErasureRequestDoc>;
  userById(id: Types.ObjectId | string): Promise<UserDoc | null>;
  usersByIds(ids: Types.ObjectId[]): Promise<UserDoc[]>;
  recordsOf(user: UserDoc): Promise<StudentRecords>;
  /** The ids under which audit entries about the student are kept (their account, proofs, invoices, certificates). */
  auditTargetsOf(userId: Types.ObjectId): Promise<string[]>;
  /** Every audit entry about the student or by them, oldest first. */
  auditAbout(userId: Types.ObjectId, targets: string[]): Promise<AuditEntryDoc[]>;
  /** One page of the audit entries of these actions by these roles on these targets, newest first, and their count. */
  auditPage(
    filter: { targets: string[]; actions: string[]; roles: readonly string[] },
    page: number,
    size: number,
  ): Promise<{ items: AuditEntryDoc[]; total: number }>;

  /** Inserts an export request; null when the student already asked within this rate window (unique rateKey). */
  insertExport(doc: Pick<DataExportDoc, 'userId' | 'rateKey' | 'requestedAt' | 'delivery'>): Promise<DataExportDoc | null>;
  latestExport(userId: Types.ObjectId): Promise<DataExportDoc | null>;
  exportById(id: string): Promise<DataExportDoc | null>;
  exportsOf(userId: Types.ObjectId): Promise<DataExportDoc[]>;
  markExportReady(
    id: Types.ObjectId,
    set: Pick<DataExportDoc, 'fileId' | 'fileName' | 'sizeBytes' | 'sha256' | 'readyAt' | 'expiresAt'>,
  ): Promise<boolean>;
  markExportFailed(id: Types.ObjectId): Promise<void>;
  /** Ready exports whose link has run out (their files are deleted by the caller). */
  expiredExports(now: Date, limit: number): Promise<DataExportDoc[]>;
  markExportExpired(id: Types.ObjectId): Promise<void>;

  /** Inserts the student's open request; null when one is open already. */
  insertErasure(doc: NewErasure): Promise<ErasureRequestDoc | null>;
  erasureById(id: string): Promise<ErasureRequestDoc | null>;
  latestErasureOf(userId: Types.ObjectId): Promise<ErasureRequestDoc | null>;
  erasuresOf(userId: Types.ObjectId): Promise<ErasureRequestDoc[]>;
  erasurePage(status: string | null, page: number, size: number): Promise<{ items: ErasureRequestDoc[]; total: number }>;
  /** PENDING -> REFUSED or APPROVED (the approval becomes a job); null when it was not PENDING. */
  decideErasure(id: string, set: Partial<ErasureRequestDoc>, approve: boolean): Promise<ErasureRequestDoc | null>;
  updateErasure(id: Types.ObjectId, set: Partial<ErasureRequestDoc>): Promise<void>;

  /** The other areas' models, for the erasure's writes. */
  readonly models: Models;
}

/** One page of a collection's documents and how many match in all. */
async function pageOf<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of this area's or the audit's models
  model: Model<any>,
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
  page: number,
  size: number,
): Promise<{ items: T[]; total: number }> {
  const [items, total] = await Promise.all([
    model
      .find(filter)
      .sort(sort)
      .skip(page * size)
      .limit(size)
      .lean<T[]>(),
    model.countDocuments(filter),
  ]);
  return { items, total };
}

export function createDataRightsRepository(models: Models, own: DataRightsModels): DataRightsRepository {
  const { DataExport, ErasureRequest } = own;
  const { User, IdProof, Invoice, SpecializationSelection, Background, OfferLetterRequest, OfferLetter, OfferSignature } = models;
  const { JobBooking, JobSlot, EventRegistration, Certificate, AuditEntry, Cohort } = models;
  const { WeeklyReport, InternshipEvaluation, StipendDecision } = models;

  return {
    exports: DataExport,
    erasures: ErasureRequest,
    models,
    userById: (id) => User.findById(id).lean<UserDoc>(),
    usersByIds: (ids) => (ids.length ? User.find({ _id: { $in: ids } }).lean<UserDoc[]>() : Promise.resolve([])),
    async recordsOf(user) {
      const userId = user._id;
      const [
        cohort,
        idProofs,
        invoices,
        selection,
        background,
        letterRequest,
        letters,
        signature,
        bookings,
        eventRegistration,
        certificates,
        weeklyReports,
        evaluation,
        stipend,
      ] = await Promise.all([
        user.cohortId ? Cohort.findById(user.cohortId).lean<CohortDoc>() : null,
        IdProof.find({ userId }).sort({ uploadedAt: 1, _id: 1 }).lean<IdProofDoc[]>(),
        Invoice.find({ userId }).sort({ issuedAt: 1, _id: 1 }).lean<InvoiceDoc[]>(),
        SpecializationSelection.findOne({ userId }).lean<SpecializationSelectionDoc>(),
        Background.findOne({ userId }).lean<BackgroundDoc>(),
        OfferLetterRequest.findOne({ userId }).lean<OfferLetterRequestDoc>(),
        OfferLetter.find({ userId }).sort({ issuedAt: 1 }).lean<OfferLetterDoc[]>(),
        OfferSignature.findOne({ userId }).lean<OfferSignatureDoc>(),
        JobBooking.find({ userId }).sort({ bookedAt: 1 }).lean<JobBookingDoc[]>(),
        EventRegistration.findOne({ userId }).lean<EventRegistrationDoc>(),
        Certificate.find({ userId }).sort({ issuedAt: 1 }).lean<CertificateDoc[]>(),
        WeeklyReport.find({ internId: userId }).sort({ week: 1 }).lean<WeeklyReportDoc[]>(),
        InternshipEvaluation.findById(userId).lean<InternshipEvaluationDoc>(),
        StipendDecision.findOne({ internId: userId }).lean<StipendDecisionDoc>(),
      ]);
      const slots = bookings.length ? await JobSlot.find({ _id: { $in: bookings.map((b) => b.slotId) } }).lean<JobSlotDoc[]>() : [];
      const slotOf = new Map(slots.map((s) => [String(s._id), s]));
      return {
        user,
        cohort,
        idProofs,
        invoices,
        selection,
        background,
        letterRequest,
        letters,
        signature,
        bookings: bookings.map((b) => ({ ...b, slot: slotOf.get(String(b.slotId)) ?? null })),
        eventRegistration,
        certificates,
        weeklyReports,
        evaluation,
        stipend,
      };
    },
    async auditTargetsOf(userId) {
      const [proofs, invoices, certificates] = await Promise.all([
        IdProof.find({ userId }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>(),
        Invoice.find({ userId }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>(),
        Certificate.find({ userId }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>(),
      ]);
      return [String(userId), ...[...proofs, ...invoices, ...certificates].map((d) => String(d._id))];
    },
    auditAbout: (userId, targets) =>
      AuditEntry.find({ $or: [{ targetId: { $in: targets } }, { actorId: userId }] })
        .sort({ at: 1, _id: 1 })
        .lean<AuditEntryDoc[]>(),
    auditPage: ({ targets, actions, roles }, page, size) =>
      pageOf<AuditEntryDoc>(
        AuditEntry,
        { targetId: { $in: targets }, action: { $in: actions }, actorRole: { $in: [...roles] } },
        { at: -1, _id: -1 },
        page,
        size,
      ),

    async insertExport(doc) {
      try {
        return (await DataExport.create({ ...doc, status: 'PREPARING' })).toObject() as DataExportDoc;
      } catch (err) {
        if (isDuplicateKeyError(err)) return null;
        throw err;
      }
    },
    latestExport: (userId) => DataExport.findOne({ userId }).sort({ requestedAt: -1, _id: -1 }).lean<DataExportDoc>(),
    exportById: async (id) => (/^[0-9a-f]{24}$/.test(id) ? DataExport.findById(id).lean<DataExportDoc>() : null),
    exportsOf: (userId) => DataExport.find({ userId }).sort({ requestedAt: 1 }).lean<DataExportDoc[]>(),
    async markExportReady(id, set) {
      const res = await DataExport.updateOne({ _id: id, status: 'PREPARING' }, { $set: { ...set, status: 'READY' } });
      return res.modifiedCount === 1;
    },
    async markExportFailed(id) {
      await DataExport.updateOne({ _id: id, status: 'PREPARING' }, { $set: { status: 'FAILED', jobDone: true } });
    },
    expiredExports: (now, limit) =>
      DataExport.find({ status: 'READY', expiresAt: { $lte: now } })
        .limit(limit)
        .lean<DataExportDoc[]>(),
    async markExportExpired(id) {
      await DataExport.updateOne({ _id: id, status: 'READY' }, { $set: { status: 'EXPIRED', fileId: null } });
    },

    async insertErasure(doc) {
      try {
        return (
          await ErasureRequest.create({ ...doc, openKey: String(doc.userId), status: 'PENDING', jobDone: true })
        ).toObject() as ErasureRequestDoc;
      } catch (err) {
        if (isDuplicateKeyError(err)) return null;
        throw err;
      }
    },
    erasureById: async (id) => (/^[0-9a-f]{24}$/.test(id) ? ErasureRequest.findById(id).lean<ErasureRequestDoc>() : null),
    latestErasureOf: (userId) => ErasureRequest.findOne({ userId }).sort({ requestedAt: -1, _id: -1 }).lean<ErasureRequestDoc>(),
    erasuresOf: (userId) => ErasureRequest.find({ userId }).sort({ requestedAt: 1 }).lean<ErasureRequestDoc[]>(),
    // Pending: oldest due first, the order the admin answers in.
    erasurePage: (status, page, size) =>
      pageOf<ErasureRequestDoc>(
        ErasureRequest,
        status ? { status } : {},
        status === 'PENDING' ? { dueAt: 1, _id: 1 } : { requestedAt: -1, _id: -1 },
        page,
        size,
      ),
    async decideErasure(id, set, approve) {
      if (!/^[0-9a-f]{24}$/.test(id)) return null;
      const after = approve
        ? { ...set, status: 'APPROVED', jobDone: false, leaseUntil: null, claimToken: null }
        : { ...set, status: 'REFUSED', openKey: `closed:${id}` };
      const res = await ErasureRequest.updateOne({ _id: id, status: 'PENDING' }, { $set: after });
      if (res.modifiedCount !== 1) return null;
      return ErasureRequest.findById(id).lean<ErasureRequestDoc>();
    },
    async updateErasure(id, set) {
      await ErasureRequest.updateOne({ _id: id }, { $set: set });
    },
  };
}
