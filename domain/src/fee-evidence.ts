/**
 * Evidence of a fee paid outside the payment gateway (a pasted link, a bank transfer, cash at the
 * desk): how it was paid, its reference and the day. An admin records it when verifying the fee
 * (the invoice prints it, as it prints a Razorpay payment), and a student who paid through a pasted
 * link reports it for the admin to check. The API and both screens check it with these rules and
 * say the same words.
 */
import { istDateLabel, isCalendarDay, istDay, istDayStart } from './calendar.ts';
import { paymentMethodLabel } from './payment-gateway.ts';

/** The ways a fee is paid outside the gateway, as stored (the gateway's own names where it has them). */
export const FEE_EVIDENCE_METHODS = ['upi', 'bank_transfer', 'card', 'cash'] as const;
export type FeeEvidenceMethod = (typeof FEE_EVIDENCE_METHODS)[number];

/** Each method as a choice on a screen: "UPI", "Bank transfer", "Card", "Cash". */
export const FEE_EVIDENCE_METHOD_OPTIONS: readonly { value: FeeEvidenceMethod; label: string }[] = FEE_EVIDENCE_METHODS.map((value) => {
  const label = paymentMethodLabel(value);
  return { value, label: label.charAt(0).toUpperCase() + label.slice(1) };
});

/** A UTR has 12 (UPI) to 22 (NEFT/RTGS) characters; a receipt number a few: room for both, no room for prose. */
export const FEE_REFERENCE_MIN = 4;
export const FEE_REFERENCE_MAX = 35;
/** How far back a payment may be dated: a fee is verified within the year it was paid. */
export const FEE_EVIDENCE_MAX_AGE_DAYS = 366;

const REFERENCE_FORM = /^[A-Za-z0-9](?:[A-Za-z0-9/-]*[A-Za-z0-9])?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const FEE_EVIDENCE_MESSAGES = {
  methodRequired: 'Choose how the fee was paid: UPI, bank transfer, card or cash.',
  referenceRequired: 'Enter the payment reference: the UTR of a UPI payment or bank transfer, or the reference of a card payment.',
  referenceForm: `The reference is ${FEE_REFERENCE_MIN} to ${FEE_REFERENCE_MAX} letters or digits, with dashes or slashes between them.`,
  dateRequired: 'Enter the date the fee was paid (YYYY-MM-DD).',
  dateFuture: 'The payment date cannot be in the future.',
  dateTooOld: (oldest: string) => `The payment date cannot be before ${dayLabel(oldest)}.`,
  gatewayPaid: 'Razorpay confirmed this payment: the invoice prints its reference, so no evidence is recorded.',
  alreadyVerified: 'Your fee is already verified: there is no payment left to report.',
} as const;

/** The evidence as stored: the reference trimmed (null when none, as for cash), the day YYYY-MM-DD. */
export interface FeeEvidence {
  method: FeeEvidenceMethod;
  reference: string | null;
  /** The day the fee was paid (received by the program), YYYY-MM-DD. */
  paidOn: string;
}

/** The evidence as a form or a request body gives it: every field may be missing or blank. */
export interface FeeEvidenceInput {
  method?: string | null;
  reference?: string | null;
  paidOn?: string | null;
}

export type FeeEvidenceField = keyof FeeEvidenceInput;

const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';

/** True when any field is filled: evidence is then checked whole; none at all is a verification without it. */
export function isFeeEvidenceGiven(input: FeeEvidenceInput): boolean {
  return filled(input.method) || filled(input.reference) || filled(input.paidOn);
}

const isMethod = (method: string): method is FeeEvidenceMethod => (FEE_EVIDENCE_METHODS as readonly string[]).includes(method);

/** What is wrong with the evidence, field by field (empty when nothing); `today` is the India-time day now. */
export function feeEvidenceProblems(input: FeeEvidenceInput, { today }: { today: string }): Partial<Record<FeeEvidenceField, string>> {
  const problems: Partial<Record<FeeEvidenceField, string>> = {};
  const method = (input.method ?? '').trim();
  if (!isMethod(method)) problems.method = FEE_EVIDENCE_MESSAGES.methodRequired;
  const reference = (input.reference ?? '').trim();
  if (!reference) {
    if (method !== 'cash') problems.reference = FEE_EVIDENCE_MESSAGES.referenceRequired;
  } else if (reference.length < FEE_REFERENCE_MIN || reference.length > FEE_REFERENCE_MAX || !REFERENCE_FORM.test(reference)) {
    problems.reference = FEE_EVIDENCE_MESSAGES.referenceForm;
  }
  const paidOn = (input.paidOn ?? '').trim();
  const oldest = oldestPaymentDay(today);
  if (!isCalendarDay(paidOn)) problems.paidOn = FEE_EVIDENCE_MESSAGES.dateRequired;
  else if (paidOn > today) problems.paidOn = FEE_EVIDENCE_MESSAGES.dateFuture;
  else if (paidOn < oldest) problems.paidOn = FEE_EVIDENCE_MESSAGES.dateTooOld(oldest);
  return problems;
}

/** The first problem of the evidence in the form's order, or null when it passes: what the API answers. */
export function feeEvidenceProblem(input: FeeEvidenceInput, options: { today: string }): string | null {
  const problems = feeEvidenceProblems(input, options);
  return problems.method ?? problems.reference ?? problems.paidOn ?? null;
}

/** The evidence as stored; call it on input that passed feeEvidenceProblems. */
export function feeEvidenceOf(input: FeeEvidenceInput): FeeEvidence {
  const reference = (input.reference ?? '').trim();
  return { method: (input.method ?? '').trim() as FeeEvidenceMethod, reference: reference || null, paidOn: (input.paidOn ?? '').trim() };
}

/** The earliest day a payment may be dated, FEE_EVIDENCE_MAX_AGE_DAYS before `today`. */
export function oldestPaymentDay(today: string): string {
  const start = istDayStart(today) ?? new Date();
  return istDay(new Date(start.getTime() - FEE_EVIDENCE_MAX_AGE_DAYS * DAY_MS));
}

function dayLabel(day: string): string {
  return istDateLabel(istDayStart(day) ?? new Date(day));
}

/** "Paid by UPI, ref 412345678901, received 20 Nov 2026" ("Paid in cash, received …"): how the invoice prints recorded evidence. */
export function feeEvidenceLabel({ method, reference, paidOn }: FeeEvidence): string {
  const how = method === 'cash' ? 'in cash' : `by ${paymentMethodLabel(method)}`;
  return `Paid ${how}${reference ? `, ref ${reference}` : ''}, received ${dayLabel(paidOn)}`;
}

/** "Student reports payment (UTR 412345678901)": a student's report as the admin's screens name it. */
export function paymentReportLabel({ method, reference }: Pick<FeeEvidence, 'method' | 'reference'>): string {
  if (!reference) return 'Student reports payment in cash';
  const kind = method === 'upi' || method === 'bank_transfer' ? 'UTR' : 'ref';
  return `Student reports payment (${kind} ${reference})`;
}
