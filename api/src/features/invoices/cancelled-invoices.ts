/**
 * Invoices cancelled before credit notes existed. An earlier release withdrew a fee verification by
 * marking its invoice CANCELLED (with cancelledAt) and drawing a second copy marked CANCELLED; since
 * then an invoice is never edited and a credit note reverses it (CGST Act s.34). Tax records are kept
 * as issued, so those invoices stay in the database as they were: they count only as cancelled, end
 * the verification they belonged to, and are downloaded as their cancelled copy. Every reader of the
 * invoices feature that meets one asks here.
 */
/** Whether an invoice (or a group of them, by its status) was cancelled by the earlier release. */
export function cancelledBeforeCreditNotes(doc: { status: string }): boolean {
  return doc.status === 'CANCELLED';
}

/** The documents that each ended one fee verification of a student: a credit note, or before them a cancelled invoice. */
export const ENDED_VERIFICATION = { $or: [{ status: 'CANCELLED' as const }, { documentType: 'CREDIT_NOTE' as const }] };
