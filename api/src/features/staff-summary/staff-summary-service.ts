/**
 * What waits for an admin (the counts at the top of /admin and the staff digest mail): each queue's
 * size and since when its oldest item has waited. Letters wait for the authorized signature only
 * while none is saved (with one, the worker draws requested letters at once).
 */
import type { AdminSummary } from '@portal/domain/views/admin-summary';
import type { AdminSignatureService } from '../offer-letters/admin-signature-service.ts';
import type { DataRightsService } from '../data-rights/data-rights-service.ts';
import type { PaymentsService } from '../payments/payments-service.ts';
import type { StaffSummaryRepository } from './staff-summary-repository.ts';

export interface StaffSummaryService {
  waiting(): Promise<AdminSummary>;
}

export interface StaffSummaryDeps {
  repository: StaffSummaryRepository;
  payments: Pick<PaymentsService, 'countFeesToVerify'>;
  adminSignature: Pick<AdminSignatureService, 'current'>;
  dataRights: Pick<DataRightsService, 'erasurePage'>;
}

const iso = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString() : null);

export function createStaffSummaryService({ repository, payments, adminSignature, dataRights }: StaffSummaryDeps): StaffSummaryService {
  return {
    async waiting() {
      const [ids, feesToVerify, letters, signature, erasures, attention] = await Promise.all([
        repository.pendingIdProofs(),
        payments.countFeesToVerify(),
        repository.openLetterRequests(),
        adminSignature.current(),
        // Pending requests come earliest due first: the first is the oldest.
        dataRights.erasurePage('PENDING', 0, 1),
        repository.paymentsNeedingAttention(),
      ]);
      const lettersWait = !signature && letters.count > 0;
      const oldestErasure = erasures.items[0];
      return {
        idsPending: ids.count,
        idsPendingSince: iso(ids.since),
        feesToVerify,
        lettersAwaitingSignature: lettersWait ? letters.count : 0,
        lettersAwaitingSignatureSince: lettersWait ? iso(letters.since) : null,
        erasuresPending: erasures.totalItems,
        erasuresPendingSince: iso(oldestErasure?.requestedAt),
        erasuresDueAt: iso(oldestErasure?.dueAt),
        paymentsNeedingAttention: attention.count,
        paymentsNeedingAttentionSince: iso(attention.since),
      };
    },
  };
}
