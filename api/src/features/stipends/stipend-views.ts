/** Stipend decisions as the admin, the intern and the CA read them (domain/views/stipend). */
import type { StipendDecisionView, StipendPayoutRow } from '@portal/domain/views/stipend';
import type { UserDoc } from '../../lib/models.ts';
import type { StipendDecisionDoc } from '../../models/stipend-decision.ts';

export function toDecisionView(d: StipendDecisionDoc): StipendDecisionView {
  return {
    amountMinor: d.amountMinor,
    proposedMinor: d.proposedMinor,
    proposalReason: d.proposalReason,
    changeReason: d.changeReason ?? null,
    decidedAt: d.decidedAt.toISOString(),
    letter: !!d.letterFileId,
    payout: d.paidOn && d.utr && d.payoutRecordedAt ? { paidOn: d.paidOn, utr: d.utr, recordedAt: d.payoutRecordedAt.toISOString() } : null,
  };
}

/** A payout row for the CA: the intern named as their account reads now. */
export function toPayoutRow(d: StipendDecisionDoc, cohortName: string, user: UserDoc | undefined): StipendPayoutRow {
  return {
    internId: String(d.internId),
    name: user?.name ?? null,
    studentId: user?.studentId ?? null,
    cohortName,
    amountMinor: d.amountMinor,
    paidOn: d.paidOn ?? '',
    utr: d.utr ?? '',
    recordedAt: (d.payoutRecordedAt ?? d.decidedAt).toISOString(),
  };
}
