/**
 * fastify.dataRights: the student's rights over their data (DPDP Act 2023 ss. 11-13).
 *
 * Export: a request is a job in the database (a DataExport claimed on a lease, so one API process
 * builds it and a crashed build is taken over). A small one is built while the student waits and
 * downloaded at once; a larger one in the background, then mailed as a link to the profile carrying
 * a signed single-purpose token, valid 24 hours and only for the student signed in. One export per
 * student per hour (the unique rateKey holds across processes). Expired ZIPs are deleted.
 *
 * Erasure: a student asks; an admin approves or refuses with a reason (mailed) within 30 days. An
 * approval is a job carried out on a lease (erasure.ts), idempotent and safe with several workers.
 *
 * File views: the audit entries of staff opening the student's files, paged on the server.
 */
import { Types } from 'mongoose';
import {
  ERASURE_DUE_DAYS,
  ERASURE_KEPT,
  EXPORT_IMMEDIATE_MAX_BYTES,
  EXPORT_INTERVAL_MINUTES,
  EXPORT_LINK_HOURS,
  FILE_VIEWER_ROLES,
  FILE_VIEW_ACTIONS,
  exportFileName,
  taxRetentionEndDate,
} from '@portal/domain/data-rights';
import { istDateTimeLabel, istDay } from '@portal/domain/calendar';
import type {
  AdminErasurePage,
  AdminErasureRow,
  AdminStudentDataRights,
  FileViewPage,
  StudentDataRightsView,
  StudentErasureView,
  DataExportView,
} from '@portal/domain/views/data-rights';
import { backgroundLoop, type BackgroundLoop } from '../../lib/background-loop.ts';
import { leasedJobQueue, type Claimed } from '../../lib/leased-jobs.ts';
import type { UserDoc } from '../../lib/models.ts';
import type { LinkSigner } from '../../lib/signed-link.ts';
import { studentNumberOf } from '../../models/user.ts';
import type { DataExportDoc } from '../../models/data-export.ts';
import type { ErasureRequestDoc } from '../../models/erasure-request.ts';
import type { FileKind, FileStore, OpenedFile } from '../../plugins/files.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { InvoiceService } from '../invoices/invoice-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import { safeName, storeZip, type ZipSource } from './data-export-zip.ts';
import type { DataRightsRepository } from './data-rights-repository.ts';
import { exportDocument, toAdminErasureRow, toExportView, toFileViewRow, toStudentErasureView } from './data-rights-views.ts';
import { carryOutErasure } from './erasure.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const LEASE_MS = 5 * 60_000;
/** The files of a student that go into their export, with the folder each goes in. */
const EXPORT_FILE_KINDS: readonly [FileKind, string][] = [
  ['id_proofs', 'government-id'],
  ['signatures', 'signature'],
  ['letters', 'offer-letters'],
  ['certificates', 'certificates'],
];
/** The text of a retained invoice on the admin's page. */
const TAX_RETENTION_REASON =
  'Retained for tax law: CGST Act section 36 keeps invoices and credit notes for 72 months after the annual return.';

export type ExportRequestResult = { ok: true; view: DataExportView } | { ok: false; reason: 'too-soon'; retryAt: Date };
export type ExportFileResult = { ok: true; file: OpenedFile } | { ok: false; reason: 'not-found' | 'expired' };
export type ErasureRequestResult = { ok: true; view: StudentErasureView } | { ok: false; reason: 'already-requested' };
export type ErasureDecision = { ok: true; row: AdminErasureRow } | { ok: false; reason: 'not-found' | 'decided' };

export interface DataRightsRunResult {
  exports: number;
  erasures: number;
  expired: number;
}

export interface DataRightsService extends BackgroundLoop {
  /** A student account by id (null for a malformed id, no account, or staff). */
  student(id: string): Promise<UserDoc | null>;
  studentView(user: UserDoc): Promise<StudentDataRightsView>;
  /** Records an export request (one an hour); builds it at once when the student's files are small. */
  requestExport(actor: AuditActor, user: UserDoc): Promise<ExportRequestResult>;
  /** The ZIP a link token names, for the signed-in student it was made for. */
  openExport(actor: AuditActor, user: UserDoc, token: string): Promise<ExportFileResult>;
  requestErasure(actor: AuditActor, user: UserDoc): Promise<ErasureRequestResult>;
  erasurePage(status: string | null, page: number, size: number): Promise<AdminErasurePage>;
  decideErasure(actor: AuditActor, id: string, approve: boolean, reason: string | null): Promise<ErasureDecision>;
  adminStudentView(user: UserDoc): Promise<AdminStudentDataRights>;
  fileViews(userId: Types.ObjectId, page: number, size: number): Promise<FileViewPage>;
  /** Builds waiting exports, carries out approved erasures and deletes expired ZIPs (what this worker can claim). */
  runOnce(): Promise<DataRightsRunResult>;
}

export interface DataRightsDeps {
  repository: DataRightsRepository;
  files: FileStore;
  audit: Pick<AuditService, 'record'>;
  outbox: Pick<Outbox, 'enqueue'>;
  invoices: Pick<InvoiceService, 'pdfOf' | 'viewOf'>;
  journeyOf(user: UserDoc): Promise<unknown>;
  /** The student's consent records, when the consent area exists. */
  consentOf?(userId: Types.ObjectId): Promise<unknown[]>;
  links: LinkSigner;
  replacementEmail(email: string): { hash: string; email: string };
  log: { error(obj: unknown, msg: string): void };
  pollMs: number;
  now?: () => Date;
  programNow: () => Date;
}

export function createDataRightsService(deps: DataRightsDeps): DataRightsService {
  const { repository, files } = deps;
  const now = deps.now ?? (() => new Date());
  const exportQueue = leasedJobQueue<DataExportDoc>(repository.exports, { leaseMs: LEASE_MS, now });
  const erasureQueue = leasedJobQueue<ErasureRequestDoc>(repository.erasures, { leaseMs: LEASE_MS, now });

  const tokenOf = (doc: DataExportDoc) =>
    doc.status === 'READY' && doc.expiresAt && doc.expiresAt.getTime() > now().getTime()
      ? deps.links.sign(String(doc._id), String(doc.userId), doc.expiresAt)
      : null;

  const nextExportAt = (latest: DataExportDoc | null) => {
    if (!latest) return null;
    const at = latest.requestedAt.getTime() + EXPORT_INTERVAL_MINUTES * 60_000;
    return at > now().getTime() ? new Date(at) : null;
  };

  async function fileViewsOf(userId: Types.ObjectId, page: number, size: number) {
    const targets = await repository.auditTargetsOf(userId);
    return repository.auditPage({ targets, actions: Object.keys(FILE_VIEW_ACTIONS), roles: FILE_VIEWER_ROLES }, page, size);
  }

  async function exportSize(ownerId: string): Promise<number> {
    let total = 0;
    for (const [kind] of [...EXPORT_FILE_KINDS, ['invoices', ''] as const]) {
      for (const f of await files.listOwned(kind, ownerId)) total += f.size;
    }
    return total;
  }

  /** Builds the ZIP of a claimed export and records it READY; false when the account is gone. */
  async function build(job: Claimed<DataExportDoc>): Promise<boolean> {
    const user = await repository.userById(job.userId);
    const erasure = user ? await repository.latestErasureOf(user._id) : null;
    if (!user || erasure?.erasedAt) {
      await repository.markExportFailed(job._id);
      return false;
    }
    const ownerId = String(user._id);
    const records = await repository.recordsOf(user);
    const sources: ZipSource[] = [];
    for (const [kind, folder] of EXPORT_FILE_KINDS) {
      const owned = await files.listOwned(kind, ownerId);
      owned.forEach((f, i) =>
        sources.push({
          path: `files/${folder}/${owned.length > 1 ? `${i + 1}-` : ''}${safeName(f.fileName)}`,
          open: async () => (await files.open(kind, f.id, ownerId))?.stream ?? null,
        }),
      );
    }
    const invoicePath = (number: string) => `files/invoices/${safeName(number.replaceAll('/', '-'))}.pdf`;
    for (const inv of records.invoices) {
      sources.push({
        path: invoicePath(inv.invoiceNumber),
        // Drawn and stored now when it never was (an invoice's PDF is drawn on first request).
        open: async () => (await deps.invoices.pdfOf(String(inv._id), ownerId))?.bytes ?? null,
      });
    }
    const fileName = exportFileName(studentNumberOf(user), istDay(now()));
    const { stored } = await storeZip(files, ownerId, fileName, sources, async () => {
      const targets = await repository.auditTargetsOf(user._id);
      const [audit, views, exports, erasures, journey, consent] = await Promise.all([
        repository.auditAbout(user._id, targets),
        repository.auditPage({ targets, actions: Object.keys(FILE_VIEW_ACTIONS), roles: FILE_VIEWER_ROLES }, 0, 10_000),
        repository.exportsOf(user._id),
        repository.erasuresOf(user._id),
        deps.journeyOf(user),
        deps.consentOf ? deps.consentOf(user._id) : Promise.resolve([]),
      ]);
      return exportDocument({
        records,
        exportedAt: now(),
        journey,
        consent,
        audit,
        fileViews: views.items.map(toFileViewRow),
        exports,
        erasures,
        invoices: records.invoices.map((inv) => deps.invoices.viewOf(inv, invoicePath(inv.invoiceNumber))),
        files: sources.map((s) => s.path),
      });
    });
    const readyAt = now();
    const expiresAt = new Date(readyAt.getTime() + EXPORT_LINK_HOURS * HOUR_MS);
    const recorded = await repository.markExportReady(job._id, {
      fileId: stored.id,
      fileName,
      sizeBytes: stored.size,
      sha256: stored.sha256,
      readyAt,
      expiresAt,
    });
    if (!recorded) {
      // Another worker finished it first (this one's lease had run out): its ZIP stands.
      await files.remove('data_exports', stored.id);
      return true;
    }
    if (job.delivery === 'MAIL') {
      await deps.outbox.enqueue({
        key: `data-export-ready:${String(job._id)}`,
        template: 'data-export-ready',
        to: user.email,
        data: {
          name: user.name ?? null,
          token: deps.links.sign(String(job._id), ownerId, expiresAt),
          expiresLabel: istDateTimeLabel(expiresAt),
        },
      });
    }
    return true;
  }

  async function runExport(job: Claimed<DataExportDoc>) {
    try {
      await build(job);
      await exportQueue.complete(job);
    } catch (err) {
      deps.log.error({ err, exportId: String(job._id) }, 'data export failed');
      await exportQueue.fail(job, err);
    }
  }

  async function runErasure(job: Claimed<ErasureRequestDoc>) {
    try {
      const outcome = await carryOutErasure(
        { repository, files, audit: deps.audit, replacementEmail: deps.replacementEmail, now, programNow: deps.programNow },
        job,
      );
      if (outcome.done) {
        await repository.updateErasure(job._id, { status: 'COMPLETED', completedAt: now() });
        await erasureQueue.complete(job);
      } else {
        // Claimed again on the day after the internship's last day (in the program's calendar),
        // and looked at no more than daily meanwhile.
        const end = new Date(`${outcome.heldUntil}T23:59:59+05:30`).getTime();
        const wake = new Date(Math.max(end, now().getTime() + DAY_MS));
        await repository.erasures.updateOne({ _id: job._id, claimToken: job.claimToken }, { $set: { claimToken: null, leaseUntil: wake } });
      }
    } catch (err) {
      deps.log.error({ err, erasureId: String(job._id) }, 'erasure failed');
      await erasureQueue.fail(job, err);
    }
  }

  async function runOnce(): Promise<DataRightsRunResult> {
    const result = { exports: 0, erasures: 0, expired: 0 };
    for (let job = await exportQueue.claimNext(); job; job = await exportQueue.claimNext()) {
      await runExport(job);
      result.exports++;
    }
    for (let job = await erasureQueue.claimNext({ status: 'APPROVED' }); job; job = await erasureQueue.claimNext({ status: 'APPROVED' })) {
      await runErasure(job);
      result.erasures++;
    }
    for (const doc of await repository.expiredExports(now(), 100)) {
      if (doc.fileId) await files.remove('data_exports', doc.fileId);
      await repository.markExportExpired(doc._id);
      result.expired++;
    }
    return result;
  }

  const loop = backgroundLoop(runOnce, { pollMs: deps.pollMs, name: 'data rights', log: deps.log });

  return {
    ...loop,
    runOnce,
    async student(id) {
      if (!/^[0-9a-f]{24}$/.test(id)) return null;
      const user = await repository.userById(id);
      return user && user.role === 'STUDENT' ? user : null;
    },
    async studentView(user) {
      const [latest, erasure] = await Promise.all([repository.latestExport(user._id), repository.latestErasureOf(user._id)]);
      return {
        latestExport: latest ? toExportView(latest, tokenOf(latest)) : null,
        nextExportAt: nextExportAt(latest)?.toISOString() ?? null,
        erasure: erasure ? toStudentErasureView(erasure) : null,
      };
    },
    async requestExport(actor, user) {
      const at = now();
      const retryAt = nextExportAt(await repository.latestExport(user._id));
      if (retryAt) return { ok: false, reason: 'too-soon', retryAt };
      const ownerId = String(user._id);
      const small = (await exportSize(ownerId)) <= EXPORT_IMMEDIATE_MAX_BYTES;
      const doc = await repository.insertExport({
        userId: user._id,
        rateKey: `${ownerId}:${Math.floor(at.getTime() / (EXPORT_INTERVAL_MINUTES * 60_000))}`,
        requestedAt: at,
        delivery: small ? 'DIRECT' : 'MAIL',
      });
      if (!doc) return { ok: false, reason: 'too-soon', retryAt: new Date(at.getTime() + EXPORT_INTERVAL_MINUTES * 60_000) };
      await deps.audit.record(actor, {
        action: 'data-export.request',
        targetType: 'user',
        targetId: ownerId,
        before: null,
        after: { exportId: String(doc._id) },
      });
      if (small) {
        // Built here, as the worker would (claimed on the same lease, so a worker cannot build it twice).
        const job = await exportQueue.claimNext({ _id: doc._id });
        if (job) await runExport(job);
      } else loop.kick();
      const after = (await repository.exportById(String(doc._id))) as DataExportDoc;
      return { ok: true, view: toExportView(after, tokenOf(after)) };
    },
    async openExport(actor, user, token) {
      const verified = await deps.links.verify(token, async (id) => {
        const doc = await repository.exportById(id);
        return doc ? String(doc.userId) : null;
      });
      if (!verified) return { ok: false, reason: 'not-found' };
      const doc = await repository.exportById(verified.id);
      if (!doc || String(doc.userId) !== String(user._id)) return { ok: false, reason: 'not-found' };
      if (verified.expiresAt.getTime() <= now().getTime() || doc.status === 'EXPIRED') return { ok: false, reason: 'expired' };
      if (doc.status !== 'READY' || !doc.fileId) return { ok: false, reason: 'not-found' };
      const file = await files.open('data_exports', doc.fileId, String(user._id));
      if (!file) return { ok: false, reason: 'expired' };
      await deps.audit.record(actor, {
        action: 'data-export.download',
        targetType: 'user',
        targetId: String(user._id),
        before: null,
        after: { exportId: String(doc._id) },
      });
      return { ok: true, file };
    },
    async requestErasure(actor, user) {
      const at = now();
      const doc = await repository.insertErasure({
        userId: user._id,
        requestedAt: at,
        dueAt: new Date(at.getTime() + ERASURE_DUE_DAYS * DAY_MS),
      });
      if (!doc) return { ok: false, reason: 'already-requested' };
      await deps.audit.record(actor, {
        action: 'data-erasure.request',
        targetType: 'user',
        targetId: String(user._id),
        before: null,
        after: { requestId: String(doc._id), dueAt: doc.dueAt.toISOString() },
      });
      return { ok: true, view: toStudentErasureView(doc) };
    },
    async erasurePage(status, page, size) {
      const { items, total } = await repository.erasurePage(status, page, size);
      const users = await repository.usersByIds(items.map((r) => r.userId as Types.ObjectId));
      const byId = new Map(users.map((u) => [String(u._id), u]));
      const at = now();
      return {
        items: items.map((r) => toAdminErasureRow(r, byId.get(String(r.userId)) ?? null, at)),
        page,
        size,
        totalItems: total,
        totalPages: Math.ceil(total / size),
      };
    },
    async decideErasure(actor, id, approve, reason) {
      const current = await repository.erasureById(id);
      if (!current) return { ok: false, reason: 'not-found' };
      const user = await repository.userById(current.userId);
      const decided = await repository.decideErasure(
        id,
        { decidedAt: now(), decidedBy: actor.id ? new Types.ObjectId(actor.id) : null, decidedByEmail: actor.email, reason },
        approve,
      );
      if (!decided) return { ok: false, reason: 'decided' };
      // The mail is recorded before the erasure can run, to the address as it still is.
      if (user)
        await deps.outbox.enqueue({
          key: `erasure-decided:${id}`,
          template: 'erasure-decided',
          to: user.email,
          data: { approved: approve, reason, keptLines: [...ERASURE_KEPT] },
        });
      // The reason is the admin's words about the decision, not the student's data.
      await deps.audit.record(actor, {
        action: approve ? 'data-erasure.approve' : 'data-erasure.refuse',
        targetType: 'user',
        targetId: String(current.userId),
        before: { requestId: id, status: 'PENDING' },
        after: { requestId: id, status: decided.status, reason },
      });
      if (approve) loop.kick();
      return { ok: true, row: toAdminErasureRow(decided, user, now()) };
    },
    async adminStudentView(user) {
      const erasure = await repository.latestErasureOf(user._id);
      const erased = !!erasure?.erasedAt;
      const invoices = erased ? (await repository.recordsOf(user)).invoices : [];
      return {
        erasedAt: erasure?.erasedAt ? erasure.erasedAt.toISOString() : null,
        erasure: erasure ? toAdminErasureRow(erasure, user, now()) : null,
        retained: invoices.map((inv) => ({
          id: String(inv._id),
          number: inv.invoiceNumber,
          documentType: inv.documentType,
          until: taxRetentionEndDate(inv.financialYear),
          reason: TAX_RETENTION_REASON,
        })),
      };
    },
    async fileViews(userId, page, size) {
      const { items, total } = await fileViewsOf(userId, page, size);
      return { items: items.map(toFileViewRow), page, size, totalItems: total, totalPages: Math.ceil(total / size) };
    },
  };
}
