/**
 * The student's copy of their data (DPDP Act 2023 s. 11). A request is a job in the database (a
 * DataExport claimed on a lease, so one API process builds it and a crashed build is taken over).
 * A small one is built while the student waits and downloaded at once; a larger one in the
 * background, then mailed as a link to the profile carrying a signed single-purpose token, valid
 * 24 hours and only for the student signed in. One export per student per hour (the unique rateKey
 * holds across processes). Expired ZIPs are deleted.
 */
import type { Types } from 'mongoose';
import { EXPORT_IMMEDIATE_MAX_BYTES, EXPORT_INTERVAL_MINUTES, EXPORT_LINK_HOURS, exportFileName } from '@portal/domain/data-rights';
import { istDateTimeLabel, istDay } from '@portal/domain/calendar';
import type { DataExportView, StudentDataRightsView } from '@portal/domain/views/data-rights';
import { leasedJobQueue, type Claimed } from '../../lib/leased-jobs.ts';
import type { UserDoc } from '../../lib/models.ts';
import type { LinkSigner } from '../../lib/signed-link.ts';
import { studentNumberOf } from '../../models/user.ts';
import type { DataExportDoc } from '../../models/data-export.ts';
import type { FileKind, FileStore, OpenedFile } from '../../plugins/files.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { InvoiceService } from '../invoices/invoice-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import { safeName, storeZip, type ZipSource } from './data-export-zip.ts';
import type { DataRightsRepository } from './data-rights-repository.ts';
import { exportDocument, toExportView } from './data-rights-views.ts';
import { fileViewPage } from './file-views.ts';

const HOUR_MS = 60 * 60_000;
const LEASE_MS = 5 * 60_000;
/** The files of a student that go into their export, with the folder each goes in. */
const EXPORT_FILE_KINDS: readonly [FileKind, string][] = [
  ['id_proofs', 'government-id'],
  ['signatures', 'signature'],
  ['letters', 'offer-letters'],
  ['certificates', 'certificates'],
];

export type ExportRequestResult = { ok: true; view: DataExportView } | { ok: false; reason: 'too-soon'; retryAt: Date };
export type ExportFileResult = { ok: true; file: OpenedFile } | { ok: false; reason: 'not-found' | 'expired' };

export interface DataExportDeps {
  repository: DataRightsRepository;
  files: FileStore;
  audit: Pick<AuditService, 'record'>;
  outbox: Pick<Outbox, 'enqueue'>;
  invoices: Pick<InvoiceService, 'pdfOf' | 'viewOf'>;
  journeyOf(user: UserDoc): Promise<unknown>;
  /** The student's consent records, when the consent area exists. */
  consentOf?(userId: Types.ObjectId): Promise<unknown[]>;
  /** The student's live training: attendance, calendar feed and reminders. */
  trainingOf?(userId: Types.ObjectId): Promise<unknown>;
  links: LinkSigner;
  log: { error(obj: unknown, msg: string): void };
  now: () => Date;
  /** Wakes the background work, for an export too large to build while the student waits. */
  wake(): void;
}

export interface DataExports {
  /** The student's latest export and when they may ask for the next. */
  latestOf(userId: Types.ObjectId): Promise<Pick<StudentDataRightsView, 'latestExport' | 'nextExportAt'>>;
  /** Records an export request (one an hour); builds it at once when the student's files are small. */
  request(actor: AuditActor, user: UserDoc): Promise<ExportRequestResult>;
  /** The ZIP a link token names, for the signed-in student it was made for. */
  open(actor: AuditActor, user: UserDoc, token: string): Promise<ExportFileResult>;
  /** Builds every waiting export this worker can claim; how many. */
  buildWaiting(): Promise<number>;
  /** Deletes the ZIPs whose link has expired; how many. */
  removeExpired(): Promise<number>;
}

export function createDataExports(deps: DataExportDeps): DataExports {
  const { repository, files, now } = deps;
  const queue = leasedJobQueue<DataExportDoc>(repository.exports, { leaseMs: LEASE_MS, now });

  const tokenOf = (doc: DataExportDoc) =>
    doc.status === 'READY' && doc.expiresAt && doc.expiresAt.getTime() > now().getTime()
      ? deps.links.sign(String(doc._id), String(doc.userId), doc.expiresAt)
      : null;

  const nextExportAt = (latest: DataExportDoc | null) => {
    if (!latest) return null;
    const at = latest.requestedAt.getTime() + EXPORT_INTERVAL_MINUTES * 60_000;
    return at > now().getTime() ? new Date(at) : null;
  };

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
      const [audit, views, exports, erasures, journey, consent, training] = await Promise.all([
        repository.auditAbout(user._id, targets),
        fileViewPage(repository, user._id, 0, 10_000),
        repository.exportsOf(user._id),
        repository.erasuresOf(user._id),
        deps.journeyOf(user),
        deps.consentOf ? deps.consentOf(user._id) : Promise.resolve([]),
        deps.trainingOf ? deps.trainingOf(user._id) : Promise.resolve(null),
      ]);
      return exportDocument({
        records,
        exportedAt: now(),
        journey,
        consent,
        training,
        audit,
        fileViews: views.items,
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
      await queue.complete(job);
    } catch (err) {
      deps.log.error({ err, exportId: String(job._id) }, 'data export failed');
      await queue.fail(job, err);
    }
  }

  return {
    async latestOf(userId) {
      const latest = await repository.latestExport(userId);
      return {
        latestExport: latest ? toExportView(latest, tokenOf(latest)) : null,
        nextExportAt: nextExportAt(latest)?.toISOString() ?? null,
      };
    },
    async request(actor, user) {
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
        const job = await queue.claimNext({ _id: doc._id });
        if (job) await runExport(job);
      } else deps.wake();
      const after = (await repository.exportById(String(doc._id))) as DataExportDoc;
      return { ok: true, view: toExportView(after, tokenOf(after)) };
    },
    async open(actor, user, token) {
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
    async buildWaiting() {
      let built = 0;
      for (let job = await queue.claimNext(); job; job = await queue.claimNext()) {
        await runExport(job);
        built++;
      }
      return built;
    },
    async removeExpired() {
      let removed = 0;
      for (const doc of await repository.expiredExports(now(), 100)) {
        if (doc.fileId) await files.remove('data_exports', doc.fileId);
        await repository.markExportExpired(doc._id);
        removed++;
      }
      return removed;
    },
  };
}
