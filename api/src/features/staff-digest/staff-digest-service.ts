/**
 * The staff digest: while work waits for an admin (domain/waiting-work), each admin is mailed its
 * counts, ages and links at most once an hour. A run holds a lease (lib/job-lease.ts) so one API
 * process counts and mails at a time; each admin's hour is claimed in the database besides, so a
 * run that outlived its lease still mails no one twice. Mails go through the outbox.
 */
import { somethingWaits } from '@portal/domain/waiting-work';
import type { JobLease } from '../../lib/job-lease.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { StaffSummaryService } from '../staff-summary/staff-summary-service.ts';
import type { StaffDigestRepository } from './staff-digest-repository.ts';

/** No admin is sent the digest twice within this time. */
const DIGEST_INTERVAL_MS = 60 * 60_000;

export interface StaffDigestService {
  /** Mails the digest to each admin whose last one is an hour old, when something waits; how many were recorded. */
  runOnce(): Promise<number>;
}

export interface StaffDigestDeps {
  repository: StaffDigestRepository;
  staffSummary: Pick<StaffSummaryService, 'waiting'>;
  outbox: Pick<Outbox, 'enqueue'>;
  lease: JobLease;
  now?: () => Date;
}

export function createStaffDigestService({
  repository,
  staffSummary,
  outbox,
  lease,
  now = () => new Date(),
}: StaffDigestDeps): StaffDigestService {
  async function send(): Promise<number> {
    const summary = await staffSummary.waiting();
    if (!somethingWaits(summary)) return 0;
    const at = now();
    let recorded = 0;
    for (const admin of await repository.admins()) {
      if (!(await repository.claim(admin._id, at, new Date(at.getTime() - DIGEST_INTERVAL_MS)))) continue;
      await outbox.enqueue({
        key: `staff-digest:${String(admin._id)}:${at.toISOString()}`,
        template: 'staff-digest',
        to: admin.email,
        data: { name: admin.name ?? null, summary, at: at.toISOString() },
      });
      recorded += 1;
    }
    return recorded;
  }

  return {
    runOnce: async () => (await lease.run(send)) ?? 0,
  };
}
