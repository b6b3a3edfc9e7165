/**
 * Erasure on request (DPDP Act 2023 s. 12): a student asks; an admin approves or refuses with a
 * reason (mailed) within 30 days. An approval is a job carried out on a lease (erasure.ts),
 * idempotent and safe with several workers.
 */
import { Types } from 'mongoose';
import { ERASURE_DUE_DAYS, ERASURE_KEPT, taxRetentionEndDate } from '@portal/domain/data-rights';
import type { AdminErasurePage, AdminErasureRow, AdminStudentDataRights, StudentErasureView } from '@portal/domain/views/data-rights';
import { leasedJobQueue, type Claimed } from '../../lib/leased-jobs.ts';
import type { UserDoc } from '../../lib/models.ts';
import type { ErasureRequestDoc } from '../../models/erasure-request.ts';
import type { AuditActor } from '../../types.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import { toAdminErasureRow, toStudentErasureView } from './data-rights-views.ts';
import { carryOutErasure, type ErasureDeps } from './erasure.ts';

const DAY_MS = 24 * 60 * 60_000;
const LEASE_MS = 5 * 60_000;
/** The text of a retained invoice on the admin's page. */
const TAX_RETENTION_REASON =
  'Retained for tax law: CGST Act section 36 keeps invoices and credit notes for 72 months after the annual return.';

export type ErasureRequestResult = { ok: true; view: StudentErasureView } | { ok: false; reason: 'already-requested' };
export type ErasureDecision = { ok: true; row: AdminErasureRow } | { ok: false; reason: 'not-found' | 'decided' };

export interface ErasureRequestDeps extends ErasureDeps {
  outbox: Pick<Outbox, 'enqueue' | 'forgetStudent'>;
  log: { error(obj: unknown, msg: string): void };
  /** Wakes the background work, which carries out an approval. */
  wake(): void;
}

export interface ErasureRequests {
  request(actor: AuditActor, user: UserDoc): Promise<ErasureRequestResult>;
  /** The student's latest request, as they see it. */
  latestOf(user: UserDoc): Promise<StudentErasureView | null>;
  page(status: string | null, page: number, size: number): Promise<AdminErasurePage>;
  decide(actor: AuditActor, id: string, approve: boolean, reason: string | null): Promise<ErasureDecision>;
  adminView(user: UserDoc): Promise<AdminStudentDataRights>;
  /** Carries out every approved erasure this worker can claim; how many. */
  carryOutApproved(): Promise<number>;
}

export function createErasureRequests(deps: ErasureRequestDeps): ErasureRequests {
  const { repository, now } = deps;
  const queue = leasedJobQueue<ErasureRequestDoc>(repository.erasures, { leaseMs: LEASE_MS, now });

  async function runErasure(job: Claimed<ErasureRequestDoc>) {
    try {
      const outcome = await carryOutErasure(deps, job);
      if (outcome.done) {
        await repository.updateErasure(job._id, { status: 'COMPLETED', completedAt: now() });
        await queue.complete(job);
      } else {
        // Claimed again on the day after the internship's last day (in the program's calendar),
        // and looked at no more than daily meanwhile.
        const end = new Date(`${outcome.heldUntil}T23:59:59+05:30`).getTime();
        const wake = new Date(Math.max(end, now().getTime() + DAY_MS));
        await repository.erasures.updateOne({ _id: job._id, claimToken: job.claimToken }, { $set: { claimToken: null, leaseUntil: wake } });
      }
    } catch (err) {
      deps.log.error({ err, erasureId: String(job._id) }, 'erasure failed');
      await queue.fail(job, err);
    }
  }

  return {
    async request(actor, user) {
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
    async latestOf(user) {
      const erasure = await repository.latestErasureOf(user._id);
      return erasure ? toStudentErasureView(erasure) : null;
    },
    async page(status, page, size) {
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
    async decide(actor, id, approve, reason) {
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
      if (approve) deps.wake();
      return { ok: true, row: toAdminErasureRow(decided, user, now()) };
    },
    async adminView(user) {
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
    async carryOutApproved() {
      let carried = 0;
      for (let job = await queue.claimNext({ status: 'APPROVED' }); job; job = await queue.claimNext({ status: 'APPROVED' })) {
        await runErasure(job);
        carried++;
      }
      return carried;
    },
  };
}
